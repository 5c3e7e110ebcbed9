import {markHydrated} from '@site/src/components/DeferredHydration/lazyChunk';

/**
 * Marks the moment the first page has hydrated (a `docs:hydrated`
 * performance mark). The start-up budget test and the benchmark count what a
 * page fetched before this mark; deferred code (code blocks, diagrams,
 * widgets) is requested after it. Components mounted from then on belong to
 * pages reached by client-side navigation (see DeferredHydration).
 */
let marked = false;

export function onRouteDidUpdate(): void {
  if (marked) return;
  marked = true;
  markHydrated();
  performance.mark('docs:hydrated');
}
