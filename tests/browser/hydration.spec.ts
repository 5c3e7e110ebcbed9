import {test, expect, open} from './fixtures';

// Hydration must adopt the server's DOM: the same nodes, the same text,
// nothing rendered twice. A mismatch React recovers from by drawing the page
// again would still pass most other tests, so this one compares nodes from
// before the scripts ran. (Recoverable errors themselves are caught on every
// page by everyPage.spec.ts, which fails on any console error.)

const PAGES = [
  '/',
  '/search',
  '/api/zkvm/quickstart',
  '/reference-docs/about-fri',
  '/reference-docs/about-finite-fields',
  '/proof-system/stark-by-hand',
];

/**
 * What each page is compared on: the title, prose, navigation and page
 * furniture. Not the right-hand navbar items: the colour-mode button is
 * meant to change when it comes alive. Widgets add their own paragraphs, so
 * only the prose's own paragraphs are counted.
 */
const SELECTORS = [
  'h1',
  'main p',
  '.navbar__brand',
  '.navbar__items:not(.navbar__items--right)',
  '.menu__link--active',
  '.table-of-contents',
  '.pagination-nav',
  'footer',
];

type StaticSnapshot = {nodes: (Element | null)[]; texts: (string | null)[]; paragraphs: number};

declare global {
  interface Window {
    __staticSnapshot?: StaticSnapshot;
  }
}

test.beforeEach(async ({page}) => {
  await page.addInitScript((selectors: string[]) => {
    // `interactive` comes when parsing ends, before the deferred scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const nodes = selectors.map((selector) => document.querySelector(selector));
      window.__staticSnapshot = {
        nodes,
        texts: nodes.map((node) => node?.textContent ?? null),
        paragraphs: document.querySelectorAll('.markdown > p').length,
      };
    });
  }, SELECTORS);
});

for (const route of PAGES) {
  test(`hydration keeps the static DOM of ${route}`, async ({page}) => {
    await open(page, route);
    const result = await page.evaluate((selectors: string[]) => {
      const snapshot = window.__staticSnapshot;
      if (!snapshot) return null;
      return selectors
        .map((selector, index) => {
          const before = snapshot.nodes[index] ?? null;
          const now = document.querySelector(selector);
          return {
            selector,
            present: before !== null,
            sameNode: before === now,
            sameText: (now?.textContent ?? null) === snapshot.texts[index],
          };
        })
        .concat([
          {
            selector: 'count of .markdown > p',
            present: true,
            sameNode: true,
            sameText: document.querySelectorAll('.markdown > p').length === snapshot.paragraphs,
          },
        ]);
    }, SELECTORS);

    expect(result, 'snapshot taken before the scripts ran').not.toBeNull();
    const compared = (result ?? []).filter((entry) => entry.present);
    // Every page has at least a title, prose, the navbar and the footer.
    expect(compared.length).toBeGreaterThanOrEqual(5);
    for (const entry of compared) {
      expect.soft(entry.sameNode, `${entry.selector} is the server's node`).toBe(true);
      expect.soft(entry.sameText, `${entry.selector} has the server's text`).toBe(true);
    }
  });
}
