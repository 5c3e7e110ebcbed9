/** API docs of an older release, e.g. /api/1.1/…; the latest release lives at /api/… itself. */
const OLDER_VERSION = /\/api\/\d+\.\d+(?:\/|$)/;
/** Pages left out: the unreleased docs, the search page and test fixtures. */
const EXCLUDED = /\/(?:api\/next(?:\/|$)|search$|tests\/)/;

/**
 * The sitemap lists canonical pages for search engines: the latest API docs
 * and the root docs at full priority, older releases at a low one (kept, since
 * readers pinned to a release search for them), and no unreleased pages.
 */
export function prioritiseSitemap<T extends {url: string; priority?: number | null}>(items: T[]): T[] {
  return items
    .filter((item) => !EXCLUDED.test(new URL(item.url).pathname))
    .map((item) => ({...item, priority: OLDER_VERSION.test(new URL(item.url).pathname) ? 0.3 : 0.8}));
}
