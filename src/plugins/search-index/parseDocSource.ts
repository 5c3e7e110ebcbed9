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

/** The Markdown syntax tree of a doc source (search records, code-block checks). */
export function parseDocSource(source: string): Root {
  return parser.parse(escapeMarkdownHeadingIds(source)) as Root;
}
