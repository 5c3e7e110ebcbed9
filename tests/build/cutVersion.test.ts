import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteDir} from '../support/siteDir';

// Cuts API version 1.3 in a throw-away copy of the repo with the README's
// command, then builds the copy: the new version must exist and build.
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

  it('builds, serving the new version at /api and the previous one at its own path', () => {
    const build = path.join(copyDir, 'build');
    const latest = readFileSync(path.join(build, 'api', 'zkvm', 'quickstart', 'index.html'), 'utf8');
    expect(latest).toContain(`Version: ${NEW_VERSION}`);
    const previous = readFileSync(path.join(build, 'api', '1.2', 'zkvm', 'quickstart', 'index.html'), 'utf8');
    expect(previous).toMatch(/no longer actively maintained/);
  });
});
