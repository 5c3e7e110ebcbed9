/**
 * The branch of a RISC Zero repository that matches a docs version: the
 * unreleased docs (`current`) follow `main`, a released version its
 * `release-X.Y` branch, which carries that line's patch releases.
 */
export function repoRef(docsVersion: string): string {
  return docsVersion === 'current' ? 'main' : `release-${docsVersion}`;
}

/**
 * A file or folder in a repository of the `risc0` GitHub organisation, at the
 * branch of a docs version, e.g. `examples/composition` in the 1.2 docs →
 * https://github.com/risc0/risc0/tree/release-1.2/examples/composition.
 * `at` names another branch or tag, for a file that has since left the
 * version's branch.
 */
export function repoUrl(path: string, docsVersion: string, repo = 'risc0', at?: string): string {
  const cleanPath = path.replace(/^\/+/, '');
  const base = `https://github.com/risc0/${repo}/tree/${at ?? repoRef(docsVersion)}`;
  return cleanPath === '' ? base : `${base}/${cleanPath}`;
}
