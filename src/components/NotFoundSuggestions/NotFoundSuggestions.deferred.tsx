import {useEffect, useState, type ComponentType, type ReactNode} from 'react';

type Loaded = {default: ComponentType};

// The docs' root layout imports the not-found content (for an unknown doc
// path), so anything it imports eagerly is start-up code of every doc page.
// In the browser the suggestions are a chunk of their own, fetched only when
// a page is not found; the server bundle imports NotFoundSuggestions itself
// (src/plugins/server-deferred-modules), so 404.html holds them.
const load = (): Promise<Loaded> => import(/* webpackChunkName: "not-found-suggestions" */ './NotFoundSuggestions');

// 404.html's suggestions, read before React hydrates the page (the server
// bundle never runs this module). Hydration keeps the inner HTML as it is; the
// copy is for a render from scratch, which React falls back to whenever
// anything else on the page fails to hydrate (the version menu once did, under
// /api/1.1/…), so the suggestions do not vanish and come back then.
const serverHtml = document.querySelector('nav[aria-label="Suggested pages"]')?.innerHTML ?? '';

/**
 * Until the chunk has loaded, an element like the suggestions' own holding
 * 404.html's markup (hydration leaves inner HTML alone, and a fresh render
 * gets the same markup), swapped for the live suggestions in a single
 * commit. Under a Suspense boundary React dropped them when a context changed
 * during hydration, and everything below them jumped twice.
 */
export default function NotFoundSuggestionsDeferred(): ReactNode {
  const [live, setLive] = useState<Loaded>();
  useEffect(() => {
    void load().then(setLive);
  }, []);
  if (live) return <live.default />;
  // The same element as NotFoundSuggestions renders, so hydration matches it.
  // (Only production builds hydrate, so no hydration warning needs silencing.)
  return (
    <nav
      className="container margin-bottom--xl"
      aria-label="Suggested pages"
      dangerouslySetInnerHTML={{__html: serverHtml}}
    />
  );
}
