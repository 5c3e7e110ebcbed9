import {parseSearchHost} from '../../config/search';

/** The services a build may talk to besides its own origin (see src/config/siteEnv.ts). */
export type PolicyServices = {
  /** Hosted DocSearch: the app id, and the proxy host when one is configured. */
  hostedSearch: {appId: string; host: string | null} | null;
  /** Google Analytics through the Google tag. */
  gtag: boolean;
};

/** Directive name → sources, in the order they are written. */
export type Directives = ReadonlyMap<string, readonly string[]>;

// Hosts from Google's guide for the Google tag with GA4 under a CSP.
const GTAG_SCRIPT = ['https://*.googletagmanager.com'];
const GTAG_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GTAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The origin a CSP source list needs for a search proxy such as `127.0.0.1:3299`. */
function searchProxyOrigin(host: string): string {
  const {protocol, url, port} = parseSearchHost(host);
  return `${protocol}://${url}${port === undefined ? '' : `:${port}`}`;
}

/**
 * Hosts the search client queries: only the proxy when one is set, otherwise
 * the app's read host and the three fallback hosts algoliasearch retries.
 */
export function hostedSearchOrigins(search: NonNullable<PolicyServices['hostedSearch']>): string[] {
  if (search.host) return [searchProxyOrigin(search.host)];
  const app = search.appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}

/**
 * The site's policy. Scripts run only from our origin or when their text
 * matches one of `scriptHashes` ('sha256-…'); styles keep 'unsafe-inline'
 * because server-rendered markup (KaTeX, React style props, Mermaid's SVG
 * <style>) carries inline styles. Third-party hosts appear only for services
 * the build is configured with.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], services: PolicyServices): Directives {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  const search = services.hostedSearch ? hostedSearchOrigins(services.hostedSearch) : [];
  const gtag = services.gtag;
  return new Map<string, string[]>([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(gtag ? GTAG_SCRIPT : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(gtag ? GTAG_IMG : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...search, ...(gtag ? GTAG_CONNECT : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

// Browsers ignore these in a <meta> policy (and warn about them).
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** Serialises a policy for the HTTP header, or for a <meta> tag (header-only directives left out). */
export function serializePolicy(directives: Directives, target: 'header' | 'meta'): string {
  return [...directives]
    .filter(([name]) => target === 'header' || !HEADER_ONLY.has(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
