// The plugins' build caches (search records per page, search index per docs
// version, Markdown twins per page): JSON files of entries, dropped whole
// when the code that made them changes.
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type CacheFile<Entry> = {fingerprint: string; entries: Record<string, Entry>};

/** A hash of the files a cache's entries depend on: a change to any of them empties the cache. */
async function fingerprintOf(siteDir: string, files: readonly string[], listName: string): Promise<string> {
  const contents = await Promise.all(
    files.map(async (file) => {
      const absolute = path.join(siteDir, file);
      if (!existsSync(absolute)) {
        throw new Error(`${file} is gone; list what the cache depends on in ${listName}.`);
      }
      return readFile(absolute, 'utf8');
    }),
  );
  return sha256(contents.join('\u0000'));
}

/**
 * Opens a cache file: `known` holds the last build's entries if they were
 * made by the same code; `save` writes the given entries for the next build.
 */
export async function openCacheFile<Entry>(
  siteDir: string,
  file: string,
  dependsOn: {files: readonly string[]; listName: string},
): Promise<{known: Record<string, Entry>; save(entries: Record<string, Entry>): Promise<void>}> {
  const absolute = path.join(siteDir, file);
  const fingerprint = await fingerprintOf(siteDir, dependsOn.files, dependsOn.listName);
  const previous = await readFile(absolute, 'utf8').then(
    (json) => JSON.parse(json) as CacheFile<Entry>,
    () => null,
  );
  return {
    known: previous?.fingerprint === fingerprint ? previous.entries : {},
    async save(entries) {
      await mkdir(path.dirname(absolute), {recursive: true});
      // Written aside and renamed, so an interrupted build leaves no half file.
      const partial = `${absolute}.${process.pid}.tmp`;
      await writeFile(partial, JSON.stringify({fingerprint, entries} satisfies CacheFile<Entry>));
      await rename(partial, absolute);
    },
  };
}
