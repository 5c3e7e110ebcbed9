/**
 * The release line the unreleased ('next') docs describe. Raise it when a
 * version is cut (README: "Cutting an API version").
 */
export const NEXT_RELEASE_LINE = '1.3';

/**
 * The docs.rs page of an API item for a docs version: `current` (the
 * unreleased docs) links the next release line, a released version its own
 * minor line, e.g. `1.2` → the newest 1.2.x. Crates not versioned with the
 * zkVM (bonsai-sdk before 1.1) pass their own `crateVersion`.
 */
export function docsRsUrl(itemPath: string, docsVersion: string, crateVersion?: string): string {
  const [crateModule = ''] = itemPath.split('/');
  const crate = crateModule.replace(/_/g, '-');
  const version = crateVersion ?? (docsVersion === 'current' ? NEXT_RELEASE_LINE : docsVersion);
  return `https://docs.rs/${crate}/${version}/${itemPath}`;
}
