import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {removeTrailingSlash} from '@docusaurus/utils-common';
import {loadedDocsVersions} from '../shared/loadedDocs';
import {cardRouteOf, routeBelowBase, socialCardPath} from './cardPath';
import {cardSvg, TITLE, type CardContent} from './cardSvg';
import {docSection, versionCardPage, type CardPage} from './pages';
import {createRenderer, rendererFiles, type CardRenderer} from './renderer';
import {wrapTitle} from './wrapTitle';

/**
 * Fingerprint of the design, so that changing it renders every card again:
 * a sample card's SVG (layout, colours, sizes), the code of the wrapping and
 * of the renderer, and the files they load. Code is read through the
 * functions themselves, which works under every module loader.
 */
async function designHash(siteDir: string, logoSvg: string): Promise<string> {
  const sample = cardSvg({
    titleLines: ['Sample'],
    section: 'Section',
    siteTitle: 'Site',
    siteLabel: 'example.com',
    logoSvg,
  });
  const files = await Promise.all(rendererFiles(siteDir).map((file) => readFile(file)));
  return sha256([sample, wrapTitle.toString(), createRenderer.toString(), ...files]);
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Generated category index pages of a sidebar (they have no doc of their own). */
function generatedIndexes(items: SidebarItem[]): {permalink: string; title: string}[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const own =
      item.link?.type === 'generated-index'
        ? [{permalink: item.link.permalink, title: item.link.title ?? item.label}]
        : [];
    return [...own, ...generatedIndexes(item.items)];
  });
}

/**
 * The cards a docs version needs: one per page (generated section indexes
 * included) for its plugin's last version, one for the whole version otherwise.
 */
function versionPages(pluginId: string, version: LoadedVersion, baseUrl: string): CardPage[] {
  if (!version.isLast) {
    const route = cardRouteOf('', {pluginId, name: version.versionName, isLast: false});
    return [
      versionCardPage({route, pluginId, versionLabel: version.label, unreleased: version.banner === 'unreleased'}),
    ];
  }
  const docs = version.docs.map((doc) => ({
    route: routeBelowBase(doc.permalink, baseUrl),
    title: doc.title,
    section: docSection({pluginId, versionLabel: version.label, docId: doc.id, sidebar: doc.sidebar}),
  }));
  const indexes = Object.entries(version.sidebars).flatMap(([sidebar, items]) =>
    generatedIndexes(items).map((index) => ({
      route: routeBelowBase(index.permalink, baseUrl),
      title: index.title,
      section: docSection({
        pluginId,
        versionLabel: version.label,
        docId: routeBelowBase(index.permalink, version.path).slice(1),
        sidebar,
      }),
    })),
  );
  return [...docs, ...indexes];
}

function sha256(parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** Cards rendered at once: each holds a full-size image until it is encoded. */
const RENDERS_AT_ONCE = 4;

/**
 * Renders a 1200×630 PNG card at build time (title and section on the site's
 * colours, with the logo) into `img/social/<route>.png`: one per page of the
 * root docs and the latest release, one per older or unreleased version
 * (`cardRouteOf`). Cards are cached by the hash of their content and of the
 * design, so a warm build only copies files.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
  const siteLabel = removeTrailingSlash(`${new URL(siteConfig.url).host}${baseUrl}`);
  let pages: CardPage[] = [];

  return {
    name: 'social-cards',
    async allContentLoaded({allContent}) {
      const docPages = loadedDocsVersions(allContent, siteDir).flatMap(({pluginId, version}) =>
        versionPages(pluginId, version, baseUrl),
      );
      // The two pages that are not docs: the home page (also the default card) and search.
      pages = [
        {route: '/', title: siteConfig.title, section: 'zkVM and proving service'},
        {route: '/search', title: 'Search', section: siteConfig.title},
        ...docPages,
      ];
    },

    async postBuild({outDir}) {
      const logoSvg = await readFile(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
      const design = await designHash(siteDir, logoSvg);
      await mkdir(cacheDir, {recursive: true});
      // The renderer starts only when a card is missing from the cache.
      let renderer: Promise<CardRenderer> | undefined;
      // Missing cards render a few at a time on libuv's thread pool (resvg's
      // native renderAsync); encoding the PNG happens on this thread.
      const queue = [...pages];
      const writeCard = async (page: CardPage) => {
        const card = {title: page.title, section: page.section, siteTitle: siteConfig.title, siteLabel};
        const cached = path.join(cacheDir, `${sha256([design, JSON.stringify(card)])}.png`);
        if (!existsSync(cached)) {
          renderer ??= createRenderer(siteDir);
          const {measureTitle, render} = await renderer;
          const content: CardContent = {
            ...card,
            titleLines: wrapTitle(page.title, TITLE.maxWidth, TITLE.maxLines, measureTitle),
            logoSvg,
          };
          // Written aside and renamed, so an interrupted build leaves no half card in the cache.
          const partial = `${cached}.${process.pid}.${page.route.replace(/\W/g, '_')}.tmp`;
          await writeFile(partial, await render(cardSvg(content)));
          await rename(partial, cached);
        }
        const target = path.join(outDir, socialCardPath(page.route));
        await mkdir(path.dirname(target), {recursive: true});
        await copyFile(cached, target);
      };
      await Promise.all(
        Array.from({length: RENDERS_AT_ONCE}, async () => {
          for (let page = queue.shift(); page; page = queue.shift()) await writeCard(page);
        }),
      );
    },
  };
}
