#!/usr/bin/env node
// `npm run build` and the test builds: `docusaurus build` with the config's
// ES-module packages loaded natively (scripts/lib/configLoader.mjs). The
// Content-Security-Policy and `_headers` are written by the built-html
// plugin's postBuild, so a bare `npx docusaurus build` produces the same site.
// Usage: node scripts/build.mjs [outDir=build]
import {runDocusaurus} from './lib/configLoader.mjs';

runDocusaurus(['build', '--out-dir', process.argv[2] ?? 'build']);
