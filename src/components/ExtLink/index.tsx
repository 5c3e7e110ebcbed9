import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {externalLinks, type ExternalLinkKey} from '@site/src/config/links';

type Props = {
  /** A key of `externalLinks` in src/config/links.ts. */
  to: ExternalLinkKey;
  children: ReactNode;
};

/** Links a shared external destination by key: <ExtLink to="rustup">rustup</ExtLink>. */
export default function ExtLink({to, children}: Props): ReactNode {
  const href: string | undefined = externalLinks[to];
  // MDX is not type-checked, so a mistyped key must fail the build loudly.
  if (href === undefined) {
    throw new Error(`ExtLink: unknown link key "${to}" (see src/config/links.ts)`);
  }
  return <Link href={href}>{children}</Link>;
}
