import {readFileSync} from 'node:fs';
import path from 'node:path';
import {siteDir} from './siteDir';

/**
 * Every module of the site that `entry` imports, directly or through other
 * modules of the site, `entry` included (paths relative to the site). For
 * checking that a build cache fingerprints all the code its entries come from.
 */
export function localImports(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      visit(path.posix.join(path.posix.dirname(file), `${specifier}.ts`));
    }
  };
  visit(entry);
  return [...seen];
}
