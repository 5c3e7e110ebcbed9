import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** Files under `dir` (paths relative to it), leaving out subtrees `skip` rejects. */
function* files(dir: string, skip: (relativePath: string) => boolean = () => false, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(base, full);
    if (skip(relative)) continue;
    if (entry.isDirectory()) yield* files(full, skip, base);
    else yield full;
  }
}

/** Bytes on disk under `dir`; `keep` may leave out subtrees (a path relative to `dir`). */
export function directorySize(dir: string, keep: (relativePath: string) => boolean = () => true): number {
  let total = 0;
  for (const file of files(dir, (relative) => !keep(relative))) total += statSync(file).size;
  return total;
}

/** HTML pages under `dir` (index.html and other .html files). */
export function htmlPageCount(dir: string, keep: (relativePath: string) => boolean = () => true): number {
  let count = 0;
  for (const file of files(dir, (relative) => !keep(relative))) if (file.endsWith('.html')) count += 1;
  return count;
}
