import {existsSync} from 'node:fs';
import {mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {GENERATED_FILES_DIR_NAME, normalizeUrl} from '@docusaurus/utils';
import {isOlderRelease, loadedDocs} from '../shared/loadedDocs';
import type {BuiltShard} from './buildShard';
import {packHead} from './client/headFormat';
import {extractRecords} from './extractRecords';
import {openRecordCache} from './recordCache';
import {openShardCache} from './shardCache';
import {openShardBuilder, type ShardBuilder} from './shardBuilder';
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

  /**
   * Reads every page's search records and starts indexing each docs version
   * as soon as its pages are read (they come version by version), so the
   * worker indexes one version while the next one's pages are parsed.
   * Resolves once every page is read, to the shards being built, by tag, and
   * a function that keeps the built shards for the next build.
   */
  async function indexVersions(
    allContent: AllContent,
    builder: ShardBuilder,
  ): Promise<{built: Map<string, Promise<BuiltShard>>; saveShards: () => Promise<void>}> {
    const records = new Map<string, SearchRecord[]>();
    const cache = await openRecordCache(context.siteDir, extractRecords);
    const shardCache = await openShardCache(context.siteDir, builder.build);
    const built = new Map<string, Promise<BuiltShard>>();
    const olderReleases = new Set<string>();
    const index = (tag: string) => {
      const shard = records.get(tag);
      if (!shard) return;
      const options = {tag, base, stem: tag.replace(/^docs-/, ''), olderRelease: olderReleases.has(tag)};
      const pending = shardCache.shardOf(shard, options);
      // Awaited in order later; a failure meanwhile is not unhandled.
      pending.catch(() => undefined);
      built.set(tag, pending);
    };
    let reading: string | null = null;
    for (const {pluginId, version, doc, source} of loadedDocs(allContent, context.siteDir)) {
      if (doc.unlisted) continue;
      const tag = docsTag(pluginId, version.versionName);
      if (isOlderRelease(version)) olderReleases.add(tag);
      if (tag !== reading) {
        if (records.has(tag)) throw new Error(`search-index: the pages of ${tag} did not come together`);
        if (reading) index(reading);
        reading = tag;
      }
      const found = cache.recordsOf({
        source: await source(),
        title: doc.title,
        ...(typeof doc.frontMatter.description === 'string' ? {description: doc.frontMatter.description} : {}),
        url: normalizeUrl([context.siteConfig.url, doc.permalink]),
        section: sectionOf(version.sidebars, doc.id, navbarLabels.get(doc.permalink)),
        docusaurusTag: tag,
      });
      const shard = records.get(tag);
      if (shard) shard.push(...found);
      else if (found.length > 0) records.set(tag, [...found]);
    }
    if (reading) index(reading);
    await cache.save();
    return {built, saveShards: () => shardCache.save()};
  }

  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const builder = openShardBuilder();
      try {
        const {built, saveShards} = await indexVersions(allContent, builder);
        const manifest: SearchIndexManifest = {shards: {}};
        const folders: BuiltShard[] = [];
        for (const [tag, pending] of built) {
          const shard = await pending;
          folders.push(shard);
          manifest.shards[tag] = headFileName(tag);
          await actions.createData(headFileName(tag), JSON.stringify(packHead(shard.head)));
        }
        await saveShards();
        await actions.createData('heads.js', headLoaderModule([...built.keys()]));
        await writeFolders(path.join(staticDir, FILES_PATH), folders);
        // For the build tests and the search bench; the browser never loads it.
        await actions.createData(MANIFEST_FILE, JSON.stringify(manifest));
      } finally {
        await builder.close();
      }
    },
  };
}
