import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {loadedDocs} from '../shared/loadedDocs';
import {extractRecords} from './extractRecords';
import {openRecordCache} from './recordCache';
import {navbarLabelsByPath, sectionOf} from './sections';
import type {SearchIndexManifest, SearchRecord} from './types';

export const PLUGIN_NAME = 'search-index';

/** The docusaurus_tag the theme's contextual search filters on. */
export function docsTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

export function shardFileName(tag: string): string {
  return `shard-${tag}.json`;
}

/** Module mapping each tag to a lazy import of its shard: one chunk per version. */
export function shardLoaderModule(tags: readonly string[]): string {
  const entries = tags.map(
    (tag) =>
      `  ${JSON.stringify(tag)}: () => import(/* webpackChunkName: ${JSON.stringify(`search-${tag}`)} */ ${JSON.stringify(`./${shardFileName(tag)}`)}),`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/**
 * Builds the embedded search index from the docs sources, in `npm start` and
 * production builds alike: one JSON shard of DocSearch records per docs
 * version, loaded by the browser only when search first needs it.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar;
  const navbarLabels = navbarLabelsByPath(navbar?.items ?? [], context.baseUrl);
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
      for (const [tag, records] of shards) {
        manifest.shards[tag] = shardFileName(tag);
        await actions.createData(shardFileName(tag), JSON.stringify(records));
      }
      await actions.createData('shards.js', shardLoaderModule([...shards.keys()]));
      actions.setGlobalData(manifest);
    },
  };
}
