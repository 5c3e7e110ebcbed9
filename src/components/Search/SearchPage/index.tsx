import {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useQueryString, useSearchQueryString} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {SearchHit} from '@site/src/plugins/search-index/client/offlineSearchClient';
import {SNIPPET_WORDS, missingResultsUrl, snippetAttributes} from '@site/src/config/search';
import {docsSearchClient, searchBackendConfig} from '../searchClient';
import {versionNamed, withApiVersion} from '../searchPageFilters';
import HighlightedText from '../HighlightedText';
import {HIT_LEVELS, resultTrail} from '../resultTrail';
import styles from './styles.module.css';

/** Hits per page of results (spec: 20). */
export const HITS_PER_PAGE = 20;
const MAX_QUERY_LENGTH = 64;

type Status = 'idle' | 'loading' | 'error' | 'done';
type Results = {hits: SearchHit[]; nbHits: number; nbPages: number};

function snippetValue(hit: SearchHit, attribute: string): string {
  const [group, level] = attribute.split('.');
  const source = hit._snippetResult as Record<string, unknown>;
  const entry = (
    level ? (source[group ?? ''] as Record<string, unknown> | undefined)?.[level] : source[group ?? '']
  ) as {value?: string} | undefined;
  return entry?.value ?? '';
}

function Result({hit}: {hit: SearchHit}): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  const deepest = [...HIT_LEVELS].reverse().find((level) => hit.hierarchy[level]) ?? 'lvl1';
  const trail = resultTrail(hit.hierarchy, deepest);
  return (
    <li className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={processUrl(hit.url)}>
          <HighlightedText value={snippetValue(hit, `hierarchy.${deepest}`)} />
        </Link>
      </Heading>
      <p className={styles.trail}>{trail.join(' › ')}</p>
      {hit.content && (
        <p className={styles.snippet}>
          <HighlightedText value={snippetValue(hit, 'content')} />
        </p>
      )}
    </li>
  );
}

/** The /search page: the same search client and filters as the modal. */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const backend = useMemo(() => searchBackendConfig(siteConfig), [siteConfig]);
  const {indexName} = backend;
  const client = useMemo(() => docsSearchClient(backend), [backend]);
  const [typedQuery, setQuery] = useSearchQueryString();
  // A ?q= longer than the input allows is cut as typing would cut it, so the
  // results match what the input shows.
  const query = typedQuery.slice(0, MAX_QUERY_LENGTH);
  const [versionParam, setVersionParam] = useQueryString('version');
  const versions = useVersions('api');
  const contextual = useAlgoliaContextualFacetFilters();
  const version = versionNamed(versionParam, versions);
  // The contextual filters come back as a new array on every render: key
  // the search on their content, or each render would search again.
  const filtersKey = JSON.stringify(withApiVersion(contextual as string | string[] | string[][], version));
  const facetFilters = useMemo(() => JSON.parse(filtersKey) as (string | string[])[], [filtersKey]);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<Results>({hits: [], nbHits: 0, nbPages: 0});

  useEffect(() => setPage(0), [query, version]);

  useEffect(() => {
    if (!query.trim()) {
      setStatus('idle');
      setResults({hits: [], nbHits: 0, nbPages: 0});
      return undefined;
    }
    let current = true;
    setStatus('loading');
    const narrow = window.matchMedia(`(max-width: ${SNIPPET_WORDS.narrowMaxWidth}px)`).matches;
    client
      .search({
        requests: [
          {
            indexName,
            query,
            facetFilters,
            page,
            hitsPerPage: HITS_PER_PAGE,
            attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'anchor'],
            attributesToSnippet: snippetAttributes(narrow ? SNIPPET_WORDS.narrow : SNIPPET_WORDS.wide * 3),
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            clickAnalytics: false,
          },
        ],
      })
      .then(({results: [result]}) => {
        if (!current || !result) return;
        setResults({hits: result.hits, nbHits: result.nbHits, nbPages: result.nbPages});
        setStatus('done');
      })
      .catch(() => current && setStatus('error'));
    return () => {
      current = false;
    };
  }, [client, indexName, query, facetFilters, page]);

  return (
    <main className={clsx('container', styles.page)}>
      <Heading as="h1">{query.trim() ? `Search results for “${query}”` : 'Search the documentation'}</Heading>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className={styles.input}
          aria-label="Search"
          placeholder="Search the docs"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          autoComplete="off"
          autoFocus
        />
        <label className={styles.versionLabel}>
          API version
          <select
            className={styles.select}
            value={version ?? ''}
            onChange={(event) => setVersionParam(event.target.value || null)}>
            <option value="">Current context</option>
            {versions.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
      </form>

      <div aria-live="polite" className={styles.status}>
        {status === 'loading' && <p>Searching…</p>}
        {status === 'error' && (
          <div className="alert alert--danger" role="alert">
            <p className={styles.errorTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {status === 'done' && results.nbHits === 0 && (
          <div>
            <p>
              No results for “<strong>{query}</strong>”.
            </p>
            <p>
              Believe this query should return results? <Link href={missingResultsUrl(query)}>Let us know.</Link>
            </p>
          </div>
        )}
        {status === 'done' && results.nbHits > 0 && (
          <p>
            {results.nbHits} {results.nbHits === 1 ? 'result' : 'results'}
          </p>
        )}
      </div>

      {status === 'done' && results.hits.length > 0 && (
        <>
          <ol className={styles.results}>
            {results.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </ol>
          {results.nbPages > 1 && (
            <nav className={styles.pagination} aria-label="Result pages">
              <button
                type="button"
                className="button button--secondary"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page + 1} of {results.nbPages}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={page + 1 >= results.nbPages}
                onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
