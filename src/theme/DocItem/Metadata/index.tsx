import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import SocialCard from '@site/src/components/SocialCard';

type Props = WrapperProps<typeof MetadataType>;

// Wrapped, not ejected: the stock title and description, plus the page's generated card.
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {pluginId, version: name, isLast} = useDocsVersion();
  return (
    <>
      <Metadata {...props} />
      <SocialCard
        permalink={metadata.permalink}
        type="article"
        withImage={!(assets.image ?? frontMatter.image)}
        version={{pluginId, name, isLast}}
      />
    </>
  );
}
