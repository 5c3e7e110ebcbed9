import {deferredChunksSettled} from '@site/src/components/DeferredHydration/lazyChunk';
import HighlightedCodeBlock from '@site/src/theme/CodeBlock/HighlightedCodeBlock.deferred';

type Place = {pathname: string; hash: string};
type RouteChange = {location: Place; previousLocation: Place | null};

/** The heading is held in place until the page's size has been still this long (ms)… */
const QUIET_MS = 600;
/** …and never longer than this after the navigation (ms). */
const LIMIT_MS = 5_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A link to another page's heading (or back and forward to one): Docusaurus
 * scrolls the heading to the top once the new page renders. Code blocks,
 * widgets and diagrams above it may still be waiting for their code, and the
 * heading would move down as they fill in (React also reveals resolved
 * Suspense content in batches, up to 300 ms late). So the code-block chunk is
 * fetched as soon as a navigation starts, alongside the route's own chunks,
 * and the heading is held at its place while the page's size changes, until
 * the deferred chunks have arrived and the page has been still for a moment,
 * or the reader scrolls. A heading not yet in the page when it first renders
 * (a part of it shown late) is waited for, then scrolled to.
 */
export function onRouteUpdate({location, previousLocation}: RouteChange): void {
  if (previousLocation && location.pathname !== previousLocation.pathname) {
    HighlightedCodeBlock.preload().catch(() => undefined);
  }
}

export function onRouteDidUpdate({location, previousLocation}: RouteChange): void {
  if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
  if (typeof ResizeObserver === 'undefined') return;
  const id = decodeURIComponent(location.hash.slice(1));
  const started = performance.now();
  let chunksSettled = false;
  let headingFound = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    observer.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(limitTimer);
    for (const type of READER_INPUT) removeEventListener(type, stop);
  };
  const stopWhenQuiet = () => {
    clearTimeout(quietTimer);
    if (chunksSettled && headingFound) quietTimer = setTimeout(stop, QUIET_MS);
  };
  const holdHeading = () => {
    const here = window.location.pathname === location.pathname && window.location.hash === location.hash;
    if (!here || performance.now() - started > LIMIT_MS) return stop();
    const heading = document.getElementById(id);
    // Not rendered yet: the root's next change of size calls this again.
    if (heading === null) return;
    headingFound = true;
    const offset = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    if (Math.abs(heading.getBoundingClientRect().top - offset) > 1) heading.scrollIntoView();
    stopWhenQuiet();
  };

  const observer = new ResizeObserver(holdHeading);
  // The app's root grows with the page (html and body keep the window's height).
  observer.observe(document.getElementById('__docusaurus') ?? document.body);
  const limitTimer = setTimeout(stop, LIMIT_MS);
  for (const type of READER_INPUT) addEventListener(type, stop, {passive: true, once: true});
  void deferredChunksSettled().then(() => {
    chunksSettled = true;
    stopWhenQuiet();
  });
}
