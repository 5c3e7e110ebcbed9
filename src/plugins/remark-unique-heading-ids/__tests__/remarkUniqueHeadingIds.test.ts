import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import remarkUniqueHeadingIds from '..';

/** Stands in for Docusaurus' headings plugin: `{#id}` when written, else a plain slug. */
function assignIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const text = toString(node);
      const explicit = /\{#([\w-]+)\}\s*$/.exec(text);
      const id = explicit?.[1] ?? text.toLowerCase().replace(/[^\w]+/g, '-');
      node.data = {hProperties: {id}};
    });
  };
}

function check(markdown: string): void {
  const processor = unified().use(remarkParse).use(assignIds).use(remarkUniqueHeadingIds);
  processor.runSync(processor.parse(markdown), {path: 'docs/page.md'} as never);
}

describe('remark-unique-heading-ids', () => {
  it('accepts a page whose headings all have their own id', () => {
    expect(() => check('## Setup\n\n### Proving service {#proving-service}\n\n## Remote proving\n')).not.toThrow();
  });

  it('fails with the file, the id and both lines when an explicit id repeats a slug', () => {
    expect(() => check('## Proving service\n\ntext\n\n### Bonsai {#proving-service}\n')).toThrow(
      /docs\/page\.md: .*#proving-service on line 5 \(first on line 1\)/,
    );
  });
});
