import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteDir} from '../support/siteDir';

// Cuts API version 1.3 in a throw-away copy of the repo with the README's
// one command, builds the copy, and runs the route tests on that build: the
// command must leave nothing to edit by hand for the site to build and serve
// every page of the updated matrix.
const NEW_VERSION = '1.3';
const SKIP = new Set(['node_modules', '.git', 'build', 'build-test', 'build-hosted', '.docusaurus', 'test-results']);

let copyDir = '';

function run(command: string, args: string[]): void {
  execFileSync(command, args, {cwd: copyDir, stdio: 'pipe', env: {...process.env, CI: 'true'}});
}

beforeAll(() => {
  copyDir = mkdtempSync(path.join(tmpdir(), 'docs-version-cut-'));
  for (const entry of readdirSync(siteDir)) {
    if (!SKIP.has(entry)) cpSync(path.join(siteDir, entry), path.join(copyDir, entry), {recursive: true});
  }
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(copyDir, 'node_modules'), 'dir');
  run('npm', ['run', '--silent', 'version:api', '--', NEW_VERSION]);
  run('npm', ['run', '--silent', 'build']);
});

afterAll(() => {
  if (copyDir) rmSync(copyDir, {recursive: true, force: true});
});

describe(`cutting API version ${NEW_VERSION}`, () => {
  it('records the version first in api_versions.json', () => {
    const versions = JSON.parse(readFileSync(path.join(copyDir, 'api_versions.json'), 'utf8')) as string[];
    expect(versions[0]).toBe(NEW_VERSION);
  });

  it('snapshots the next docs and their sidebar', () => {
    const docsDir = path.join(copyDir, 'api_versioned_docs', `version-${NEW_VERSION}`);
    expect(existsSync(path.join(docsDir, 'zkvm', 'quickstart.md'))).toBe(true);
    expect(existsSync(path.join(copyDir, 'api_versioned_sidebars', `version-${NEW_VERSION}-sidebars.json`))).toBe(true);
  });

  it('updates the page matrix and the release line the next docs link', () => {
    const matrix = JSON.parse(readFileSync(path.join(copyDir, 'src', 'data', 'routes.json'), 'utf8')) as {
      latest: string;
      api: Record<string, {path: string}>;
    };
    expect(matrix.latest).toBe(NEW_VERSION);
    expect(matrix.api[NEW_VERSION]?.path).toBe('/api');
    expect(matrix.api['1.2']?.path).toBe('/api/1.2');
    const docsRs = readFileSync(path.join(copyDir, 'src', 'components', 'DocsRs', 'docsRsUrl.ts'), 'utf8');
    expect(docsRs).toContain("NEXT_RELEASE_LINE = '1.4'");
  });

  it('passes the route tests on the new build', () => {
    // Every route of the updated matrix is built, and nothing else.
    const result = spawnSync('npx', ['vitest', 'run', '--project', 'build', 'tests/build/routes.test.ts'], {
      cwd: copyDir,
      encoding: 'utf8',
      env: {...process.env, CI: 'true', FORCE_COLOR: '0'},
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  });

  it('builds, serving the new version at /api and the previous one at its own path', () => {
    const build = path.join(copyDir, 'build');
    const latest = readFileSync(path.join(build, 'api', 'zkvm', 'quickstart', 'index.html'), 'utf8');
    expect(latest).toContain(`Version: ${NEW_VERSION}`);
    const previous = readFileSync(path.join(build, 'api', '1.2', 'zkvm', 'quickstart', 'index.html'), 'utf8');
    expect(previous).toMatch(/no longer actively maintained/);
  });
});
