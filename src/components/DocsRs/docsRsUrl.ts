/**
 * The docs.rs page of an API item for a docs version: `current` (the
 * unreleased docs) links the newest release, a released version its own
 * minor line, e.g. `1.2` → the newest 1.2.x. Crates not versioned with the
 * zkVM (bonsai-sdk before 1.1) pass their own `crateVersion`.
 */
export function docsRsUrl(itemPath: string, docsVersion: string, crateVersion?: string): string {
  const [crateModule = ''] = itemPath.split('/');
  const crate = crateModule.replace(/_/g, '-');
  const version = crateVersion ?? (docsVersion === 'current' ? 'latest' : docsVersion);
  return `https://docs.rs/${crate}/${version}/${itemPath}`;
}
