import type {ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {searchOfUnknownPath} from '@site/src/components/Search/searchOfUnknownPath';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const destinations = [
  {to: '/api', label: 'API documentation for the latest release'},
  {to: '/api/zkvm/quickstart', label: 'zkVM quick start'},
  {to: '/education', label: 'Education Hub'},
  {to: '/faq', label: 'Frequently asked questions'},
] as const;

// Wrapped to give lost readers somewhere to go; the stock message stays.
export default function NotFoundContentWrapper({className, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  // The static 404.html is served for every unknown path, so the words of the
  // path the reader asked for are known only in the browser. The link's text
  // does not change, so nothing moves when its address does.
  const search = searchOfUnknownPath(useIsBrowser() ? pathname : '/');
  return (
    <>
      {/* Inside the layout, so it comes after the layout's own default title. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} className={clsx(styles.message, className)} />
      <nav className="container margin-bottom--xl" aria-label="Suggested pages">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p>
              <Link to={search}>Search the docs for this page</Link>, or start from one of these:
            </p>
            <ul>
              {destinations.map((destination) => (
                <li key={destination.to}>
                  <Link to={destination.to}>{destination.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
