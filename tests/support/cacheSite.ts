import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** A throw-away site folder holding the files a build cache fingerprints, for the caches' unit tests. */
export function cacheSite(files: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), `// ${file}`);
  }
  return dir;
}
