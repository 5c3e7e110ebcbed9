/**
 * Ejected from @docusaurus/theme-search-algolia 3.10 (SearchBar), because two
 * things must change and no prop reaches them:
 * - the preconnect hint to the hosted service is rendered only in hosted mode;
 * - in the default mode the modal searches the embedded index.
 * Also set here: the footer link to our search page and the "Let us know"
 * link. Written for @docsearch/react 3.9, whose modal has the spec's 64-character
 * input, 10/5-word snippets and client timeouts; Ask AI (v4 only) is left out.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton, useDocSearchKeyboardEvents} from '@docsearch/react';
import type {DocSearchHit, DocSearchModal as DocSearchModalType, DocSearchProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
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
import {docsSearchClient, searchBackendConfig} from '@site/src/components/Search/searchClient';
import {escapeHtml} from '@site/src/plugins/search-index/client/highlight';
import {apiVersionOf, searchPageLink} from '@site/src/components/Search/searchPageLink';
import {isEmbeddedSearch, missingResultsUrl} from '@site/src/config/search';

type AlgoliaConfig = DocSearchProps & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchParameters?: DocSearchProps['searchParameters'];
};

let DocSearchModal: typeof DocSearchModalType | null = null;

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

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal') as Promise<{DocSearchModal: typeof DocSearchModalType}>,
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

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
    facetFilters: contextualSearch
      ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
      : configFacetFilters,
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

function DocSearch({externalUrlRegex, ...props}: AlgoliaConfig): ReactNode {
  const {siteMetadata, siteConfig} = useDocusaurusContext();
  const backend = useMemo(() => searchBackendConfig(siteConfig), [siteConfig]);
  const navigator = useNavigator(externalUrlRegex);
  const searchParameters = useSearchParameters(props);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const embedded = isEmbeddedSearch(props.appId);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  useEffect(() => {
    const container = searchContainer.current;
    if (!container) return;
    container.dataset.searchFailed = String(failed);
    setDropdown(failed ? container.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);

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

  const transformSearchClient = useCallback(
    (hostedClient: ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>) => {
      // Our client replaces DocSearch's: the embedded index by default, else
      // the hosted service with our timeouts and optional proxy host.
      const client = docsSearchClient(backend) as unknown as typeof hostedClient;
      if (!embedded) client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return {
        ...client,
        search: ((...args: Parameters<typeof client.search>) =>
          client.search(...args).then(
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
    },
    [embedded, backend, siteMetadata.docusaurusVersion],
  );

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const container = document.createElement('div');
      // Lets styles.css drop the hosted service's logo in embedded mode.
      container.dataset.searchBackend = embedded ? 'embedded' : 'hosted';
      searchContainer.current = container;
      document.body.insertBefore(container, document.body.firstChild);
    }
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [embedded]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // Keep the typed key: it becomes the first letter of the query.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  // "See all results" opens the search page on the API version searched here.
  const apiVersion = useMemo(() => apiVersionOf(searchParameters.facetFilters), [searchParameters.facetFilters]);
  const resultsFooterComponent = useMemo(
    () =>
      function ResultsFooter({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return (
          <Link to={searchPageLink(state.query, apiVersion)} onClick={closeModal}>
            <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [closeModal, apiVersion],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {!embedded && (
        <Head>
          {/* Hosted mode only: lets the browser connect to the search cluster early. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
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
          />,
          searchContainer.current,
        )}
      {isOpen && dropdown && <SearchErrorScreen dropdown={dropdown} />}
    </>
  );
}

export default function SearchBar(props: Partial<AlgoliaConfig>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const config = {...(siteConfig.themeConfig.algolia as AlgoliaConfig), ...props};
  return <DocSearch {...config} />;
}
