import {useContext, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocationChange, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
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
 * Closes the phone drawer once a version picked in it has opened. In
 * Docusaurus 3.10 the mobile dropdown gives each version item the handler
 * that closes the drawer, but the item's own onClick (saving the preferred
 * version) replaces it, so the drawer stayed open over the new page. Any
 * other link in the drawer has closed it before the location changes, so
 * this does nothing for them, nor once Docusaurus closes it itself.
 */
function useDrawerClosedAfterVersionSwitch(mobile: boolean | undefined): void {
  const drawer = useNavbarMobileSidebar();
  useLocationChange(({location, previousLocation}) => {
    if (mobile && drawer.shown && previousLocation && location.pathname !== previousLocation.pathname) drawer.toggle();
  });
}

/**
 * The dropdown names the version of the address: on 404.html, rendered for
 * no version, it says "1.2"; opened at /api/1.1/…, it says "1.1". That text
 * differed while React hydrated, so React threw the server's page away and
 * rendered it again (error #418). Until hydration is done the dropdown is
 * given the path the server used; then it shows the reader's version.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  useDrawerClosedAfterVersionSwitch(props.mobile);
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
