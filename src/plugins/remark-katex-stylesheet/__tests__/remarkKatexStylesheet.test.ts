import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import remarkKatexStylesheet, {KATEX_STYLESHEET} from '..';

async function compileMdx(source: string): Promise<string> {
  const file = await compile(source, {remarkPlugins: [remarkMath, remarkKatexStylesheet]});
  return String(file);
}

describe('remark-katex-stylesheet', () => {
  it('imports the KaTeX stylesheet into a page with inline math', async () => {
    expect(await compileMdx('The field $\\mathbb{F}_p$ has $p$ elements.')).toContain(`import "${KATEX_STYLESHEET}"`);
  });

  it('imports the KaTeX stylesheet into a page with display math', async () => {
    expect(await compileMdx('$$\na^2 + b^2 = c^2\n$$')).toContain(`import "${KATEX_STYLESHEET}"`);
  });

  it('leaves a page without math alone', async () => {
    expect(await compileMdx('Costs $5 or more, paid in dollars.')).not.toContain('katex');
  });

  it('uses the same KaTeX release that rehype-katex renders with', () => {
    const require = createRequire(import.meta.url);
    const own = JSON.parse(readFileSync(require.resolve('katex/package.json'), 'utf8')) as {version: string};
    // rehype-katex is ESM-only and does not export its package.json.
    const fromRehype = createRequire(fileURLToPath(import.meta.resolve('rehype-katex')));
    const theirs = JSON.parse(readFileSync(fromRehype.resolve('katex/package.json'), 'utf8')) as {
      version: string;
    };
    expect(own.version, 'pin katex to the version rehype-katex depends on').toBe(theirs.version);
  });
});
