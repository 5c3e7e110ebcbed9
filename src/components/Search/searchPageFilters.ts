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
