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
  {type: 'doc', docId: 'terminology', label: 'Terminology', position: 'left'},
  {type: 'doc', docId: 'faq', label: 'FAQ', position: 'left'},
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
