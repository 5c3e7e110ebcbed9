import {removeTrailingSlash} from '@docusaurus/utils-common';

/**
 * Where the Markdown twin of a page lives: its URL without a trailing slash,
 * plus `.md` (`/api/zkvm/receipts` → `/api/zkvm/receipts.md`, the section
 * index `/api/zkvm/` → `/api/zkvm.md`, the site root → `/index.md`).
 */
export function twinPath(permalink: string): string {
  const trimmed = removeTrailingSlash(permalink);
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}
