import {existsSync} from 'node:fs';
import {mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {GENERATED_FILES_DIR_NAME, normalizeUrl} from '@docusaurus/utils';
import {loadedDocs} from '../shared/loadedDocs';
import {buildShard, type BuiltShard} from './buildShard';
import {packHead} from './client/headFormat';
import {extractRecords} from './extractRecords';
import {openRecordCache} from './recordCache';
import {openShardCache} from './shardCache';
import {navbarLabelsByPath, sectionOf} from './sections';
import type {SearchIndexManifest, SearchRecord} from './types';

export const PLUGIN_NAME = 'search-index';

/** Where the postings and records files are served, below the base URL. */
export const FILES_PATH = 'assets/search';

/**
 * The static directory (relative to the site) the plugin writes the index
 * files into, below FILES_PATH. The site config lists it in
 * `staticDirectories`, so `npm start` serves it and a build copies it.
 */
export const SEARCH_STATIC_DIR = path.join(GENERATED_FILES_DIR_NAME, PLUGIN_NAME, 'static');

/** Lists the heads of the last content load (older head files may linger beside it). */
export const MANIFEST_FILE = 'manifest.json';

/** The docusaurus_tag the theme's contextual search filters on. */
export function docsTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** The head of a tag's index, which the browser loads on the first search. */
export function headFileName(tag: string): string {
  return `head-${tag}.json`;
}

/** Module mapping each tag to a lazy import of its head: one chunk per version. */
export function headLoaderModule(tags: readonly string[]): string {
  const entries = tags.map(
    (tag) =>
      `  ${JSON.stringify(tag)}: () => import(/* webpackChunkName: ${JSON.stringify(`search-${tag}`)} */ ${JSON.stringify(`./${headFileName(tag)}`)}),`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/**
 * Writes each shard's folder of files, leaving alone the folders already
 * there (a folder's name is a hash of its files) and removing the others.
 */
async function writeFolders(dir: string, shards: readonly BuiltShard[]): Promise<void> {
  await mkdir(dir, {recursive: true});
  const wanted = new Set(shards.map((shard) => shard.folder));
  for (const entry of await readdir(dir)) {
    if (!wanted.has(entry)) await rm(path.join(dir, entry), {recursive: true, force: true});
  }
  for (const {folder, files} of shards) {
    if (existsSync(path.join(dir, folder))) continue;
    // Written aside and renamed, so an interrupted build leaves no half folder.
    const partial = path.join(dir, `${folder}.${process.pid}.tmp`);
    await rm(partial, {recursive: true, force: true});
    await mkdir(partial);
    await Promise.all([...files].map(([name, json]) => writeFile(path.join(partial, name), json)));
    await rename(partial, path.join(dir, folder));
  }
}

/**
 * Builds the embedded search index from the docs sources, in `npm start` and
 * production builds alike. Per docs version, the browser loads on its first
 * search a head (vocabulary and ranking data, a webpack chunk), then fetches
 * the small postings and records files each query needs (see buildShard),
 * which the plugin writes into SEARCH_STATIC_DIR.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar;
  const navbarLabels = navbarLabelsByPath(navbar?.items ?? [], context.baseUrl);
  const base = normalizeUrl([context.baseUrl, FILES_PATH, '/']);
  const staticDir = path.join(context.siteDir, SEARCH_STATIC_DIR);
  if (!context.siteConfig.staticDirectories.some((dir) => path.resolve(context.siteDir, dir) === staticDir)) {
    throw new Error(`search-index: add SEARCH_STATIC_DIR (${SEARCH_STATIC_DIR}) to the site's staticDirectories.`);
  }

  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const shards = new Map<string, SearchRecord[]>();
      const cache = await openRecordCache(context.siteDir, extractRecords);
      for (const {pluginId, version, doc, source} of loadedDocs(allContent, context.siteDir)) {
        if (doc.unlisted) continue;
        const tag = docsTag(pluginId, version.versionName);
        const records = cache.recordsOf({
          source: await source(),
          title: doc.title,
          url: normalizeUrl([context.siteConfig.url, doc.permalink]),
          section: sectionOf(version.sidebars, doc.id, navbarLabels.get(doc.permalink)),
          docusaurusTag: tag,
        });
        const shard = shards.get(tag);
        if (shard) shard.push(...records);
        else if (records.length > 0) shards.set(tag, [...records]);
      }
      await cache.save();

      const manifest: SearchIndexManifest = {shards: {}};
      const shardCache = await openShardCache(context.siteDir, buildShard);
      const built: BuiltShard[] = [];
      for (const [tag, records] of shards) {
        const shard = shardCache.shardOf(records, {tag, base, stem: tag.replace(/^docs-/, '')});
        built.push(shard);
        manifest.shards[tag] = headFileName(tag);
        await actions.createData(headFileName(tag), JSON.stringify(packHead(shard.head)));
      }
      await shardCache.save();
      await actions.createData('heads.js', headLoaderModule([...shards.keys()]));
      await writeFolders(path.join(staticDir, FILES_PATH), built);
      // For the build tests and the search bench; the browser never loads it.
      await actions.createData(MANIFEST_FILE, JSON.stringify(manifest));
    },
  };
}
