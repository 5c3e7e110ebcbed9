import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every HTML file below `dir`, sorted: the pages a build wrote. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
