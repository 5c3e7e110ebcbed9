import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {BUILD_DIR} from '../support/buildOutput';
import {matrixRoutes, readPageMatrix} from '../support/pageMatrix';
import {PRODUCTION_PORT} from '../support/ports';
import {anchorTargetsOf, type AnchorTargets} from '../support/pageHeadings';
import {measureStartup, type StartupAsset} from '../../scripts/lib/startupAssets';
import {startUpBudgetOf, START_UP_ANNOTATION} from '../support/startupBudget';

// One visit per page and screen width gathers every per-page check of the
// production build (`npm run build`):
// - the page loads offline, hydrates without a recoverable error, has a title
//   and does not shift while it loads and settles;
// - what it fetches before it is interactive stays within the start-up budget;
// - every way of reaching a heading leaves it where Docusaurus scrolls
//   headings to, just below the navbar, once the page has settled: loading
//   the page with the #hash, its table-of-contents entry, a link from another
//   page (client-side navigation), and back and forward.
const origin = `http://127.0.0.1:${PRODUCTION_PORT}`;

/** How far (px) a heading may sit from its scroll position. */
const LANDING_TOLERANCE = 4;

const WIDTHS = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
} as const;
type Width = keyof typeof WIDTHS;

/** Chunks that must load after start-up, on the pages that use them. */
const DEFERRED_CHUNK =
  /\/(?:code-block|docsearch-modal|not-found-suggestions|search-[\w.-]+|widget-[\w-]+)\.[0-9a-f]+\.js$/;
/** Library code recognised by its content, whatever its chunk is called. */
const DEFERRED_LIBRARIES: [string, string][] = [
  ['Mermaid', 'flowchart-v2'],
  ['KaTeX', 'KaTeX parse error'],
];

function deferredCodeIn(asset: StartupAsset): string | null {
  if (DEFERRED_CHUNK.test(asset.path)) return asset.path;
  if (asset.kind !== 'js') return null;
  const source = readFileSync(path.join(BUILD_DIR, asset.path), 'utf8');
  const library = DEFERRED_LIBRARIES.find(([, marker]) => source.includes(marker));
  return library ? `${library[0]} in ${asset.path}` : null;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

type Window = {
  page: Page;
  width: Width;
  problems: string[];
  /** Turns the HTTP cache off (a load then costs what a first visit costs) or on. */
  setCacheDisabled: (disabled: boolean) => Promise<unknown>;
  close: () => Promise<void>;
};

/**
 * A browser window at one width, reused from page to page. It records
 * console errors and requests that leave 127.0.0.1.
 */
async function openWindow(browser: Browser, width: Width): Promise<Window> {
  const context = await browser.newContext({viewport: WIDTHS[width]});
  const problems: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`request beyond 127.0.0.1: ${url}`);
    }
  });
  // Layout shift not caused by the reader (Chromium's layout-shift entries, as
  // CLS sums them): fonts arriving late or widgets growing would show here.
  // What moved is kept too, so a failure names it.
  await context.addInitScript(() => {
    type Source = {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]};
    const state = window as unknown as {layoutShift: number; shifted: string[]};
    state.layoutShift = 0;
    state.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.layoutShift += entry.value;
        for (const {node, previousRect: from, currentRect: to} of entry.sources) {
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : '#text';
          state.shifted.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} y ${from.y}→${to.y}, height ${from.height}→${to.height}`,
          );
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Docusaurus reports React's recoverable errors (hydration mismatches among
  // them) with console.error, so this catches them too.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    page,
    width,
    problems,
    setCacheDisabled: (cacheDisabled) => cdp.send('Network.setCacheDisabled', {cacheDisabled}),
    close: () => context.close(),
  };
}

/** Fails softly on what the window recorded while on `route`, and forgets it. */
function expectNoProblems(window: Window, route: string): void {
  expect.soft(window.problems, `console errors and outside requests on ${route} (${window.width})`).toEqual([]);
  window.problems.length = 0;
}

/**
 * Waits until the page has settled: no font loading, widgets and diagrams near
 * the screen live, and the scroll position and page height unchanged for three
 * frames in a row (at most five seconds). Font loading is checked on every
 * frame, not once: KaTeX's fonts start loading only when a layout first needs
 * them, which can be after `document.fonts.ready` has resolved.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const started = performance.now();
      let last = '';
      let stillFrames = 0;
      const nearScreen = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return rect.bottom > -innerHeight && rect.top < 2 * innerHeight;
      };
      const tick = () => {
        const pending =
          document.fonts.status === 'loading' ||
          [...document.querySelectorAll('[data-widget-state="static"]')].some(nearScreen) ||
          [...document.querySelectorAll('[data-diagram]:not(:has(svg))')].some(nearScreen);
        const state = `${scrollX},${scrollY},${document.documentElement.scrollHeight},${pending}`;
        stillFrames = state === last && !pending ? stillFrames + 1 : 0;
        last = state;
        if (stillFrames >= 3 || performance.now() - started > 5_000) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  });
}

type Landing = {id: string; top: number | null; expected: number; atBottom: boolean; viewport: number};

/** Where the heading with this id sits, and where Docusaurus scrolls headings to. */
function landingOf(page: Page, id: string): Promise<Landing> {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    const maxScroll = document.documentElement.scrollHeight - innerHeight;
    return {
      id: target,
      top: element ? element.getBoundingClientRect().top : null,
      expected: element ? Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0 : 0,
      atBottom: scrollY >= maxScroll - 1,
      viewport: innerHeight,
    };
  }, id);
}

/** True when the heading is at its scroll position, or as close as the end of the page allows. */
function landed({top, expected, atBottom, viewport}: Landing): boolean {
  if (top === null) return false;
  if (Math.abs(top - expected) <= LANDING_TOLERANCE) return true;
  // A heading near the end of a page cannot reach the top: it must be on screen.
  return atBottom && top > expected && top < viewport - 20;
}

async function expectLanded(page: Page, route: string, step: string, id: string): Promise<void> {
  // A link to another page: the old page stays until the new one's chunks have loaded.
  await page
    .waitForFunction((target) => document.getElementById(target) !== null, id, {timeout: 10_000})
    .catch(() => undefined);
  await settle(page);
  const landing = await landingOf(page, id);
  const where =
    landing.top === null ? 'missing' : `${Math.round(landing.top)} px from the top, expected ${landing.expected}`;
  expect.soft(landed(landing), `${route}: ${step} #${id} is ${where}`).toBe(true);
}

