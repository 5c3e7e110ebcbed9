import {createRequire} from 'node:module';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

// The search records and Markdown twins parse each page's source themselves
// (src/plugins/search-index/parseDocSource.ts); they must read admonitions and
// other directives as Docusaurus's MDX loader does when it compiles the page.
// remark-directive exports no package.json, so its folder is found as Node would.
function directiveVersion(from: NodeJS.Require): string {
  const folder = (from.resolve.paths('remark-directive') ?? [])
    .map((modules) => join(modules, 'remark-directive'))
    .find((candidate) => existsSync(join(candidate, 'package.json')));
  if (!folder) throw new Error('remark-directive is not installed: run npm install');
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {version: string}).version;
}

describe('remark-directive', () => {
  it('is the release @docusaurus/mdx-loader compiles pages with', () => {
    const require = createRequire(import.meta.url);
    const fromLoader = createRequire(require.resolve('@docusaurus/mdx-loader'));
    expect(directiveVersion(require), 'pin remark-directive to the version @docusaurus/mdx-loader depends on').toBe(
      directiveVersion(fromLoader),
    );
  });
});
