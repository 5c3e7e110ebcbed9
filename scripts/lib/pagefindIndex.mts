/**
 * Builds a Pagefind index of a built site with Pagefind's Node API, for the
 * comparison benchmark (scripts/bench/pagefind.mts). The site's templates are
 * left alone: the one attribute Pagefind needs is added to each page as it is
 * read, so the bench can scope searches as the modal does.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import * as pagefind from 'pagefind';
import type {PagefindServiceConfig} from 'pagefind';

/** The Pagefind filter that carries each page's `docusaurus_tag`. */
export const TAG_FILTER = 'docusaurus_tag';

const TAG_META = /<meta\b(?=[^>]*\bname=["']?docsearch:docusaurus_tag["'\s/>])/;

/**
 * The page with its `docsearch:docusaurus_tag` meta marked as the source of
 * the Pagefind filter (the value Docusaurus' contextual search filters on).
 * A page without that meta (a redirect, the 404 page) gets no filter, so a
 * filtered search never returns it, as with the hosted index.
 */
export function withTagFilter(html: string): string {
  return html.replace(TAG_META, `<meta data-pagefind-filter="${TAG_FILTER}[content]"`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
}

export type BuiltIndex = {pages: number; seconds: number};

/** Indexes every HTML file of `siteBuild` and writes the bundle to `outputPath`. */
export async function buildPagefindIndex(
  siteBuild: string,
  outputPath: string,
  config: PagefindServiceConfig,
): Promise<BuiltIndex> {
  const started = performance.now();
  const {index, errors} = await pagefind.createIndex(config);
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let pages = 0;
  for (const file of htmlFiles(siteBuild)) {
    // Pagefind derives the result URL from the path, as it would for the folder on disk.
    const added = await index.addHTMLFile({
      sourcePath: file,
      content: withTagFilter(readFileSync(path.join(siteBuild, file), 'utf8')),
    });
    if (added.errors.length > 0) throw new Error(`Pagefind, ${file}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.writeFiles({outputPath});
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  const seconds = (performance.now() - started) / 1000;
  await index.deleteIndex();
  return {pages, seconds};
}

/** Stops Pagefind's indexing service (a child process), so the bench can exit. */
export const closePagefind = (): Promise<null> => pagefind.close();
