// A query that matches nothing, on purpose.
// cspell:ignore qwxzvq
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {fileSizes} from '../../scripts/lib/startupAssets';
import {siteDir} from '../support/siteDir';
import {test, expect, open, waitForHydration} from './fixtures';

/** The build these tests are served (baseURL: build-test). */
const BUILD_TEST_DIR = path.join(siteDir, 'build-test');
/** What the first search may transfer, gzip: the search code and the index parts its query needs. */
const FIRST_SEARCH_BUDGET = 150 * 1024;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('search modal', () => {
  test('opens from the button, Ctrl+K and /, and closes with Escape', async ({page}) => {
    await open(page, '/api/zkvm/install');
    await page.locator('.DocSearch-Button').click();
    await expect(modal(page)).toBeVisible();
    // DocSearch's stylesheet came with the modal's code.
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    // Keyboard readers continue from where they opened it.
    await expect(page.locator('.DocSearch-Button')).toBeFocused();

    // Opened with the shortcut from a link in the page, Escape returns to that link.
    const link = page.locator('article .markdown a[href]').first();
    await link.focus();
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(link).toBeFocused();

    await page.locator('main').click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('shows the shortcut on keys that hold it, without the button changing width', async ({page}) => {
    // The button's width as parsed, before the scripts (deferred) run and the keys appear.
    await page.addInitScript(`document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        window.parsedButtonWidth = document.querySelector('.DocSearch-Button').getBoundingClientRect().width;
    });`);
    await open(page, '/api/zkvm/install');
    const keys = page.locator('.DocSearch-Button-Key');
    await expect(keys).toHaveText(['Ctrl', 'K']);
    for (const key of await keys.all()) {
      expect(await key.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const widths = await page.evaluate(() => ({
      parsed: (window as unknown as {parsedButtonWidth: number}).parsedButtonWidth,
      live: document.querySelector('.DocSearch-Button')!.getBoundingClientRect().width,
    }));
    expect(widths.live).toBe(widths.parsed);
  });

  test('limits the query to 64 characters', async ({page}) => {
    await open(page, '/');
    await openWithShortcut(page);
    await input(page).pressSequentially('x'.repeat(70));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('shows grouped results from the embedded index and opens one without a reload', async ({page}) => {
    await open(page, '/api/zkvm/install');
    await page.evaluate(() => {
      (window as unknown as {marker: boolean}).marker = true;
    });
    await openWithShortcut(page);
    const started = Date.now();
    await input(page).fill('receipts');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // Reported for information; the budget itself is checked by the benchmark.
    test.info().annotations.push({type: 'first results (ms)', description: String(Date.now() - started)});
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    // Grouped by section, at most 5 hits a group.
    const groupSizes = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
    expect(groupSizes.length).toBeGreaterThan(1);
    expect(Math.max(...groupSizes)).toBeLessThanOrEqual(5);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/api\/zkvm\/receipts/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/zkvm\/receipts/);
    await expect(page.locator('h1')).toHaveText('Receipts');
    expect(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker)).toBe(true);
  });

  test('keeps recent and favorite searches across reloads', async ({page}) => {
    await open(page, '/');
    await openWithShortcut(page);
    await input(page).fill('receipts');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/\/api\/zkvm\/receipts/);

    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hit', {hasText: 'Receipts'}).first();
    await expect(recent).toBeVisible();
    await recent.hover();
    await recent.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await expect(page.locator('.DocSearch-Hit', {hasText: 'Receipts'}).first()).toBeVisible();
  });

  for (const [width, words] of [
    [1280, 10],
    [768, 5],
  ] as const) {
    test(`cuts snippets to ${words} words on a ${width} px screen`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await open(page, '/api/zkvm/install');
      await page.locator('.DocSearch-Button').click();
      await input(page).fill('cryptographic assumptions');
      const snippets = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title');
      await expect(snippets.first()).toBeVisible();
      const counts = await snippets.evaluateAll((nodes) =>
        // Words, as the snippet counts them: separators such as "·" are not words.
        nodes.map((node) => (node.textContent ?? '').split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length),
      );
      expect(Math.max(...counts)).toBeLessThanOrEqual(words);
      // Long enough content exists, so the limit is what cut it.
      expect(Math.max(...counts)).toBeGreaterThan(words - 3);
    });
  }

  test('says when nothing matches and offers suggestions and a way to report it', async ({page}) => {
    await open(page, '/');
    await openWithShortcut(page);
    await input(page).fill('qwxzvq');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new/);
  });

  test('searches the docs version of the page and the root docs', async ({page}) => {
    await open(page, '/api/0.20/zkvm/install');
    await openWithShortcut(page);
    await input(page).fill('install');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    const api = hrefs.filter((href) => href.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((href) => !href.startsWith('/api/0.20/'))).toEqual([]);
  });

  test('shows page text as text, never as markup', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await open(page, '/');
    await openWithShortcut(page);
    await input(page).fill('zebrafinch');
    const hit = page.locator('.DocSearch-Hit', {hasText: 'onerror'}).first();
    await expect(hit).toBeVisible();
    await expect(hit).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});

test('a first search fetches only the parts of the index its query needs', async ({page}) => {
  await open(page, '/');
  const fetched: string[] = [];
  page.on('requestfinished', async (request) => {
    // Route chunks Docusaurus prefetches for links on the page are not the search's.
    if ((await request.headerValue('sec-purpose'))?.includes('prefetch')) return;
    fetched.push(new URL(request.url()).pathname);
  });
  await openWithShortcut(page);
  await input(page).fill('how do I verify a receipt');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const bytes = fetched
    .filter((pathname) => /\.(js|json)$/.test(pathname))
    .reduce((total, pathname) => total + fileSizes(path.join(BUILD_TEST_DIR, pathname)).gzip, 0);
  expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
  const indexFiles = fetched.filter((pathname) => pathname.startsWith('/assets/search/'));
  const allIndexFiles = readdirSync(path.join(BUILD_TEST_DIR, 'assets/search'), {recursive: true}).filter((name) =>
    String(name).endsWith('.json'),
  );
  expect(indexFiles.length).toBeGreaterThan(0);
  expect(indexFiles.length).toBeLessThan(allIndexFiles.length / 10);
});

test('shows the stalled state while the index is slow to arrive', async ({page}) => {
  await page.route('**/assets/js/search-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await open(page, '/');
  await openWithShortcut(page);
  await input(page).fill('receipts');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

test.describe('when the index cannot load', () => {
  test.use({allowConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk|search index/});

  // The head of a version (a script chunk) and a part of the index (a file) fail the same way.
  for (const [what, files] of [
    ['the head of a version', '**/assets/js/search-*.js'],
    ['a part of the index', '**/assets/search/**'],
  ] as const) {
    test(`shows the network error when ${what} cannot load, and a later search tries again`, async ({page}) => {
      let fail = true;
      await page.route(files, (route) => (fail ? route.abort() : route.continue()));
      await open(page, '/');
      await openWithShortcut(page);
      await input(page).fill('receipts');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
      fail = false;
      await input(page).fill('receipt');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });
  }
});

test.describe('search page', () => {
  test('lists 20 results a page for the query in the URL', async ({page}) => {
    await open(page, '/search?q=receipt');
    await expect(page.locator('h1')).toContainText('receipt');
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await page.getByRole('navigation', {name: 'Result pages'}).getByRole('button', {name: 'Next'}).click();
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  });

  test('searches the API version picked by the reader', async ({page}) => {
    await open(page, '/search?q=bonsai&version=0.19');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const hrefs = await page
      .locator('main ol > li h2 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.startsWith('/api/') && !href.startsWith('/api/0.19/'))).toEqual([]);
  });

  test('says when nothing matches, for a query cut to the 64 characters of the input', async ({page}) => {
    const typed = `qwxzvq ${'z'.repeat(70)}`;
    await open(page, `/search?q=${typed}`);
    await expect(page.getByText('No results for')).toBeVisible();
    // The URL's query is longer than the input takes: the page searches what the input shows.
    await expect(page.locator('main input[name="q"]')).toHaveValue(typed.slice(0, 64));
    await expect(page.locator('h1')).toHaveText(`Search results for “${typed.slice(0, 64)}”`);
    await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
  });
});
