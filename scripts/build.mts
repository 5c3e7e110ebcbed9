#!/usr/bin/env -S npx tsx
// `npm run build` and the test builds: `docusaurus build`, then the
// Content-Security-Policy step, which writes the policy into each page and
// the `_headers` file for the host. That step cannot be a plugin's postBuild
// hook: Docusaurus runs all postBuild hooks concurrently, and some of them
// write HTML (the client-redirects pages carry an inline script), so only
// after the build returns is the HTML final. Both steps read the same
// environment variables.
// Usage: tsx scripts/build.mts [outDir=build]
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {readSiteEnv} from '../src/config/siteEnv';
import {hardenBuild} from '../src/plugins/content-security-policy';
import {configLoaderEnv} from './lib/configLoader';

const outDir = process.argv[2] ?? 'build';
const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
  stdio: 'inherit',
  env: configLoaderEnv(process.env),
});
if (build.status !== 0) process.exit(build.status ?? 1);

const started = Date.now();
const result = await hardenBuild(path.resolve(outDir), readSiteEnv(process.env));
console.log(
  `Content-Security-Policy written into ${result.pages} pages and ${outDir}/_headers ` +
    `(${result.scriptHashes.length} inline script hashes, ${Date.now() - started} ms).`,
);
