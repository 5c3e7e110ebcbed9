/**
 * The search modal: DocSearch's UI over our search client. It lives in its own
 * chunk, loaded when a reader shows intent to search (hover, focus, shortcut),
 * so no page pays for it at start-up.
 */
import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react';
import type {DocSearchHit, DocSearchProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {docsSearchClient, embeddedSearchClient, searchBackendConfig} from '@site/src/components/Search/searchClient';
import {escapeHtml} from '@site/src/plugins/search-index/client/highlight';
import {apiVersionOf, searchPageLink} from '@site/src/components/Search/searchPageLink';
import type {SearchRequest} from '@site/src/plugins/search-index/client/offlineSearchClient';
import {MODAL_HITS_PER_SECTION, isEmbeddedSearch, missingResultsUrl} from '@site/src/config/search';
import type {AlgoliaConfig} from './config';

function escapeHierarchy(hierarchy: DocSearchHit['hierarchy']): DocSearchHit['hierarchy'] {
  return Object.fromEntries(
    // lvl0 is the group title, which DocSearch renders as text.
    Object.entries(hierarchy).map(([level, text]) => [
      level,
      level !== 'lvl0' && typeof text === 'string' ? escapeHtml(text) : text,
    ]),
  ) as DocSearchHit['hierarchy'];
}

/** The spec's wording for an empty result ("No results for …"). */
const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
};

function useNavigator(externalUrlRegex: string | undefined) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

function useSearchParameters({contextualSearch, searchParameters}: AlgoliaConfig) {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = searchParameters?.facetFilters ?? [];
  return {
    ...searchParameters,
    facetFilters: contextualSearch ? mergeFacetFilters(contextualFacetFilters, configFacetFilters) : configFacetFilters,
  };
}

/**
 * DocSearch sets its error status when every host fails, but autocomplete
 * resets the status to idle right after, so its error screen never shows.
 * We track failures ourselves and show the same screen, with DocSearch's
 * classes, in place of the "no results" one (styles.css hides that).
 */
function SearchErrorScreen({dropdown}: {dropdown: Element}): ReactNode {
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{translations.modal?.errorScreen?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">
        {translations.modal?.errorScreen?.helpText ?? 'You might want to check your network connection.'}
      </p>
    </div>,
    dropdown,
  );
}

function HitLink({hit, children}: {hit: {url: string}; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

/** The client DocSearch would search with; ours stands in for it. */
type HostedSearchClient = ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>;

type Props = {
  config: AlgoliaConfig;
  /** The element the modal renders into (first child of <body>). */
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
};

export default function SearchModal({config, container, initialQuery, onClose}: Props): ReactNode {
  const {externalUrlRegex, ...props} = config;
  const {siteMetadata, siteConfig} = useDocusaurusContext();
  const backend = useMemo(() => searchBackendConfig(siteConfig), [siteConfig]);
  const navigator = useNavigator(externalUrlRegex);
  const searchParameters = useSearchParameters(props);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const embedded = isEmbeddedSearch(props.appId);
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  useEffect(() => {
    container.dataset.searchFailed = String(failed);
    setDropdown(failed ? container.querySelector('.DocSearch-Dropdown') : null);
  }, [failed, container]);
  useEffect(() => () => void (container.dataset.searchFailed = 'false'), [container]);
  // The embedded index's heads load while the reader starts typing, not after.
  // (DocSearch hands these facet filters to the client's search as they are.)
  useEffect(() => {
    if (embedded) embeddedSearchClient().warm(searchParameters.facetFilters as SearchRequest['facetFilters']);
  }, [embedded, searchParameters.facetFilters]);

  // Recent and favorite searches are stored without their highlight values
  // and then rendered from the raw fields as HTML, so those are escaped too.
  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({
        ...item,
        url: processSearchResultUrl(item.url),
        content: item.content === null ? null : escapeHtml(item.content),
        hierarchy: escapeHierarchy(item.hierarchy),
      })),
    [processSearchResultUrl],
  );

  const transformSearchClient = useCallback((): HostedSearchClient => {
    // Our client replaces DocSearch's: the embedded index by default, else
    // the hosted service with our timeouts and optional proxy host.
    const client = docsSearchClient(backend) as unknown as HostedSearchClient;
    if (!embedded) client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
    // The embedded index leaves out the hits the modal would not show, so it
    // fetches no records for them; the hosted service knows no such parameter.
    const request = (requests: SearchRequest[]): SearchRequest[] =>
      embedded ? requests.map((one) => ({...one, maxHitsPerSection: MODAL_HITS_PER_SECTION})) : requests;
    return {
      ...client,
      search: ((query: {requests: SearchRequest[]}, ...options: unknown[]) =>
        (client.search as (...args: unknown[]) => ReturnType<typeof client.search>)(
          {...query, requests: request(query.requests)},
          ...options,
        ).then(
          (response) => {
            setFailed(false);
            return response;
          },
          (error: unknown) => {
            setFailed(true);
            throw error;
          },
        )) as typeof client.search,
    };
  }, [embedded, backend, siteMetadata.docusaurusVersion]);

  // "See all results" opens the search page on the API version searched here.
  const apiVersion = useMemo(() => apiVersionOf(searchParameters.facetFilters), [searchParameters.facetFilters]);
  const resultsFooterComponent = useMemo(
    () =>
      function ResultsFooter({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return (
          <Link to={searchPageLink(state.query, apiVersion)} onClick={onClose}>
            <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [onClose, apiVersion],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={HitLink as DocSearchProps['hitComponent']}
          transformSearchClient={transformSearchClient}
          resultsFooterComponent={resultsFooterComponent as DocSearchProps['resultsFooterComponent']}
          getMissingResultsUrl={({query}) => missingResultsUrl(query)}
          {...props}
          translations={props.translations?.modal ?? modalTranslations}
          searchParameters={searchParameters}
          // The embedded index caps hits per section at the same number.
          maxResultsPerGroup={MODAL_HITS_PER_SECTION}
        />,
        container,
      )}
      {dropdown && <SearchErrorScreen dropdown={dropdown} />}
    </>
  );
}
