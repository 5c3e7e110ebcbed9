import {existsSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MISREAD_CONFIG_MODULES, NATIVE_CONFIG_MODULES} from '../../scripts/lib/configLoader.mjs';
import {siteDir} from '../support/siteDir';

const require = createRequire(path.join(siteDir, 'package.json'));

// Imports that run when the file runs (`import type` is erased).
const RUNTIME_IMPORT = /^import\s+(?!type\b)[^;]*?\s+from\s+'([^']+)'/gms;
const NOT_PACKAGES = /^(?:node:|@docusaurus\/|@site\/|@theme|@generated\/)/;

function localFile(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Packages imported by the config and every local file it imports, directly or not. */
function configPackages(): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      if (specifier.startsWith('.')) {
        const next = localFile(file, specifier);
        if (next) visit(next);
      } else if (!NOT_PACKAGES.test(specifier)) {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
  };
  visit(path.join(siteDir, 'docusaurus.config.ts'));
  return packages;
}

/** True when the package's entry is an ES module (the nearest package.json says "type": "module"). */
function isEsModule(name: string): boolean {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {type?: string}).type === 'module';
}

describe('the config loader (scripts/lib/configLoader.mjs)', () => {
  it('names exactly the packages of the config and its files that jiti would transpile', () => {
    const packages = configPackages();
    const esModules = [...packages].filter(isEsModule);
    expect(esModules.length).toBeGreaterThan(5);
    for (const name of MISREAD_CONFIG_MODULES) expect(packages, `${name} is imported by the config`).toContain(name);
    expect(NATIVE_CONFIG_MODULES).toEqual([...esModules, ...MISREAD_CONFIG_MODULES].sort());
  });

  it.each(MISREAD_CONFIG_MODULES)('%s is CommonJS that jiti transpiles anyway', (name) => {
    expect(isEsModule(name)).toBe(false);
    const transpiled: string[] = [];
    // The jiti Docusaurus loads the config with.
    const utilsRequire = createRequire(require.resolve('@docusaurus/utils'));
    type Transform = (options: {filename?: string}) => {code: string};
    type CreateJiti = (
      file: string,
      options: {cache: boolean; requireCache: boolean; transform: Transform},
    ) => (id: string) => unknown;
    const createJiti = utilsRequire('jiti') as CreateJiti;
    const load = createJiti(path.join(siteDir, 'package.json'), {
      cache: false,
      requireCache: false,
      transform: ({filename = ''}) => {
        transpiled.push(filename);
        return {code: 'module.exports = {}'};
      },
    });
    load(require.resolve(name));
    expect(transpiled, `jiti no longer transpiles ${name}: drop it from MISREAD_CONFIG_MODULES`).toEqual([
      require.resolve(name),
    ]);
  });

  it('matches how Docusaurus loads the config: through jiti 1, which reads JITI_NATIVE_MODULES', () => {
    const utilsRequire = createRequire(require.resolve('@docusaurus/utils'));
    const moduleUtils = readFileSync(utilsRequire.resolve('./moduleUtils'), 'utf8');
    expect(moduleUtils, '@docusaurus/utils no longer loads modules with jiti').toMatch(/require\("jiti"\)/);
    const jitiPackage = utilsRequire.resolve('jiti/package.json');
    const {version} = JSON.parse(readFileSync(jitiPackage, 'utf8')) as {version: string};
    expect(
      version.split('.')[0],
      `jiti ${version}: check that JITI_NATIVE_MODULES still works as configLoader.mjs expects`,
    ).toBe('1');
    const jiti = readFileSync(path.join(path.dirname(jitiPackage), 'dist', 'jiti.js'), 'utf8');
    expect(jiti).toContain('process.env.JITI_NATIVE_MODULES');
  });
});
