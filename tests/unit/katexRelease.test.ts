import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

// The site's stylesheet comes from our `katex` dependency (customCss in
// docusaurus.config.ts); the markup from the `katex` that rehype-katex uses.
describe('KaTeX', () => {
  it('styles formulas with the release rehype-katex renders them with', () => {
    const require = createRequire(import.meta.url);
    const own = JSON.parse(readFileSync(require.resolve('katex/package.json'), 'utf8')) as {version: string};
    // rehype-katex is ESM-only and does not export its package.json.
    const fromRehype = createRequire(fileURLToPath(import.meta.resolve('rehype-katex')));
    const theirs = JSON.parse(readFileSync(fromRehype.resolve('katex/package.json'), 'utf8')) as {version: string};
    expect(own.version, 'pin katex to the version rehype-katex depends on').toBe(theirs.version);
  });
});
