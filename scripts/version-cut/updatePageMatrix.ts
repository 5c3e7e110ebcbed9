/** The page matrix (src/data/routes.json) as far as a version cut changes it. */
export type PageMatrix = {
  _about: string;
  api_versions_newest_first: string[];
  latest: string;
  api: Record<string, {path: string; label: string; pages: string[]}>;
  [key: string]: unknown;
};

/**
 * The matrix after cutting `version` from the next docs: the new version
 * takes /api and the next docs' pages, the previous latest moves to
 * /api/<its version>, and the version list and `latest` name the new one.
 */
export function cutVersionInMatrix(matrix: PageMatrix, version: string): PageMatrix {
  const {latest, api} = matrix;
  const next = api.next;
  const previous = api[latest];
  if (!next || !previous) throw new Error(`The page matrix has no "next" or "${latest}" entry.`);
  if (api[version]) throw new Error(`The page matrix already lists version ${version}.`);

  const entries = Object.entries(api).map(([name, entry]): [string, typeof entry] =>
    name === latest ? [name, {...entry, path: `/api/${latest}`}] : [name, entry],
  );
  const nextIndex = entries.findIndex(([name]) => name === 'next');
  entries.splice(nextIndex + 1, 0, [version, {path: '/api', label: version, pages: [...next.pages]}]);

  const versions = [...matrix.api_versions_newest_first];
  versions.splice(versions.indexOf('next') + 1, 0, version);

  return {
    ...matrix,
    _about: matrix._about.replace(`${latest} is the latest version`, `${version} is the latest version`),
    api_versions_newest_first: versions,
    latest: version,
    api: Object.fromEntries(entries),
  };
}

/** The release line after `version`: 1.3 → 1.4. */
export function nextReleaseLine(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}`;
}
