import type {Element, ElementContent, Root} from 'hast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';

/** The outermost elements rehype-katex renders: a display block, or an inline formula. */
function isFormulaRoot(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && (classes.includes('katex-display') || classes.includes('katex'));
}

/** `dangerouslySetInnerHTML={{__html: html}}` as an MDX JSX attribute, with the estree MDX compiles. */
function innerHtmlAttribute(html: string): MdxJsxAttribute {
  const object = {
    type: 'ObjectExpression' as const,
    properties: [
      {
        type: 'Property' as const,
        key: {type: 'Identifier' as const, name: '__html'},
        value: {type: 'Literal' as const, value: html, raw: JSON.stringify(html)},
        kind: 'init' as const,
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: object}],
        },
      },
    },
  };
}

/**
 * KaTeX's MathML copy carries the TeX source as an `<annotation>`. Nothing on
 * the site reads it (no copy-as-TeX extension), assistive technology reads
 * the MathML itself, and it was about a fifth of a math page's script.
 */
function withoutTexAnnotations(nodes: ElementContent[]): ElementContent[] {
  return nodes
    .filter((child) => !(child.type === 'element' && child.tagName === 'annotation'))
    .map((child) => (child.type === 'element' ? {...child, children: withoutTexAnnotations(child.children)} : child));
}

/** The formula as one element whose content is an HTML string. */
export function staticFormula(node: Element): MdxJsxTextElement {
  const classes = node.properties.className;
  return {
    type: 'mdxJsxTextElement',
    name: node.tagName,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: Array.isArray(classes) ? classes.join(' ') : ''},
      innerHtmlAttribute(toHtml(withoutTexAnnotations(node.children))),
    ],
    children: [],
  };
}

/**
 * Runs after rehype-katex. KaTeX writes each formula as dozens of nested
 * spans; compiled as JSX, every span becomes code in the page's script and a
 * node the browser must create and hydrate. As an HTML string the same markup costs
 * a fraction of the bytes and a single node to hydrate; the HTML is KaTeX's
 * output for our own sources.
 */
export default function rehypeStaticMath() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || !isFormulaRoot(node)) return undefined;
      parent.children[index] = staticFormula(node) as unknown as ElementContent;
      return SKIP;
    });
  };
}
