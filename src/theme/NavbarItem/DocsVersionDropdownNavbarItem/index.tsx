import {Suspense, type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

// One 404.html serves every unknown address, rendered for the latest
// version, so under /api/1.1/ the menu's label differs from the HTML. In a
// Suspense boundary of its own, React re-renders only this menu when it
// finds that; without one it re-rendered the whole page, and the not-found
// suggestions went missing until their code loaded, moving the page.
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  return (
    <Suspense>
      <DocsVersionDropdownNavbarItem {...props} />
    </Suspense>
  );
}
