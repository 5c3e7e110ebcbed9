import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import SocialCard from '@site/src/components/SocialCard';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

// Wrapped, not ejected: generated section indexes get their card like docs do.
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {categoryGeneratedIndex} = props;
  const {pluginId, version: name, isLast} = useDocsVersion();
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <SocialCard
        permalink={categoryGeneratedIndex.permalink}
        type="article"
        withImage={!categoryGeneratedIndex.image}
        version={{pluginId, name, isLast}}
      />
    </>
  );
}
