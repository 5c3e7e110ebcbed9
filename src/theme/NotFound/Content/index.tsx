import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';

type Props = WrapperProps<typeof ContentType>;

const destinations = [
  {to: '/api', label: 'API documentation for the latest release'},
  {to: '/api/zkvm/quickstart', label: 'zkVM quick start'},
  {to: '/education', label: 'Education Hub'},
  {to: '/faq', label: 'Frequently asked questions'},
] as const;

// Wrapped to give lost readers somewhere to go; the stock message stays.
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav className="container margin-bottom--xl" aria-label="Suggested pages">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p>These pages are good places to continue:</p>
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
