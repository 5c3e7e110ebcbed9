import type {NavbarItem} from '@docusaurus/theme-common';
import {externalLinks} from './links';

/**
 * Navbar in the order the spec gives: four section links on the left; the
 * API version dropdown, Blog, GitHub and Community on the right. The search
 * button is added by the search theme into the right-hand group.
 */
export const navbarItems = [
  {
    type: 'docsVersion',
    docsPluginId: 'api',
    label: 'Documentation',
    position: 'left',
  },
  // Plain links, not `type: 'doc'`: a doc item is active on every page of its
  // doc's sidebar, so on /faq both Terminology and FAQ were highlighted.
  {to: '/terminology', label: 'Terminology', position: 'left', activeBasePath: '/terminology'},
  {to: '/faq', label: 'FAQ', position: 'left', activeBasePath: '/faq'},
  {
    type: 'docSidebar',
    sidebarId: 'education_hub',
    label: 'Education Hub',
    position: 'left',
  },
  {
    type: 'docsVersionDropdown',
    docsPluginId: 'api',
    position: 'right',
    dropdownActiveClassDisabled: true,
  },
  {href: externalLinks.blog, label: 'Blog', position: 'right'},
  {href: externalLinks.github, label: 'GitHub', position: 'right'},
  {
    type: 'dropdown',
    label: 'Community',
    position: 'right',
    items: [
      {href: externalLinks.discord, label: 'Discord'},
      {href: externalLinks.twitter, label: 'Twitter'},
      {href: externalLinks.youtube, label: 'YouTube'},
      {href: externalLinks.stackOverflow, label: 'Stack Overflow'},
      {to: '/contributors-guide', label: "Contributor's Guide"},
    ],
  },
] satisfies NavbarItem[];
