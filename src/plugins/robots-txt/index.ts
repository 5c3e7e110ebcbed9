import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

/** robots.txt for the configured site URL: everything may be crawled, and here is the sitemap. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${normalizeUrl([siteUrl, baseUrl, 'sitemap.xml'])}\n`;
}

/** Writes robots.txt at build time, so the sitemap URL follows DOCS_SITE_URL and DOCS_BASE_URL. */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
