import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

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
 * The result group (hierarchy lvl0) of a doc: the label of the top-level
 * sidebar category holding it, else a label for the sidebar itself.
 */
export function sectionOf(sidebars: Sidebars, docId: string, fallback = 'Documentation'): string {
  for (const [name, items] of Object.entries(sidebars)) {
    for (const item of items) {
      if (item.type === 'category' && containsDoc([item], docId)) return item.label;
    }
    if (containsDoc(items, docId)) return SIDEBAR_LABELS[name] ?? fallback;
  }
  return fallback;
}
