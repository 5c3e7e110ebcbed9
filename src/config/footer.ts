import type {FooterColumnItem} from '@docusaurus/theme-common';
import {externalLinks} from './links';

/** Two columns, as the spec asks: where to read, and where to talk. */
export const footerLinks = [
  {
    title: 'Learn',
    items: [
      {label: 'zkVM quick start', to: '/api/zkvm/quickstart'},
      {label: 'API documentation', to: '/api'},
      {label: 'Education Hub', to: '/education'},
      {label: 'Litepaper', to: '/litepaper'},
      {label: 'FAQ', to: '/faq'},
    ],
  },
  {
    title: 'Community',
    items: [
      {label: 'Discord', href: externalLinks.discord},
      {label: 'Twitter', href: externalLinks.twitter},
      {label: 'YouTube', href: externalLinks.youtube},
      {label: 'GitHub', href: externalLinks.github},
      {label: 'Blog', href: externalLinks.blog},
    ],
  },
] satisfies FooterColumnItem[];
