import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {loadedDocs} from '../shared/loadedDocs';
import {docToMarkdown} from './docToMarkdown';
import {llmsTxt, type LlmsSection} from './llmsTxt';
import {sha256} from '../shared/cacheFile';
import {openTwinCache} from './twinCache';
import {twinPath} from './twinPath';

type TwinDoc = {
  pluginId: string;
  version: string;
  /** The API version served at /api (the plugin's last version). */
  isLatest: boolean;
  file: string;
  source: () => Promise<string>;
  permalink: string;
  title: string;
  description?: string;
};

/** Docs instances that get twins; the test-fixture instance never does. */
const PUBLISHED_PLUGINS = new Set(['default', 'api']);

/**
 * Writes a clean Markdown twin of every doc page next to its HTML (`<url>.md`),
 * plus /llms.txt (the latest API docs and the root docs, llmstxt.org layout)
 * and /llms-full.txt (the same pages in full), from the same sources as the
 * pages, at build time.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {url, baseUrl, title, tagline} = context.siteConfig;
  const absoluteUrl = (sitePath: string) => normalizeUrl([url, sitePath]);
  let docs: TwinDoc[] = [];

  /** Each doc's twin, made while the site loads and written by postBuild. */
  let twins = new Map<TwinDoc, string>();

  return {
    name: 'markdown-twins',
    // Twins are made here, not in postBuild, so that each page is parsed once
    // for both readers: the search index reads the same docs in the same
    // order at the same time, and parseDocSource keeps recent trees.
    async allContentLoaded({allContent}) {
      docs = loadedDocs(allContent, context.siteDir)
        .filter(({pluginId}) => PUBLISHED_PLUGINS.has(pluginId))
        .map(({pluginId, version, doc, file, source}) => ({
          pluginId,
          version: version.versionName,
          isLatest: pluginId === 'api' && version.isLast,
          file,
          source,
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description || undefined,
        }));
      // `npm start` serves no twins: only a build writes them.
      if (process.env.NODE_ENV !== 'production') return;
      const permalinks = new Map(docs.map((doc) => [doc.file, doc.permalink]));
      const cache = await openTwinCache(context.siteDir);
      // What every twin's links depend on: the site's address and every doc's permalink.
      const site = sha256(JSON.stringify({url, baseUrl, permalinks: [...permalinks]}));
      twins = new Map();
      for (const doc of docs) {
        const source = await doc.source();
        const page = {file: doc.file, title: doc.title, description: doc.description, version: doc.version};
        const markdown = cache.twinOf({source, page, permalink: doc.permalink, site}, () =>
          docToMarkdown(
            source,
            page,
            {absoluteUrl, permalinkOfFile: (file) => permalinks.get(file)},
            absoluteUrl(doc.permalink),
          ),
        );
        twins.set(doc, markdown);
      }
      await cache.save();
    },

    async postBuild({outDir}) {
      for (const doc of docs) {
        const markdown = twins.get(doc);
        if (markdown === undefined) throw new Error(`markdown-twins: no twin was made for ${doc.permalink}`);
        // outDir is the base URL's folder: place the twin by the permalink below it.
        const target = path.join(outDir, twinPath(`/${doc.permalink.slice(baseUrl.length)}`));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, markdown);
      }

      const listed = (pick: (doc: TwinDoc) => boolean) =>
        docs
          .filter(pick)
          .sort((a, b) => a.permalink.localeCompare(b.permalink))
          .map((doc) => ({title: doc.title, url: absoluteUrl(twinPath(doc.permalink)), description: doc.description}));
      const sections: LlmsSection[] = [
        {name: 'zkVM and proving service (latest release)', entries: listed((doc) => doc.isLatest)},
        {name: 'Education Hub and reference', entries: listed((doc) => doc.pluginId === 'default')},
      ];
      const summary = `${tagline} Every page below is linked as Markdown; the HTML page is at the same URL without ".md".`;
      const siteMap = llmsTxt(title, summary, sections);
      await writeFile(path.join(outDir, 'llms.txt'), siteMap);
      // The two pages that are not docs: the home page's twin is the site map,
      // and the search page's twin says how to search without a browser.
      await writeFile(path.join(outDir, 'index.md'), siteMap);
      await writeFile(
        path.join(outDir, 'search.md'),
        `# Search\n\n> Search every page of ${title}.\n\nIn a browser, open ${absoluteUrl(`${baseUrl}search`)}?q=your+words. ` +
          `Without one, read ${absoluteUrl(`${baseUrl}llms.txt`)} for the list of pages, or ${absoluteUrl(`${baseUrl}llms-full.txt`)} for all of them in one file.\n`,
      );

      const full = docs
        .filter((doc) => doc.isLatest || doc.pluginId === 'default')
        .sort((a, b) => a.permalink.localeCompare(b.permalink))
        .map((doc) => `<!-- ${absoluteUrl(doc.permalink)} -->\n\n${twins.get(doc) ?? ''}`);
      await writeFile(path.join(outDir, 'llms-full.txt'), `# ${title}\n\n> ${tagline}\n\n${full.join('\n\n')}`);
    },
  };
}
