import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {SiteEnv} from '../../config/siteEnv';
import {htmlFiles} from '../shared/htmlFiles';
import {headersFile} from './headersFile';
import {readHtmlPage, withPolicyMeta} from './htmlPage';
import {contentSecurityPolicy, serializePolicy, type Directives} from './policy';

export const HEADERS_FILE = '_headers';

export type HardenResult = {pages: number; scriptHashes: string[]; directives: Directives};

/**
 * Applies the site's Content-Security-Policy to a finished build: one policy
 * for the whole site, allowing every inline script of every page by hash, is
 * written into each page as a <meta> and, with the other response headers and
 * the cache rules, into `_headers` for the host.
 *
 * scripts/build.mts calls it once `docusaurus build` has returned, not from a
 * plugin's postBuild: Docusaurus runs all postBuild hooks concurrently, and
 * some write HTML (the client-redirects pages carry an inline script).
 * Running it again on the same build gives the same result.
 */
export async function hardenBuild(
  outDir: string,
  env: Pick<SiteEnv, 'baseUrl' | 'gtagTrackingId' | 'hostedSearch'>,
): Promise<HardenResult> {
  const pages = await Promise.all(
    (await htmlFiles(outDir)).map(async (file) => {
      const html = await readFile(file, 'utf8');
      return {file, html, facts: await readHtmlPage(html, path.relative(outDir, file))};
    }),
  );
  const problems = pages.flatMap((page) => page.facts.problems);
  if (problems.length > 0) {
    throw new Error(`Inline code that a hash-based policy cannot allow:\n${problems.join('\n')}`);
  }

  const scriptHashes = [...new Set(pages.flatMap((page) => page.facts.scriptHashes))].sort();
  const directives = contentSecurityPolicy(scriptHashes, {
    hostedSearch: env.hostedSearch && {appId: env.hostedSearch.appId, host: env.hostedSearch.host},
    gtag: env.gtagTrackingId !== undefined,
  });
  const metaPolicy = serializePolicy(directives, 'meta');
  await Promise.all(
    pages.map((page) => writeFile(page.file, withPolicyMeta(page.html, page.facts.metaSlot, metaPolicy))),
  );
  await writeFile(path.join(outDir, HEADERS_FILE), headersFile(serializePolicy(directives, 'header'), env.baseUrl));
  return {pages: pages.length, scriptHashes, directives};
}
