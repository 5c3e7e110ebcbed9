import type {ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions/NotFoundSuggestions.deferred';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

// Wrapped to give lost readers somewhere to go. The stock paragraphs take
// their words from i18n/en/code.json.
export default function NotFoundContentWrapper({className, ...props}: Props): ReactNode {
  return (
    <>
      {/* Inside the layout, so it comes after the layout's own default title. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} className={clsx(styles.message, className)} />
      <NotFoundSuggestions />
    </>
  );
}
