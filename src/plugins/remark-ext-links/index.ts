import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {externalLinkUrl} from '../../config/links';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function isExtLink(node: {type: string}): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as JsxElement).name === 'ExtLink'
  );
}

/**
 * Resolves `<ExtLink to="key">` when a page compiles, into
 * `<ExtLink href="https://…">`. The table of shared external URLs
 * (src/config/links.ts) then stays out of the browser: it was 1.8 KB gzip of
 * every doc page's start-up script, for links whose targets never change at
 * run time. A key the table lacks, or one given as an expression, fails the
 * build and names the page.
 */
export default function remarkExtLinks() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, (node) => {
      if (!isExtLink(node)) return;
      const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
      const index = node.attributes.findIndex(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'to',
      );
      const to = node.attributes[index];
      if (to?.type !== 'mdxJsxAttribute' || typeof to.value !== 'string') {
        throw new Error(`${where}: <ExtLink> needs a to="key" of src/config/links.ts, written as a plain string`);
      }
      let href: string;
      try {
        href = externalLinkUrl(to.value);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
      }
      node.attributes[index] = {type: 'mdxJsxAttribute', name: 'href', value: href};
    });
  };
}
