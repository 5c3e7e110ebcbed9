import {removeTrailingSlash} from '@docusaurus/utils-common';

/** Folder of the cards below the site root, shared by the plugin and the page metadata. */
export const SOCIAL_CARD_DIR = 'img/social';

/** Pixel size of every card: the large-image size Open Graph and X (Twitter) show uncropped. */
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;

/**
 * Where the card of a page lives, relative to the base URL: the route without
 * its trailing slash, plus `.png` under `img/social/`
 * (`/api/zkvm/receipts` → `img/social/api/zkvm/receipts.png`, the section index
 * `/proof-system/` → `img/social/proof-system.png`, the site root →
 * `img/social/index.png`). `route` is below the base URL and starts with `/`.
 */
export function socialCardPath(route: string): string {
  const trimmed = removeTrailingSlash(route);
  return `${SOCIAL_CARD_DIR}${trimmed === '' ? '/index' : trimmed}.png`;
}

/** A permalink (which includes the base URL) as a route below the base URL. */
export function routeBelowBase(permalink: string, baseUrl: string): string {
  return permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
}

/** The docs version a page belongs to, as far as its card is concerned. */
export type CardVersion = {pluginId: string; name: string; isLast: boolean};

/**
 * The route whose card a page shows: its own, or its version's when the page
 * belongs to a version other than its plugin's last one (the older and the
 * unreleased API docs). Those pages are rarely shared and point search engines
 * elsewhere; one card per version spares three quarters of the renders.
 * Version cards live apart from every doc route (`/versions/api-1.0`).
 */
export function cardRouteOf(route: string, version?: CardVersion): string {
  return version && !version.isLast ? `/versions/${version.pluginId}-${version.name}` : route;
}

/** Absolute URL of a page's card, from the site URL, the base URL and the page's permalink. */
export function socialCardUrl(siteUrl: string, baseUrl: string, permalink: string, version?: CardVersion): string {
  const route = cardRouteOf(routeBelowBase(permalink, baseUrl), version);
  return `${removeTrailingSlash(siteUrl)}${baseUrl}${socialCardPath(route)}`;
}
