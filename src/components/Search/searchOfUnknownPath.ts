// Misspelt on purpose: an address a reader might mistype.
// cspell:ignore reciepts
import {SEARCH_PAGE_PATH} from '@site/src/config/search';
import {searchPageLink} from './searchPageLink';

/** Path segments that name no topic. */
const NOISE = new Set(['api', 'index', 'html', 'md']);
/** `/api/1.1/…` and `/api/next/…`: the API docs version a path is under, as the search page names it. */
const API_VERSION = /^\/api\/(next|\d+\.\d+)(?:\/|$)/;

/**
 * The search page for an address that matched no page: the words of its last
 * segment that names something (`/api/1.1/zkvm/reciepts` → "reciepts" in
 * 1.1, `/proof-system/stark-by-hand.html` → "stark by hand"), or the bare
 * search page when it names nothing.
 */
export function searchOfUnknownPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: use the path as it was typed.
  }
  const version = API_VERSION.exec(decoded)?.[1];
  const segments = decoded.split('/').filter((segment) => segment.length > 0 && segment !== version);
  for (const segment of segments.reverse()) {
    const words = segment.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !NOISE.has(word.toLowerCase()));
    if (words.length > 0) return searchPageLink(words.join(' '), version === 'next' ? 'current' : version);
  }
  return `/${SEARCH_PAGE_PATH}`;
}
