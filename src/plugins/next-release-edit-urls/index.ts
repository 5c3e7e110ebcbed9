import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {CURRENT_VERSION_NAME} from '@docusaurus/plugin-content-docs/server';
import {NEXT_RELEASE_EDIT_URLS, type NextReleaseEditUrls} from './globalData';

/**
 * The edit URLs of the next-release docs, keyed by doc id, for every docs
 * instance that also has released versions. A doc keeps its id across
 * versions, so a released page finds its next-release twin here, and only
 * when that twin exists.
 */
export function nextReleaseEditUrls(docsPlugins: Record<string, LoadedContent>): NextReleaseEditUrls {
  const result: NextReleaseEditUrls = {};
  for (const [pluginId, {loadedVersions}] of Object.entries(docsPlugins)) {
    const next = loadedVersions.find((version) => version.versionName === CURRENT_VERSION_NAME);
    if (!next || loadedVersions.length < 2) continue;
    const urls: Record<string, string> = {};
    for (const doc of next.docs) if (doc.editUrl) urls[doc.id] = doc.editUrl;
    result[pluginId] = urls;
  }
  return result;
}

/**
 * Hands the browser the next-release edit URLs as global data, so the edit
 * links of a released page can offer "Edit the next release's page". The URLs
 * are the ones Docusaurus computed for the next-release docs themselves.
 */
export default function nextReleaseEditUrlsPlugin(): Plugin {
  return {
    name: NEXT_RELEASE_EDIT_URLS,
    allContentLoaded({allContent, actions}) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      actions.setGlobalData(nextReleaseEditUrls(docsPlugins));
    },
  };
}
