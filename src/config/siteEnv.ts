import {SITE_REPOSITORY, githubEditBaseUrl} from './repository';

/**
 * The only place that turns environment variables into site settings.
 * Everything that reaches a third party is off unless a variable turns it on.
 */
export type SiteEnv = {
  siteUrl: string;
  baseUrl: string;
  /** Base URL of "Edit this page": a page's file path in the repository is appended to it. */
  editUrl: string;
  gtagTrackingId: string | undefined;
  /** Restricts the `api` docs to these versions (fast builds, version tests). */
  apiOnlyVersions: string[] | undefined;
  /** Adds the noindexed `/tests/` fixture pages used by the browser tests. */
  testFixtures: boolean;
  announcement: {id: string; content: string};
  /** The hosted DocSearch index; null means the embedded offline index. */
  hostedSearch: {appId: string; apiKey: string; indexName: string; host: string | null} | null;
};

/** The hosted index the operators run. */
export const DEFAULT_SEARCH_INDEX = 'risczero';

type Env = Record<string, string | undefined>;

const DEFAULT_ANNOUNCEMENT_ID = 'zkvm-1-2-docs';

function defaultAnnouncement(baseUrl: string): string {
  return `These docs now cover zkVM 1.2. <a href="${baseUrl}api/zkvm/install">Install or update the toolchain</a> to follow along.`;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function normaliseBaseUrl(value: string | undefined): string {
  const raw = nonEmpty(value) ?? '/';
  const withLeading = raw.startsWith('/') ? raw : `/${raw}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

function parseList(value: string | undefined): string[] | undefined {
  const items = nonEmpty(value)
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

function readHostedSearch(env: Env): SiteEnv['hostedSearch'] {
  const appId = nonEmpty(env.DOCS_SEARCH_APP_ID);
  const apiKey = nonEmpty(env.DOCS_SEARCH_API_KEY);
  if (!appId || !apiKey) return null;
  return {
    appId,
    apiKey,
    indexName: nonEmpty(env.DOCS_SEARCH_INDEX) ?? DEFAULT_SEARCH_INDEX,
    // Optional: a proxy in front of the hosted service, e.g. https://search.example.com.
    host: nonEmpty(env.DOCS_SEARCH_HOST) ?? null,
  };
}

function readEditUrl(env: Env): string {
  return (
    nonEmpty(env.DOCS_EDIT_URL) ??
    githubEditBaseUrl(
      nonEmpty(env.DOCS_EDIT_REPO) ?? `${SITE_REPOSITORY.owner}/${SITE_REPOSITORY.name}`,
      nonEmpty(env.DOCS_EDIT_BRANCH) ?? SITE_REPOSITORY.branch,
    )
  );
}

export function readSiteEnv(env: Env): SiteEnv {
  const baseUrl = normaliseBaseUrl(env.DOCS_BASE_URL);
  return {
    siteUrl: nonEmpty(env.DOCS_SITE_URL) ?? 'https://dev.risczero.com',
    baseUrl,
    editUrl: readEditUrl(env),
    gtagTrackingId: nonEmpty(env.DOCS_GTAG_ID),
    apiOnlyVersions: parseList(env.DOCS_API_VERSIONS),
    testFixtures: env.DOCS_TEST_FIXTURES === 'true',
    hostedSearch: readHostedSearch(env),
    announcement: {
      id: nonEmpty(env.DOCS_ANNOUNCEMENT_ID) ?? DEFAULT_ANNOUNCEMENT_ID,
      content: nonEmpty(env.DOCS_ANNOUNCEMENT_HTML) ?? defaultAnnouncement(baseUrl),
    },
  };
}
