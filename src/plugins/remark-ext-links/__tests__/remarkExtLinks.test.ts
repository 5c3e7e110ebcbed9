import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkExtLinks from '..';
import {externalLinks} from '../../../config/links';

/** The page's ExtLink elements after the plugin ran, as their attributes. */
function extLinksOf(source: string): Record<string, unknown>[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Root;
  remarkExtLinks()(tree, {path: 'docs/page.mdx'});
  const found: Record<string, unknown>[] = [];
  const walk = (node: {
    type: string;
    name?: string;
    attributes?: {name: string; value: unknown}[];
    children?: unknown[];
  }) => {
    if (node.name === 'ExtLink') found.push(Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value])));
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  return found;
}

describe('remark-ext-links', () => {
  it('turns each key into its URL, inline and as a block', () => {
    expect(
      extLinksOf('Get <ExtLink to="rustup">rustup</ExtLink> first.\n\n<ExtLink to="discord">\nAsk\n</ExtLink>'),
    ).toEqual([{href: externalLinks.rustup}, {href: externalLinks.discord}]);
  });

  it('fails on a key the table lacks, naming the page and line', () => {
    expect(() => extLinksOf('Text\n\nSee <ExtLink to="nowhere">this</ExtLink>.')).toThrow(
      'docs/page.mdx:3: unknown ExtLink key "nowhere"',
    );
  });

  it('fails on a key given as an expression or left out', () => {
    expect(() => extLinksOf('<ExtLink to={"rustup"}>rustup</ExtLink>')).toThrow(/written as a plain string/);
    expect(() => extLinksOf('<ExtLink>rustup</ExtLink>')).toThrow(/needs a to="key"/);
  });
});
