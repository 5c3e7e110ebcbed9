import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

type Props = {
  /**
   * The destination. Pages write `to="key"` (a key of src/config/links.ts);
   * the remark-ext-links plugin turns it into this URL when the page compiles.
   */
  href: string;
  children: ReactNode;
};

/** A shared external destination, linked by key in MDX: <ExtLink to="rustup">rustup</ExtLink>. */
export default function ExtLink({href, children}: Props): ReactNode {
  return <Link href={href}>{children}</Link>;
}
