/** Contextual filters with the API version swapped for the one the reader picked. */
export function withApiVersion(
  contextual: string | readonly (string | readonly string[])[],
  version: string | null,
  pluginId = 'api',
): (string | string[])[] {
  const prefix = `docusaurus_tag:docs-${pluginId}-`;
  const filters = typeof contextual === 'string' ? [contextual] : contextual;
  return filters.map((filter) => {
    if (typeof filter === 'string' || version === null) {
      return typeof filter === 'string' ? filter : [...filter];
    }
    return filter.map((tag) => (tag.startsWith(prefix) ? `${prefix}${version}` : tag));
  });
}

/**
 * The docs version a `?version=` names, by its name ("current", "1.0") or as
 * its URLs write it ("next"); null for none or one that does not exist.
 */
export function versionNamed(param: string | null, versions: readonly {name: string; path: string}[]): string | null {
  if (!param) return null;
  const found = versions.find(({name, path}) => name === param || path.split('/').filter(Boolean).pop() === param);
  return found?.name ?? null;
}
