import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';

// The syntax the site's docs are written in: MDX with front matter, GFM,
// admonition directives and math, as Docusaurus reads them.
const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath);

/**
 * How many recent sources keep their tree. The search index and the Markdown
 * twins walk the same docs in the same order while the site loads, so the
 * second reader of a page asks for its tree a few pages after the first.
 */
const RECENT_TREES = 16;
const recent = new Map<string, Root>();

/**
 * The kept Markdown syntax tree of a doc source, shared with every other
 * reader of it: the caller must not change it (the search extraction only
 * reads; a unit test checks that it leaves the tree as parsed). Parsing is
 * most of what the build's readers of the docs spend on a cold build, so the
 * trees of recent sources are kept.
 */
export function readDocSource(source: string): Root {
  let tree = recent.get(source);
  if (tree) recent.delete(source);
  else tree = parser.parse(escapeMarkdownHeadingIds(source)) as Root;
  recent.set(source, tree);
  if (recent.size > RECENT_TREES) recent.delete(recent.keys().next().value as string);
  return tree;
}

/**
 * The Markdown syntax tree of a doc source (Markdown twins, code-block
 * checks), the caller's own: a copy of the kept tree, which it may change.
 */
export function parseDocSource(source: string): Root {
  return structuredClone(readDocSource(source));
}
