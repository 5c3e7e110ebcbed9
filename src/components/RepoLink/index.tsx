import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {repoUrl} from './repoUrl';

type Props = {
  /** Path inside the repository, e.g. `examples/composition`. */
  path: string;
  /** Repository in the risc0 organisation; `risc0` unless given, e.g. `risc0-ethereum`. */
  repo?: string;
  /**
   * A branch or tag to link instead of the version's branch, when the file
   * has left that branch since, e.g. `v1.1.3`.
   */
  at?: string;
  children: ReactNode;
};

/**
 * Links source in a RISC Zero repository at the branch of the page's docs
 * version, so the 1.1 docs show the 1.1 examples. Use it as
 * <RepoLink path="examples/composition">the composition example</RepoLink>.
 */
export default function RepoLink({path, repo, at, children}: Props): ReactNode {
  const {version} = useDocsVersion();
  return <Link href={repoUrl(path, version, repo, at)}>{children}</Link>;
}
