/** One "Edit …" link in a doc page's footer. */
export type EditLink =
  /** An unversioned page, or a page of the next release: its own file. */
  | {kind: 'page'; href: string}
  /** A released version's page: the file of that release. */
  | {kind: 'release'; href: string; release: string}
  /** The same page in the next release's docs. */
  | {kind: 'next-release'; href: string};

export type EditedDoc = {
  id: string;
  /** The doc's edit URL (`metadata.editUrl`). */
  editUrl: string;
  /** Docusaurus's version name: `current` for `docs/`, `api/` and the fixtures. */
  version: string;
  versionLabel: string;
};

/**
 * The edit links of a doc page. A released page is a frozen copy, so it gets
 * two: its own file (a fix for that release) and, when the next release still
 * has the page, the next release's file (where most fixes belong too).
 */
export function editLinks(doc: EditedDoc, nextReleaseEditUrls: Readonly<Record<string, string>>): EditLink[] {
  if (doc.version === 'current') return [{kind: 'page', href: doc.editUrl}];
  const release: EditLink = {kind: 'release', href: doc.editUrl, release: doc.versionLabel};
  const next = nextReleaseEditUrls[doc.id];
  return next ? [release, {kind: 'next-release', href: next}] : [release];
}
