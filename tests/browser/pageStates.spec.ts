// cspell:ignore reciepts
import type {Page} from '@playwright/test';
import {test, expect, open, waitForHydration} from './fixtures';
import {listDocs} from '../../scripts/lib/docs-inventory.mjs';
import {siteDir} from '../support/siteDir';

/**
 * Records the layout shift Chromium reports (as CLS sums it) from the start
 * of the next page load; `read` returns the total so far.
 */
async function recordLayoutShift(page: Page): Promise<{read: () => Promise<number>}> {
  // On a phone the suggestions are tallest, so a jump of them shifts the most.
  await page.setViewportSize({width: 390, height: 844});
  await page.addInitScript(() => {
    const state = window as unknown as {shift: number};
    state.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  return {read: () => page.evaluate(() => (window as unknown as {shift: number}).shift)};
}

/** Waits until the live suggestions have replaced 404.html's (their search link names the path's words). */
async function liveSuggestions(page: Page) {
  const suggested = page.getByRole('navigation', {name: 'Suggested pages'});
  await expect(suggested.getByRole('link', {name: 'Search the docs for this page'})).toHaveAttribute('href', /q=/);
  return suggested;
}

test.describe('an unknown path', () => {
  test.use({allowConsoleErrors: /Failed to load resource: .* 404/});

  test('shows the not-found page, which does not move while its suggestions come alive', async ({page}) => {
    const shift = await recordLayoutShift(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    // The layout's default title must not win over the page's own.
    await expect(page).toHaveTitle(/^Page Not Found \| /);
    await expect((await liveSuggestions(page)).getByRole('link')).toHaveCount(5);
    expect(await shift.read()).toBeLessThanOrEqual(0.01);
  });
});

test.describe('an unknown path under an API version', () => {
  // The one 404.html is rendered for no version; a hydration mismatch
  // (React's error #418) would fail the test.
  test.use({allowConsoleErrors: /Failed to load resource: .* 404/});

  test('offers a search for the words of the path, in that version, without moving', async ({page}) => {
    const shift = await recordLayoutShift(page);
    await page.goto('/api/1.1/zkvm/reciepts');
    await waitForHydration(page);
    const suggested = await liveSuggestions(page);
    // Once hydrated, the version menu names the path's version, not 404.html's.
    await expect(page.locator('.navbar__items--right .dropdown > .navbar__link').first()).toHaveText('1.1');
    expect(await shift.read()).toBeLessThanOrEqual(0.01);
    await suggested.getByRole('link', {name: 'Search the docs for this page'}).click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('reciepts');
    await expect(page.getByLabel('API version')).toHaveValue('1.1');
    await expect(page.locator('main a[href^="/api/1.1/zkvm/receipts"]').first()).toBeVisible();
  });
});

test('/tech_faq redirects to /faq', async ({page}) => {
  await page.goto('/tech_faq');
  await page.waitForURL(/\/faq\/?$/);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Frequently Asked Questions');
});

test.describe('paths ending in .html', () => {
  // The static HTML of another path is hydrated into the clean path's page.
  test.use({allowConsoleErrors: /Minified React error #418|Failed to load resource: .* 404/});

  for (const variant of ['/faq.html', '/faq/index.html', '/api/zkvm/install.html']) {
    test(`${variant} shows the page of its clean path`, async ({page}) => {
      await open(page, variant);
      const expected = variant.startsWith('/faq') ? 'Frequently Asked Questions' : 'Installation';
      await expect(page.locator('h1').first()).toHaveText(expected);
    });
  }
});

test.describe('a page that crashes while rendering', () => {
  test.use({allowConsoleErrors: /Fixture crash requested by the test|The above error occurred/});

  test('shows "This page crashed." with the error, its cause and Try again', async ({page}) => {
    await open(page, '/tests/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('Fixture crash requested by the test')).toBeVisible();
    await expect(page.getByText('Deliberate cause')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Crash this page'})).toBeVisible();
  });
});

test.describe('lazily loaded content', () => {
  test.use({allowConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});
  const CHUNK = '**/assets/js/lazy-panel-fixture*.js';

  test('shows a spinner only after 200 ms, then the content', async ({page}) => {
    await page.route(CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as {loaderAt?: number};
      new MutationObserver(() => {
        if (w.loaderAt === undefined && document.getElementById('loader')) w.loaderAt = performance.now();
      }).observe(document, {childList: true, subtree: true});
    });
    await open(page, '/tests/lazy-loading');
    await expect(page.locator('#loader')).toBeVisible();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    await expect(page.locator('#loader')).toHaveCount(0);
    // From the request for the chunk to the spinner, on the page's clock.
    const delay = await page.evaluate(() => {
      const chunk = performance.getEntriesByType('resource').find((entry) => entry.name.includes('lazy-panel-fixture'));
      return (window as unknown as {loaderAt: number}).loaderAt - (chunk?.startTime ?? Number.NaN);
    });
    expect(delay).toBeGreaterThanOrEqual(195);
  });

  test('shows the error in a red box with Retry, and Retry loads it', async ({page}) => {
    let fail = true;
    await page.route(CHUNK, (route) => (fail ? route.abort() : route.continue()));
    await open(page, '/tests/lazy-loading');
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    const box = retry.locator('xpath=../..');
    await expect(box).toContainText(/Loading chunk .* failed/);
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 56, 62)');
    fail = false;
    await retry.click();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
  });
});

test.describe('a site served under the wrong base URL', () => {
  test.use({allowConsoleErrors: /Failed to load resource/});

  test('shows the base-URL warning banner', async ({page}) => {
    // With a wrong baseUrl neither scripts nor styles are found.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  });
});

// A fixture outline, so the test holds whether or not real outlines remain;
// the finished page is any finished page of the latest version.
const finishedPage = listDocs(siteDir).find((doc) => doc.version === '1.2' && doc.frontMatter.status !== 'outline');

test('outline pages tell readers the page is being written; finished pages do not', async ({page}) => {
  await open(page, '/tests/outline-page');
  await expect(page.getByText('This page is being written')).toBeVisible();
  expect(finishedPage, 'a finished page of 1.2').toBeDefined();
  await open(page, finishedPage?.route === '' ? '/api' : `/api/${finishedPage?.route}`);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByText('This page is being written')).toHaveCount(0);
});
