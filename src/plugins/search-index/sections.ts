import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';

type Sidebars = LoadedVersion['sidebars'];
type SidebarItem = Sidebars[string][number];

/** Group labels for docs that sit at the top level of a sidebar. */
const SIDEBAR_LABELS: Record<string, string> = {
  api: 'Documentation',
  docs: 'Resources',
  education_hub: 'Education Hub',
};

function containsDoc(items: readonly SidebarItem[], docId: string): boolean {
  return items.some((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id === docId;
    if (item.type === 'category') {
      return (item.link?.type === 'doc' && item.link.id === docId) || containsDoc(item.items, docId);
    }
    return false;
  });
}

/**
 * The result group (hierarchy lvl0) of a doc, as the hosted index's crawler
 * finds it (search/docsearch-crawler.config.js): the label of the top-level
 * sidebar category holding it, else the navbar item that links to the page
 * (`navbarLabel`), else a label for the sidebar itself.
 *
 * The modal shows up to five hits of a group together, in the order of each
 * group's first hit, so one group for all site-wide pages made a FAQ hit
 * pull the glossary and the litepaper above better pages of other groups.
 */
export function sectionOf(sidebars: Sidebars, docId: string, navbarLabel?: string, fallback = 'Documentation'): string {
  for (const [name, items] of Object.entries(sidebars)) {
    for (const item of items) {
      if (item.type === 'category' && containsDoc([item], docId)) return item.label;
    }
    if (containsDoc(items, docId)) return navbarLabel ?? SIDEBAR_LABELS[name] ?? fallback;
  }
  return navbarLabel ?? fallback;
}

/**
 * The label of each navbar link to a page, by the page's permalink, which
 * includes the base URL (`/faq` → FAQ, or `/docs/faq` under the base URL `/docs/`).
 */
export function navbarLabelsByPath(items: readonly unknown[], baseUrl = '/'): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const {to, label} = item as {to?: unknown; label?: unknown};
    if (typeof to === 'string' && typeof label === 'string') labels.set(normalizeUrl([baseUrl, to]), label);
  }
  return labels;
}
