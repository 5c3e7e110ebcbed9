import {test, expect, open} from './fixtures';

// Formulas reach the browser once: a page opened from its URL takes them from
// its own HTML, and a page reached by client-side navigation loads them as a
// chunk of their own before it shows (src/components/StaticMath).

/** Formula elements of the page, and how many of them are empty. */
function formulas(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('[data-static-math]')];
    return {count: all.length, empty: all.filter((element) => element.innerHTML === '').length};
  });
}

test('a math page opened from its URL carries its formulas once, in its HTML', async ({page}) => {
  await open(page, '/reference-docs/about-fri');
  const found = await formulas(page);
  expect(found.count).toBeGreaterThan(100);
  expect(found.empty).toBe(0);
  // KaTeX's markup (every formula has a katex-html part) is in no script loaded before hydration.
  const startup = await page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('docs:hydrated')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt && entry.name.endsWith('.js'))
      .map((entry) => entry.name);
  });
  expect(startup.length).toBeGreaterThan(0);
  const bodies = await Promise.all(startup.map(async (url) => [url, await (await page.request.get(url)).text()]));
  expect(bodies.filter(([, body]) => body?.includes('katex-html')).map(([url]) => url)).toEqual([]);
});

test('a math page reached from another page shows its formulas whole from its first frame', async ({page}) => {
  await open(page, '/proof-system/stark-by-hand');
  // Record every formula element the router inserts, as it is inserted.
  await page.evaluate(() => {
    const state = window as unknown as {emptyOnInsert: number};
    state.emptyOnInsert = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const inserted = [node, ...node.querySelectorAll('[data-static-math]')];
          state.emptyOnInsert += inserted.filter((e) => e.matches('[data-static-math]') && e.innerHTML === '').length;
        }
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('.menu__link[href="/reference-docs/about-fri"]').first().click();
  await expect(page).toHaveURL(/\/reference-docs\/about-fri$/);
  await expect(page.locator('article h1')).toHaveText(/FRI/);
  expect(await formulas(page)).toMatchObject({empty: 0});
  expect(await page.evaluate(() => (window as unknown as {emptyOnInsert: number}).emptyOnInsert)).toBe(0);

  // Back to the page opened first: its formulas come back whole.
  await page.goBack();
  await expect(page).toHaveURL(/\/proof-system\/stark-by-hand$/);
  await expect(page.locator('article h1')).toBeVisible();
  const back = await formulas(page);
  expect(back.count).toBeGreaterThan(300);
  expect(back.empty).toBe(0);
});