const hashOf = (id: string) => `#${encodeURIComponent(id)}`;

/** The most layout shift a page may show while it loads and settles (Lighthouse's CLS target). */
const LAYOUT_SHIFT_LIMIT = 0.01;

/** Checks, on a page that has settled after loading, that nothing on screen moved by itself. */
async function expectStillOnLoad(page: Page, route: string, width: Width): Promise<void> {
  const {shift, shifted} = await page.evaluate(() => {
    const state = window as unknown as {layoutShift: number; shifted: string[]};
    return {shift: state.layoutShift, shifted: state.shifted};
  });
  expect
    .soft(shift, `layout shift while ${route} loaded (${width}): ${shifted.join('; ')}`)
    .toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT);
}

/** A link in the page's prose to a heading of another page, if there is one. */
async function crossPageAnchorLink(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('article .markdown a[href*="#"]')];
    // A reader can only follow a link they can see (not one inside a closed <details>).
    const link = links.find((a) => {
      if (a.getClientRects().length === 0) return false;
      const url = new URL(a.href);
      return url.origin === location.origin && url.pathname !== location.pathname && url.hash.length > 1;
    });
    return link ? link.getAttribute('href') : null;
  });
}

/**
 * Follows links to headings the ways a reader does, starting from a page
 * loaded at `route#deep`. `fallback` is another page's heading, reached through
 * the router's history when the page's prose links to no other page's heading.
 */
async function followAnchors(
  page: Page,
  route: string,
  width: Width,
  targets: AnchorTargets,
  fallback: string,
): Promise<void> {
  await expectLanded(page, route, `${width}, loaded with`, targets.deep); // settles the page
  await expectStillOnLoad(page, route, width);

  // The table of contents: beside the page on a desktop, "On this page" on a phone.
  // A click aimed while the page still moves (the phone list opening) can miss; a reader
  // would click again, and so does the test, within a few seconds. Each try starts from
  // the top with no hash, so a click that half-worked before cannot leave the URL at
  // the target while the page stays where the next try scrolled it.
  const entry = page.locator(
    `.theme-doc-toc-${width === 'desktop' ? 'desktop' : 'mobile'} a[href="${hashOf(targets.middle)}"]`,
  );
  await expect(async () => {
    await page.evaluate(() => {
      history.replaceState(history.state, '', location.pathname + location.search);
      scrollTo(0, 0);
    });
    if (width === 'phone' && !(await entry.isVisible())) await page.locator('.theme-doc-toc-mobile button').click();
    await entry.click({timeout: 5_000});
    await page.waitForURL((url) => url.hash === hashOf(targets.middle), {timeout: 3_000});
  }).toPass({timeout: 20_000});
  await expectLanded(page, route, `${width}, table of contents to`, targets.middle);

  // A link in the prose to another page's heading, followed by the router.
  const link = await crossPageAnchorLink(page);
  const destination = new URL(link ?? fallback, page.url());
  if (link) {
    await page.locator(`article .markdown a[href="${link}"]`).filter({visible: true}).first().click();
  } else {
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, destination.href);
  }
  await page.waitForURL((url) => url.pathname === destination.pathname && url.hash === destination.hash);
  const targetId = decodeURIComponent(destination.hash.slice(1));
  const how = link ? 'link' : 'router';
  await expectLanded(page, route, `${width}, ${how} to ${destination.pathname}`, targetId);

  await page.goBack({waitUntil: 'commit'});
  await page.waitForURL((url) => url.hash === hashOf(targets.middle));
  await expectLanded(page, route, `${width}, back to`, targets.middle);

  await page.goForward({waitUntil: 'commit'});
  await page.waitForURL((url) => url.pathname === destination.pathname);
  await expectLanded(page, route, `${width}, forward to ${destination.pathname}`, targetId);
}

