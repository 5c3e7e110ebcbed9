import {lazy} from 'react';

// The docs' root layout imports the not-found content (for an unknown doc
// path), so anything it imports eagerly is start-up code of every doc page.
// In the browser the suggestions are a chunk of their own, fetched only when a
// page is not found; the server bundle imports NotFoundSuggestions itself
// (src/plugins/server-deferred-modules), so 404.html holds them, and React
// keeps that HTML while the chunk loads.
export default lazy(() => import(/* webpackChunkName: "not-found-suggestions" */ './NotFoundSuggestions'));
