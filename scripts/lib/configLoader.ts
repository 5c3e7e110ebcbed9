// Docusaurus loads docusaurus.config.ts, and through it our plugins, with
// jiti 1 (`loadFreshModule` in @docusaurus/utils). jiti transpiles every ES
// module it meets into CommonJS with Babel, dependencies included: on a
// machine without jiti's cache (a fresh CI runner) that took 3 s before the
// build began. Packages named in JITI_NATIVE_MODULES (a documented jiti 1
// option) go to Node's own `require` instead, which loads ES modules since
// Node 20.19 and loads their dependencies natively too: 0.7 s.
// tests/unit/configLoader.test.ts keeps this list equal to the ES-module
// packages the config's own files import, and fails when Docusaurus stops
// loading the config through jiti 1.

/** ES-module packages imported by docusaurus.config.ts and the local files it imports. */
export const NATIVE_CONFIG_MODULES = [
  'hast-util-to-html',
  'rehype-katex',
  'remark-directive',
  'remark-frontmatter',
  'remark-gfm',
  'remark-math',
  'remark-mdx',
  'remark-parse',
  'remark-stringify',
  'unified',
  'unist-util-visit',
] as const;

/** The environment for a `docusaurus` command, with the config's ES-module packages loaded natively. */
export function configLoaderEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {...env, JITI_NATIVE_MODULES: JSON.stringify(NATIVE_CONFIG_MODULES)};
}
