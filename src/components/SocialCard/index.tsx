import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SOCIAL_CARD_SIZE, socialCardUrl, type CardVersion} from '@site/src/plugins/social-cards/cardPath';

type Props = {
  /** The page's permalink (with the base URL); the card was rendered for it at build time. */
  permalink: string;
  /** Open Graph type: `article` for docs, `website` for the home and search pages. */
  type: 'article' | 'website';
  /** False when the page set its own image in front matter: the theme already announces it. */
  withImage?: boolean;
  /** The docs version of a doc page: pages of older and unreleased versions share their version's card. */
  version?: CardVersion;
};

/** Open Graph and Twitter meta for the page's generated card; rendered after the theme's metadata so it wins. */
export default function SocialCard({permalink, type, withImage = true, version}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = socialCardUrl(siteConfig.url, siteConfig.baseUrl, permalink, version);
  return (
    <Head>
      <meta property="og:type" content={type} />
      <meta name="twitter:card" content="summary_large_image" />
      {withImage && <meta property="og:image" content={image} />}
      {withImage && <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />}
      {withImage && <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />}
      {withImage && <meta name="twitter:image" content={image} />}
    </Head>
  );
}
