import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {docsRsUrl} from './docsRsUrl';

type Props = {
  /** Path under docs.rs/<crate>/<version>/, e.g. `risc0_zkvm/struct.Receipt.html`. */
  item: string;
  /** Only for crates whose versions differ from the zkVM's, e.g. `0.5` for bonsai-sdk in the 0.19 docs. */
  crateVersion?: string;
  children: ReactNode;
};

/**
 * Links an API item to docs.rs for the version of the page it is on, so a
 * page of the 1.1 docs links the 1.1 API. Use it as <DocsRs item="…">`Receipt`</DocsRs>.
 */
export default function DocsRs({item, crateVersion, children}: Props): ReactNode {
  const {version} = useDocsVersion();
  return <Link href={docsRsUrl(item, version, crateVersion)}>{children}</Link>;
}