/** Opens the route on a desktop: start-up budget, title, and the anchor walk. */
async function checkDesktop(
  window: Window,
  route: string,
  targets: AnchorTargets | null,
  fallback: string,
): Promise<void> {
  const {page} = window;
  try {
    const url = origin + route + (targets ? hashOf(targets.deep) : '');
    // The window may already show this URL (the last walk ended there): start from a blank page.
    await page.goto('about:blank');
    // The start-up figures are a first visit's; the walk after it may use the cache.
    await window.setCacheDisabled(true);
    const report = await measureStartup(page, url, BUILD_DIR);
    await window.setCacheDisabled(false);
    const budget = startUpBudgetOf(route);
    const figures = `JS ${kb(report.js.gzip)} KB, CSS ${kb(report.css.gzip)} KB gzip`;
    test
      .info()
      .annotations.push({type: START_UP_ANNOTATION, description: `${route} ${report.js.gzip} ${report.css.gzip}`});
    expect.soft(report.js.gzip, `start-up JavaScript of ${route} (${figures})`).toBeLessThanOrEqual(budget.jsGzip);
    expect.soft(report.css.gzip, `start-up CSS of ${route} (${figures})`).toBeLessThanOrEqual(budget.cssGzip);
    expect
      .soft(report.assets.map(deferredCodeIn).filter(Boolean), `deferred code fetched at start-up by ${route}`)
      .toEqual([]);
    expect
      .soft(await renderBlockingElsewhere(page), `render-blocking requests to another origin from ${route}`)
      .toEqual([]);
    expect.soft(await unsizedImages(page), `images without width and height on ${route}`).toEqual([]);
    await expect.soft(page.locator('h1').first(), `title of ${route}`).not.toBeEmpty();
    if (targets) await followAnchors(page, route, 'desktop', targets, fallback);
    else {
      await settle(page);
      await expectStillOnLoad(page, route, 'desktop');
    }
  } finally {
    expectNoProblems(window, route);
  }
}

async function checkPhone(window: Window, route: string, targets: AnchorTargets, fallback: string): Promise<void> {
  const {page} = window;
  try {
    await page.goto('about:blank');
    await page.goto(origin + route + hashOf(targets.deep));
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await followAnchors(page, route, 'phone', targets, fallback);
  } finally {
    expectNoProblems(window, route);
  }
}

// One test per docs section (the root docs, each API version).
const matrix = readPageMatrix();
const groups: [string, string[]][] = [
  ['root docs, home and search', [...new Set(['/', ...matrix.root])]],
  ...matrix.api_versions_newest_first.map((version): [string, string[]] => [
    `API ${version}`,
    matrixRoutes({...matrix, root: [], api_versions_newest_first: [version]}),
  ]),
];

test.describe('every page of the production build', () => {
  // A click or a navigation that cannot happen fails its page at once
  // instead of waiting out the whole section's time.
  test.use({actionTimeout: 10_000, navigationTimeout: 20_000});

  for (const [name, routes] of groups) {
    test(name, async ({browser}) => {
      test.setTimeout(routes.length * 30_000);
      const targets = routes.map((route) => anchorTargetsOf(BUILD_DIR, route));
      // The page a router-followed link goes to: the section's next page with headings.
      const anchored = routes.flatMap((route, index) => {
        const found = targets[index];
        return found ? [{route, url: route + hashOf(found.deep)}] : [];
      });
      const otherPage = (route: string) => {
        const next = anchored[(anchored.findIndex((entry) => entry.route === route) + 1) % anchored.length];
        return next && next.route !== route ? next.url : '/faq#zkp';
      };
      const desktop = await openWindow(browser, 'desktop');
      const phone = await openWindow(browser, 'phone');
      try {
        for (const [index, route] of routes.entries()) {
          const own = targets[index] ?? null;
          // The two windows are independent: while one waits for frames, the other works.
          await Promise.all([
            checkDesktop(desktop, route, own, otherPage(route)),
            own ? checkPhone(phone, route, own, otherPage(route)) : undefined,
          ]);
        }
      } finally {
        await desktop.close();
        await phone.close();
      }
    });
  }
});

/** Stylesheets and synchronous scripts in <head> served by another origin. */
function renderBlockingElsewhere(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]'),
      ...document.querySelectorAll<HTMLScriptElement>('head script[src]:not([async]):not([defer])'),
    ]
      .map((element) => ('href' in element ? element.href : element.src))
      .filter((url) => new URL(url).origin !== location.origin),
  );
}

/** Images without a width and height in the markup (they shift the layout as they load). */
function unsizedImages(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.getAttribute('src')),
  );
}
