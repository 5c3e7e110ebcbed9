/** A page that gets a card: its route below the base URL, its title and the part of the site it belongs to. */
export type CardPage = {route: string; title: string; section: string};

/** Sections of the root docs by folder; other root docs go by their sidebar. */
const ROOT_FOLDER_SECTIONS: Record<string, string> = {
  'proof-system': 'Proof system',
  'reference-docs': 'Background reading',
};
const ROOT_SIDEBAR_SECTIONS: Record<string, string> = {
  education_hub: 'Education',
};

/** The section line of a doc's card, e.g. "zkVM API · 1.2", "Proof system", "Education". */
export function docSection(doc: {pluginId: string; versionLabel: string; docId: string; sidebar?: string}): string {
  if (doc.pluginId === 'api') return `zkVM API · ${doc.versionLabel}`;
  if (doc.pluginId !== 'default') return 'Test pages';
  const folder = doc.docId.includes('/') ? (doc.docId.split('/')[0] ?? '') : '';
  return ROOT_FOLDER_SECTIONS[folder] ?? (doc.sidebar && ROOT_SIDEBAR_SECTIONS[doc.sidebar]) ?? 'Resources';
}

/** The card shared by every page of a version other than the latest: "zkVM API 1.0", "Earlier release". */
export function versionCardPage(version: {
  route: string;
  pluginId: string;
  versionLabel: string;
  unreleased: boolean;
}): CardPage {
  return {
    route: version.route,
    title: version.pluginId === 'api' ? `zkVM API ${version.versionLabel}` : version.versionLabel,
    section: version.unreleased ? 'Unreleased docs' : 'Earlier release',
  };
}
