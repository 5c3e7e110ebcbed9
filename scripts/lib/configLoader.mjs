import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

// Docusaurus loads docusaurus.config.ts, and through it our plugins, with
// jiti 1 (`loadFreshModule` in @docusaurus/utils). jiti transpiles every ES
// module it meets into CommonJS with Babel, dependencies included: on a
// machine without jiti's cache (a fresh CI runner) that took 3 s before the
// build began. Packages named in JITI_NATIVE_MODULES (a documented jiti 1
// option) go to Node's own `require` instead, which loads ES modules since
// Node 20.19 and loads their dependencies natively too: 0.7 s.
// tests/unit/configLoader.test.ts keeps this list equal to the packages the
// config's own files import that jiti would transpile, and fails when
// Docusaurus stops loading the config through jiti 1.

/**
 * CommonJS packages the config's files import whose build jiti 1 reads as ES
 * syntax and transpiles all the same: acorn's UMD build took 0.4 s.
 */
export const MISREAD_CONFIG_MODULES = ['acorn'];

/** ES-module packages imported by docusaurus.config.ts and the local files it imports. */
const ES_CONFIG_MODULES = [
  'hast-util-to-html',
  'parse5',
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
];

/** Every package of the config that Node loads itself instead of jiti. */
export const NATIVE_CONFIG_MODULES = [...ES_CONFIG_MODULES, ...MISREAD_CONFIG_MODULES].sort();

/**
 * The environment for a `docusaurus` command, with the config's ES-module packages loaded natively.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function configLoaderEnv(env) {
  return {...env, JITI_NATIVE_MODULES: JSON.stringify(NATIVE_CONFIG_MODULES)};
}

/**
 * Runs the Docusaurus CLI with these arguments and the config loader's
 * environment, straight from its package (no npx in between), and exits
 * with its status.
 * @param {string[]} args
 */
export function runDocusaurus(args) {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
  const run = spawnSync(process.execPath, [cli, ...args], {stdio: 'inherit', env: configLoaderEnv(process.env)});
  process.exit(run.status ?? 1);
}
