import {useContext, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * The path the server rendered this document for, read before hydration
 * changes the head. It differs from the address when a static host answers
 * an unknown address with 404.html.
 */
const servedPath =
  typeof document === 'undefined'
    ? undefined
    : new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href).pathname;

/**
 * The dropdown names the version of the address: on 404.html, rendered for
 * no version, it says "1.2"; opened at /api/1.1/…, it says "1.1". That text
 * differed while React hydrated, so React threw the server's page away and
 * rendered it again (error #418). Until hydration is done the dropdown is
 * given the path the server used; then it shows the reader's version.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const router = useContext(RouterContext);
  const item = <DocsVersionDropdownNavbarItem {...props} />;
  if (isBrowser || servedPath === undefined || servedPath === router.location.pathname) return item;
  return (
    <RouterContext.Provider value={{...router, location: {...router.location, pathname: servedPath}}}>
      {item}
    </RouterContext.Provider>
  );
}
