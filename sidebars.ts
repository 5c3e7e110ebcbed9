import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {externalLinks} from './src/config/links';

/**
 * Sidebars of the root docs. `docs` groups the site-wide reference pages;
 * `education_hub` is the learning path, from overview to background reading.
 */
const sidebars = {
  docs: ['terminology', 'faq', 'litepaper', 'contributors-guide'],
  education_hub: [
    'education',
    {
      type: 'link',
      label: 'Talks and Podcasts',
      href: externalLinks.talksPlaylist,
    },
    {type: 'link', label: 'Articles', href: externalLinks.blog},
    'studyclub',
    {
      type: 'category',
      label: 'Proof System',
      collapsed: false,
      link: {type: 'doc', id: 'proof-system/proof-system'},
      items: [
        'proof-system/proof-system-sequence-diagram',
        'proof-system/what-is-a-trace',
        'proof-system/stark-by-hand',
      ],
    },
    {
      type: 'category',
      label: 'Background Reading',
      collapsed: false,
      link: {
        type: 'generated-index',
        title: 'Background Reading',
        description:
          'Reference pages on the mathematics behind the proof system, each from intuition to a worked example.',
        slug: '/reference-docs/',
      },
      items: [
        'reference-docs/about-finite-fields',
        'reference-docs/about-finite-fields-exercises',
        'reference-docs/about-arithmetic-circuits',
        'reference-docs/about-ntts-and-fourier',
        'reference-docs/about-rs-codes',
        'reference-docs/about-fri',
        'reference-docs/about-starks',
        'reference-docs/about-plonk',
        'reference-docs/about-risc-v',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
