import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {NAV_PROPS} from './navProps';

type Loaded = {default: ComponentType};

// The docs' root layout imports the not-found content (for an unknown doc
// path), so anything it imports eagerly is start-up code of every doc page.
// In the browser the suggestions are a chunk of their own, fetched only when
// a page is not found; the server bundle imports NotFoundSuggestions itself
// (src/plugins/server-deferred-modules), so 404.html holds them.
const load = (): Promise<Loaded> => import(/* webpackChunkName: "not-found-suggestions" */ './NotFoundSuggestions');

/**
 * Until the chunk has loaded, an element like the suggestions' own, whose
 * empty inner HTML hydration leaves alone: 404.html's suggestions stay on
 * screen through hydration and any re-render, and are swapped for the live
 * ones in a single commit. (A Suspense boundary lost them when a context
 * changed during hydration, and everything below jumped twice.)
 */
export default function NotFoundSuggestionsDeferred(): ReactNode {
  const [live, setLive] = useState<Loaded>();
  useEffect(() => {
    void load().then(setLive);
  }, []);
  if (live) return <live.default />;
  return <nav {...NAV_PROPS} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
