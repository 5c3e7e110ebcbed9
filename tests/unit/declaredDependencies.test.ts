import {existsSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {siteDir} from '../support/siteDir';

// Every package the code imports is declared in package.json, so an install
// that hoists differently (or a dependency that drops one) cannot break the
// build. Docusaurus's aliases (@theme/…, @site/…, @generated/…, and the
// client API such as @docusaurus/Link) are not packages.
const ALIASES = /^@(theme|theme-original|theme-init|site|generated)\//;
const PACKAGE_NAME = /^(?:@[a-z0-9~-][\w.~-]*\/)?[a-z0-9~-][\w.~-]*(?:\/|$)/;

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** True for `@docusaurus/Link` and the like: modules of @docusaurus/core, not packages. */
function isDocusaurusClientApi(specifier: string): boolean {
  return specifier.startsWith('@docusaurus/') && !existsSync(path.join(siteDir, 'node_modules', packageOf(specifier)));
}

const sourceFiles = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.mjs', '*.js'], {
  cwd: siteDir,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

describe('declared dependencies', () => {
  it('finds the source files', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
  });

  it('declares every package the code imports', () => {
    const undeclared: string[] = [];
    for (const file of sourceFiles) {
      // TypeScript's scanner lists import, export-from, import() and require()
      // specifiers, and nothing a comment or a string merely mentions.
      const {importedFiles} = ts.preProcessFile(readFileSync(path.join(siteDir, file), 'utf8'), true, true);
      for (const {fileName: specifier} of importedFiles) {
        if (
          specifier.startsWith('.') ||
          !PACKAGE_NAME.test(specifier) ||
          specifier.startsWith('node:') ||
          builtinModules.includes(specifier)
        )
          continue;
        if (ALIASES.test(specifier) || isDocusaurusClientApi(specifier)) continue;
        const name = packageOf(specifier);
        if (!declared.has(name) && !declared.has(`@types/${name}`)) undeclared.push(`${name} (${file})`);
      }
    }
    expect(undeclared, 'add these with `npm install --save-exact <package>@<version>`').toEqual([]);
  });
});
