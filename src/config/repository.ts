/**
 * The site's own GitHub repository, and the branch readers' edits are
 * proposed against. "Edit this page" links and the site's organisation and
 * project names come from here; DOCS_EDIT_REPO / DOCS_EDIT_BRANCH (or a whole
 * DOCS_EDIT_URL) override the edit target for forks and mirrors.
 */
export const SITE_REPOSITORY = {owner: 'risc0', name: 'developer-docs', branch: 'main'} as const;

// Owner and repository names as GitHub allows them.
const REPO_PATTERN = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/**
 * The URL that a file's path in the repository is appended to, to open it in
 * GitHub's editor (Docusaurus's `editUrl` option in its string form).
 */
export function githubEditBaseUrl(repo: string, branch: string): string {
  if (!REPO_PATTERN.test(repo)) {
    throw new Error(`DOCS_EDIT_REPO must be "owner/name", not ${JSON.stringify(repo)}`);
  }
  if (/\s/.test(branch) || branch.startsWith('/') || branch.endsWith('/')) {
    throw new Error(`DOCS_EDIT_BRANCH is not a branch name: ${JSON.stringify(branch)}`);
  }
  return `https://github.com/${repo}/edit/${branch}/`;
}
