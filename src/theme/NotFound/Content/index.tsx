import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions/NotFoundSuggestions.deferred';

/**
 * Ejected for its words: the stock text asks readers to contact the owner of
 * the site that linked them, while here the usual cause is a page that moved
 * between releases. Under the message, pages to go on to.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <>
      {/* Inside the layout, so it comes after the layout's own default title. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      {/* No bottom margin: the suggestions below belong to the same message. */}
      <main className={clsx('container margin-top--xl', className)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              <Translate id="theme.NotFound.title">Page Not Found</Translate>
            </Heading>
            <p>
              <Translate id="theme.NotFound.p1">There is no page at this address.</Translate>
            </p>
            <p>
              <Translate id="theme.NotFound.p2">
                Pages sometimes move or change names between releases, so an older link can end up here.
              </Translate>
            </p>
          </div>
        </div>
      </main>
      <NotFoundSuggestions />
    </>
  );
}
