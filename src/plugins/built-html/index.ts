import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import clientRedirectsPlugin, {
  validateOptions as validateRedirectsOptions,
  type Options as RedirectsOptions,
} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {htmlFiles} from '../shared/htmlFiles';
import {headersFile} from './headersFile';
import {withPolicyMeta} from './htmlPage';
import {katexFontUrls, katexFontsOfPage, withFontPreloads} from './katexFonts';
import {openPageFactsCache} from './pageFactsCache';
import {contentSecurityPolicy, serializePolicy, type PolicyServices} from './policy';

/** The host's header rules, written beside the pages. */
export const HEADERS_FILE = '_headers';

export type BuiltHtmlOptions = {
  /** Options of @docusaurus/plugin-client-redirects, which this plugin runs. */
  redirects: RedirectsOptions;
  /** The services the Content-Security-Policy allows besides the site itself. */
  policy: PolicyServices;
};

/** The KaTeX font URLs of the built stylesheets, which the font-files plugin emits as files. */
async function builtFontUrls(outDir: string): Promise<Map<string, string>> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const sheets = (await readdir(cssDir)).filter((file) => file.endsWith('.css'));
  const css = await Promise.all(sheets.map((file) => readFile(path.join(cssDir, file), 'utf8')));
  const urls = katexFontUrls(css.join('\n'));
  if (!urls.has('KaTeX_Main-Regular')) {
    throw new Error('built-html: no KaTeX font URL in the built stylesheets; how KaTeX CSS is bundled changed.');
  }
  return urls;
}

/**
 * Preloads, in a page with math, the KaTeX fonts its formulas use. Without
 * them a browser learns which fonts a page needs only once it has laid the
 * page out, and lays every formula out again when they arrive: lines rewrap
 * and the content below moves (a layout shift of 0.021 on about-FRI at
 * desktop width). A page reached by client-side navigation fetches its fonts
 * as before.
 */
function withKatexPreloads(html: string, file: string, fontUrls: ReadonlyMap<string, string>): string {
  const urls = katexFontsOfPage(html).map((font) => {
    const url = fontUrls.get(font);
    if (!url) throw new Error(`built-html: ${file} uses ${font}, which no stylesheet loads.`);
    return url;
  });
  return withFontPreloads(html, urls);
}

/**
 * The last writer of the built pages. Docusaurus runs every plugin's
 * postBuild at once, and the Content-Security-Policy must see each page's
 * final scripts, so one plugin owns every change to the built HTML:
 *
 * 1. it writes the redirect pages (`/tech_faq`) by running
 *    @docusaurus/plugin-client-redirects, which it wraps the way Docusaurus
 *    documents for extending a plugin (those pages carry an inline script);
 * 2. it reads each page once, adds the KaTeX font preloads a page with math
 *    needs, and reads the page's inline scripts with a real HTML parser
 *    (a page unchanged since the last build is not parsed again);
 * 3. it writes one policy for the whole site, allowing every inline script by
 *    hash, into each page as a <meta>, and with the other response headers
 *    and the cache rules into `_headers` for the host.
 *
 * Running it again on the same build gives the same pages.
 */
export default function builtHtmlPlugin(options: BuiltHtmlOptions): (context: LoadContext) => Plugin {
  return (context) => builtHtml(context, options);
}

function builtHtml(context: LoadContext, options: BuiltHtmlOptions): Plugin {
  // Validated as Docusaurus validates a plugin's own options, which fills in the defaults.
  const redirectsOptions = validateRedirectsOptions({validate: normalizePluginOptions, options: options.redirects});
  const redirects = clientRedirectsPlugin(context, redirectsOptions);
  return {
    name: 'built-html',
    async postBuild(props) {
      // The redirects plugin loads no content of its own.
      await redirects?.postBuild?.({...props, content: undefined});
      const started = Date.now();
      const {outDir} = props;
      const fontUrls = await builtFontUrls(outDir);
      const factsCache = await openPageFactsCache(context.siteDir);
      const pages = await Promise.all(
        (await htmlFiles(outDir)).map(async (file) => {
          const relative = path.relative(outDir, file);
          const html = withKatexPreloads(await readFile(file, 'utf8'), relative, fontUrls);
          return {file, html, facts: factsCache.factsOf(html, relative)};
        }),
      );
      const problems = pages.flatMap((page) => page.facts.problems);
      if (problems.length > 0) {
        throw new Error(`Inline code that a hash-based policy cannot allow:\n${problems.join('\n')}`);
      }

      const scriptHashes = [...new Set(pages.flatMap((page) => page.facts.scriptHashes))].sort();
      const directives = contentSecurityPolicy(scriptHashes, options.policy);
      const metaPolicy = serializePolicy(directives, 'meta');
      await Promise.all(
        pages.map((page) => writeFile(page.file, withPolicyMeta(page.html, page.facts.metaSlot, metaPolicy))),
      );
      await writeFile(
        path.join(outDir, HEADERS_FILE),
        headersFile(serializePolicy(directives, 'header'), context.siteConfig.baseUrl),
      );
      await factsCache.save();
      logger.info(
        `Content-Security-Policy written into ${pages.length} pages and ${HEADERS_FILE} ` +
          `(${scriptHashes.length} inline script hashes, ${Date.now() - started} ms).`,
      );
    },
  };
}
