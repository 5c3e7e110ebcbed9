// The embedded search as a reader meets it, in the system Chromium against
// the production build: what the first search transfers, and how long each
// keystroke takes to show its results. Part of `npm run bench:search`.
import {chromium, type Page, type Request} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium} from '../../tests/support/chromium.mjs';
import {serveStatic} from './staticServer';

const PORT = 3341;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HTTP2_PORT = 3342;
/** The search's files: the index, its heads, the engine and the modal's chunks. */
const SEARCH_ASSET = /^\/assets\/(?:search\/|js\/(?:search-|docsearch-))/;
/** A keystroke whose results look the same as the last one's changes nothing to time. */
const UNCHANGED_AFTER_MS = 1_000;

/**
 * What a first search fetched, gzip as served: the search itself (the
 * modal's code, the engine, heads and files) apart from the route chunks
 * of the results' pages, which Docusaurus's links prefetch as they appear
 * (as any link on the site; not on 2g or with data saver on).
 */
type Transfer = {query: string; bytes: number; files: number; prefetchBytes: number; prefetchFiles: number};

export type BrowserSearchFigures = {
  /** What was fetched from opening the modal to the results of the query, per query pasted whole. */
  pastedFirst: Transfer[];
  /** The same, per query typed letter by letter. */
  typed: Transfer[];
  /** Milliseconds from each keystroke after the first to its rendered results. */
  keystrokes: number[];
  /** Keystrokes that left the results as they were (not timed). */
  unchanged: number;
  /** Milliseconds from a query pasted in place of another to its rendered results. */
  pasted: number[];
};

async function openPage(page: Page, origin = ORIGIN): Promise<void> {
  await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => performance.getEntriesByName('docs:hydrated').length > 0);
}

async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
}

/**
 * Sets the modal's query and times it until its results are on screen
 * (the first change to the results list, then a frame); null when the
 * results do not change.
 */
function timeQuery(page: Page, query: string): Promise<number | null> {
  return page.evaluate(
    ([text, unchangedAfter]) =>
      new Promise<number | null>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        const dropdown = document.querySelector('.DocSearch-Dropdown');
        if (!input || !dropdown) return reject(new Error('the search modal is not open'));
        const started = performance.now();
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, unchangedAfter);
        const observer = new MutationObserver(() => {
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
        // React reads the value through the native setter's input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }),
    [query, UNCHANGED_AFTER_MS] as const,
  );
}

export async function measureSearchInBrowser(
  siteDir: string,
  typedQueries: readonly string[],
  pastedQueries: readonly string[],
): Promise<BrowserSearchFigures> {
  assertChromium();
  const stop = await serveStatic(siteDir, 'build', PORT);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const figures: BrowserSearchFigures = {pastedFirst: [], typed: [], keystrokes: [], unchanged: 0, pasted: []};
    /**
     * Opens the modal on a fresh page and runs `search`: what opening and
     * searching fetched (the modal's code, the engine, heads and files),
     * gzip as served.
     */
    const transfer = async (query: string, search: (page: Page) => Promise<void>): Promise<Transfer> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPage(page);
      const requests: Promise<{bytes: number; prefetch: boolean}>[] = [];
      const onFinished = (request: Request) => {
        requests.push(
          Promise.all([request.sizes(), request.headerValue('sec-purpose')]).then(([{responseBodySize}, purpose]) => ({
            bytes: responseBodySize,
            // Chromium marks what <link rel="prefetch"> fetches, which is how Docusaurus prefetches a
            // route; the search's own files count as search however they were fetched.
            prefetch: (purpose?.includes('prefetch') ?? false) && !SEARCH_ASSET.test(new URL(request.url()).pathname),
          })),
        );
      };
      page.on('requestfinished', onFinished);
      await openModal(page);
      await search(page);
      await page.waitForLoadState('networkidle');
      // No request is counted after this, so none is still being read when the context closes.
      page.off('requestfinished', onFinished);
      const all = await Promise.all(requests);
      await context.close();
      const sum = (list: typeof all) => list.reduce((total, {bytes}) => total + bytes, 0);
      const searching = all.filter(({prefetch}) => !prefetch);
      const prefetched = all.filter(({prefetch}) => prefetch);
      return {
        query,
        bytes: sum(searching),
        files: searching.length,
        prefetchBytes: sum(prefetched),
        prefetchFiles: prefetched.length,
      };
    };
    for (const query of typedQueries) {
      figures.pastedFirst.push(await transfer(query, (page) => timeQuery(page, query).then(() => undefined)));
      // A reader typing letter by letter, every keystroke searching as in the modal.
      const typed = await transfer(query, (page) => typeQuery(page, query, figures));
      figures.typed.push(typed);
    }

    // Whole queries pasted one after another once the index is loaded.
    const page = await browser.newPage();
    await openPage(page);
    await openModal(page);
    await timeQuery(page, 'receipt');
    await page.waitForLoadState('networkidle');
    for (const query of pastedQueries) {
      // Another query first, so this one changes what the modal shows.
      await timeQuery(page, query === 'zkvm' ? 'receipt' : 'zkvm');
      const time = await timeQuery(page, query);
      if (time !== null) figures.pasted.push(time);
    }
    return figures;
  } finally {
    await browser.close();
    stop();
  }
}

type Typing = {keystrokes: number[]; unchanged: number};

/** Types a query letter by letter into the open modal, timing every keystroke after the first. */
async function typeQuery(page: Page, query: string, into: Typing): Promise<void> {
  for (let length = 1; length <= query.length; length += 1) {
    const time = await timeQuery(page, query.slice(0, length));
    if (length === 1) continue;
    if (time === null) into.unchanged += 1;
    else into.keystrokes.push(time);
  }
}

/**
 * The same typing over HTTP/2, as the host serves the site: every file a
 * keystroke needs is requested at once instead of six at a time.
 */
export async function measureTypingOverHttp2(siteDir: string, typedQueries: readonly string[]): Promise<Typing> {
  assertChromium();
  const stop = await serveStatic(siteDir, 'build', HTTP2_PORT, {http2: true});
  // The certificate is made for this run only; nothing else is loaded in this browser.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  try {
    const typing: Typing = {keystrokes: [], unchanged: 0};
    for (const query of typedQueries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPage(page, `https://127.0.0.1:${HTTP2_PORT}`);
      await openModal(page);
      await typeQuery(page, query, typing);
      await context.close();
    }
    return typing;
  } finally {
    await browser.close();
    stop();
  }
}
