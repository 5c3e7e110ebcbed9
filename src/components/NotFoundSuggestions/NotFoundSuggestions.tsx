import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {searchOfUnknownPath} from '@site/src/components/Search/searchOfUnknownPath';

const destinations = [
  {to: '/api', label: 'API documentation for the latest release'},
  {to: '/api/zkvm/quickstart', label: 'zkVM quick start'},
  {to: '/education', label: 'Education Hub'},
  {to: '/faq', label: 'Frequently asked questions'},
] as const;

/** Where a reader who followed a broken address can go: a search for its words, or a few starting pages. */
export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  // The static 404.html is served for every unknown path, so the words of the
  // path the reader asked for are known only once this has hydrated (which
  // can be after the page has: it is a lazy chunk). The link's text does not
  // change, so nothing moves when its address does.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The API version whose base path the address is under, as the navbar's version menu finds it.
  const version = useActiveVersion('api');
  const search = hydrated ? searchOfUnknownPath(pathname, version) : searchOfUnknownPath('/');
  return (
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
  );
}
