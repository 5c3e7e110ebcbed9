// Misspelt on purpose: an address a reader might mistype.
// cspell:ignore reciepts
import {SEARCH_PAGE_PATH} from '@site/src/config/search';
import {searchPageLink} from './searchPageLink';

/** Path segments that name no topic. */
const NOISE = new Set(['index', 'html', 'md']);

/** An API docs version as the docs plugin describes it: its name (`current`, `1.1`) and base path. */
export type PathVersion = {name: string; path: string};

/**
 * The search page for an address that matched no page: the words of its last
 * segment that names something, below the base path of the API version the
 * address is under (`/api/1.1/zkvm/reciepts` → "reciepts" in 1.1,
 * `/proof-system/stark-by-hand.html` → "stark by hand"), or the bare search
 * page when it names nothing.
 */
export function searchOfUnknownPath(pathname: string, version?: PathVersion): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: use the path as it was typed.
  }
  const below = version && decoded.startsWith(version.path) ? decoded.slice(version.path.length) : decoded;
  for (const segment of below.split('/').reverse()) {
    const words = segment.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !NOISE.has(word.toLowerCase()));
    if (words.length > 0) return searchPageLink(words.join(' '), version?.name);
  }
  return `/${SEARCH_PAGE_PATH}`;
}
