import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import OutlineNotice from '@site/src/components/OutlineNotice';
import {isOutline} from '@site/src/components/OutlineNotice/isOutline';

type Props = WrapperProps<typeof ContentType>;

// Wrapped, not ejected: the Markdown actions, and a notice on outline pages,
// sit above the stock content.
export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      {isOutline(frontMatter) && <OutlineNotice />}
      <Content {...props} />
    </>
  );
}
