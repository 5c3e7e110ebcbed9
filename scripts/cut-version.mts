#!/usr/bin/env -S npx tsx
// `npm run version:api -- 1.3`: cuts API version 1.3 from the next docs.
// Runs Docusaurus's docs:version CLI (the snapshot, its sidebar and
// api_versions.json), then updates what the site keeps besides: the page
// matrix (src/data/routes.json) and the release line the next docs link on
// docs.rs. Fails before changing anything when the version is malformed or
// exists already.
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {cutVersionInMatrix, nextReleaseLine, type PageMatrix} from './version-cut/updatePageMatrix';

const siteDir = path.resolve(import.meta.dirname, '..');
const version = process.argv[2] ?? '';
const fail = (message: string): never => {
  console.error(`version:api: ${message}`);
  process.exit(1);
};

if (!/^\d+\.\d+$/.test(version))
  fail(`give the release line to cut, e.g. \`npm run version:api -- 1.3\` (got "${version}").`);
const versions = JSON.parse(readFileSync(path.join(siteDir, 'api_versions.json'), 'utf8')) as string[];
if (versions.includes(version)) fail(`version ${version} exists already (api_versions.json).`);

const matrixFile = path.join(siteDir, 'src', 'data', 'routes.json');
const matrix = cutVersionInMatrix(JSON.parse(readFileSync(matrixFile, 'utf8')) as PageMatrix, version);

const docsRsFile = path.join(siteDir, 'src', 'components', 'DocsRs', 'docsRsUrl.ts');
const docsRs = readFileSync(docsRsFile, 'utf8');
const releaseLine = /^export const NEXT_RELEASE_LINE = '[\d.]+';$/m;
if (!releaseLine.test(docsRs))
  fail(`NEXT_RELEASE_LINE not found in ${path.relative(siteDir, docsRsFile)}; update this script.`);

execFileSync('npx', ['docusaurus', 'docs:version:api', version], {cwd: siteDir, stdio: 'inherit'});
// One-space indent and no final newline: the layout of the shared spec it copies.
writeFileSync(matrixFile, JSON.stringify(matrix, null, 1));
writeFileSync(
  docsRsFile,
  docsRs.replace(releaseLine, `export const NEXT_RELEASE_LINE = '${nextReleaseLine(version)}';`),
);

console.log(`
Cut API version ${version}: it is now served at /api, and ${versions[0]} at /api/${versions[0]}.
Updated src/data/routes.json and NEXT_RELEASE_LINE (${nextReleaseLine(version)}).
Still to do in the same pull request:
- add the release's public names to tests/data/api-symbols/ (README, "API names");
- check that the release-${version} branches exist where the snapshot's <RepoLink>s point;
- run \`npm test\`.`);
