import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {CURRENT_VERSION_NAME} from '@docusaurus/plugin-content-docs/server';

/** A docs instance's loaded version, with the instance it belongs to. */
export type LoadedDocsVersion = {pluginId: string; version: LoadedVersion};

/** One doc page: its metadata, its version, and its source text, read once for every plugin. */
export type LoadedDoc = LoadedDocsVersion & {
  doc: LoadedVersion['docs'][number];
  /** Absolute path of the source file. */
  file: string;
  /** The source text; the first plugin to ask reads the file, the others share it. */
  source: () => Promise<string>;
};

type Walk = {versions: LoadedDocsVersion[]; docs: LoadedDoc[]};

// One walk per content load: the plugins that need the docs (search index,
// Markdown twins, social cards) share it, and a reload in `npm start` brings
// a new `allContent`, so a new walk.
const walks = new WeakMap<AllContent, Walk>();

function walk(allContent: AllContent, siteDir: string): Walk {
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
  const versions = Object.entries(docsPlugins).flatMap(([pluginId, content]) =>
    content.loadedVersions.map((version) => ({pluginId, version})),
  );
  const docs = versions.flatMap(({pluginId, version}) =>
    version.docs.map((doc) => {
      const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
      let text: Promise<string> | undefined;
      return {pluginId, version, doc, file, source: () => (text ??= readFile(file, 'utf8'))};
    }),
  );
  return {versions, docs};
}

function sharedWalk(allContent: AllContent, siteDir: string): Walk {
  let found = walks.get(allContent);
  if (!found) {
    found = walk(allContent, siteDir);
    walks.set(allContent, found);
  }
  return found;
}

/** Every doc of every docs instance and version, in the order the instances loaded them. */
export function loadedDocs(allContent: AllContent, siteDir: string): LoadedDoc[] {
  return sharedWalk(allContent, siteDir).docs;
}

/** Every loaded version of every docs instance. */
export function loadedDocsVersions(allContent: AllContent, siteDir: string): LoadedDocsVersion[] {
  return sharedWalk(allContent, siteDir).versions;
}

/** A released version older than the latest release: neither the latest nor the next release's docs. */
export function isOlderRelease(version: Pick<LoadedVersion, 'isLast' | 'versionName'>): boolean {
  return !version.isLast && version.versionName !== CURRENT_VERSION_NAME;
}
