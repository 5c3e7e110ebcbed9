import type {Page} from '@playwright/test';
import {PAGE_END_ID} from '../../src/plugins/first-paint';
import {test, expect, open, openNavbarDropdown} from './fixtures';

test.describe('navbar', () => {
  test('shows the four sections on the left, in order', async ({page}) => {
    await open(page, '/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
    await expect(left).toHaveText(['Documentation', 'Terminology', 'FAQ', 'Education Hub']);
    await expect(left.first()).toHaveAttribute('href', /^\/api\/?$/);
  });

  test('highlights only the section the reader is in', async ({page}) => {
    const active = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link--active');
    for (const [route, label] of [
      ['/faq', 'FAQ'],
      ['/terminology', 'Terminology'],
      ['/api/zkvm/install', 'Documentation'],
      ['/reference-docs/about-fri', 'Education Hub'],
    ] as const) {
      await open(page, route);
      await expect(active, route).toHaveText([label]);
    }
  });

  test('shows the version dropdown, Blog, GitHub and Community on the right, in order', async ({page}) => {
    await open(page, '/');
    const right = page.locator('.navbar__items--right > .navbar__item');
    await expect(right.nth(0)).toContainText('1.2');
    await expect(right.nth(1)).toHaveText('Blog');
    await expect(right.nth(2)).toHaveText('GitHub');
    await expect(right.nth(3).locator('> .navbar__link')).toHaveText('Community');
  });

  test('opens the Community dropdown with its five links', async ({page}) => {
    await open(page, '/');
    const community = await openNavbarDropdown(page, 'Community');
    await expect(community.locator('.dropdown__menu a')).toHaveText([
      'Discord',
      'Twitter',
      'YouTube',
      'Stack Overflow',
      "Contributor's Guide",
    ]);
  });

  test('fits on one line at every desktop width, the site still named', async ({page}) => {
    // "Next" is the widest version label. From 997 px the desktop navbar shows every item.
    for (const width of [997, 1150, 1200, 1280, 1340]) {
      await page.setViewportSize({width, height: 800});
      await open(page, '/api/next/zkvm/install');
      const layout = await page.evaluate(() => {
        const inner = document.querySelector('.navbar__inner');
        const items = [...document.querySelectorAll<HTMLElement>('.navbar__brand, .navbar__item')];
        const title = document.querySelector<HTMLElement>('.navbar__title');
        return {
          overflow: inner ? inner.scrollWidth - inner.clientWidth : -1,
          tallest: Math.max(...items.map((item) => item.getBoundingClientRect().height)),
          titleCut: title ? title.scrollWidth > title.clientWidth + 1 && title.clientWidth > 1 : true,
          name: document.querySelector('.navbar__brand')?.textContent?.trim(),
        };
      });
      expect(layout.overflow, `navbar overflow at ${width} px`).toBeLessThanOrEqual(0);
      expect(layout.tallest, `an item wraps at ${width} px`).toBeLessThanOrEqual(40);
      expect(layout.titleCut, `the site title is cut short at ${width} px`).toBe(false);
      expect(layout.name).toBe('Developer Docs');
    }
  });

  test('lists every API version in the version dropdown', async ({page}) => {
    await open(page, '/api');
    const dropdown = await openNavbarDropdown(page);
    await expect(dropdown.locator('.dropdown__menu a')).toHaveText([
      'Next',
      '1.2',
      '1.1',
      '1.0',
      '0.21',
      '0.20',
      '0.19',
      '0.18',
    ]);
  });
});

test('footer has two link columns and a 2024 copyright line', async ({page}) => {
  await open(page, '/');
  await expect(page.locator('.footer__col')).toHaveCount(2);
  await expect(page.locator('.footer__copyright')).toContainText('© 2024');
});

test('table of contents lists level 2 and 3 headings only', async ({page}) => {
  await open(page, '/tests/markdown-features');
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', {name: 'Level three heading'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Math'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Level four heading'})).toHaveCount(0);
});

test('table of contents keeps the section being read in view on a page with 70 entries', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, '/faq');
  const list = page.locator('.theme-doc-toc-desktop');
  const active = list.locator('.table-of-contents__link--active');
  // Down the page, to its end, and back up: the list scrolls both ways.
  for (const fraction of [0.5, 1, 0.2]) {
    await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), fraction);
    await expect(async () => {
      const [box, entry] = await Promise.all([list.boundingBox(), active.boundingBox()]);
      expect(box && entry && entry.y >= box.y && entry.y + entry.height <= box.y + box.height).toBe(true);
    }).toPass();
  }
});

test.describe('sidebar', () => {
  // Docusaurus' desktop breakpoint is 996 px: wider viewports are desktop.
  test('is permanent on desktop widths', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await open(page, '/api/zkvm/install');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('.navbar__toggle')).toBeHidden();
  });

  test('becomes a drawer up to 996 px, closing at desktop width and on back navigation', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await open(page, '/api/zkvm/install');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    const drawer = page.locator('.navbar-sidebar');

    await page.locator('.navbar__toggle').click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

    await page.setViewportSize({width: 600, height: 800});
    await expect(page.locator('.navbar__toggle')).toBeVisible();
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await drawer.getByRole('link', {name: 'Quick Start'}).first().click();
    await expect(page).toHaveURL(/\/api\/zkvm\/quickstart$/);
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

    // A version picked in the drawer opens that version's page with the drawer closed.
    await page.locator('.navbar__toggle').click();
    await drawer.getByRole('button', {name: '← Back to main menu'}).click();
    // The dropdown opens by itself when it holds the current page's version
    // (Docusaurus expands it in an effect), so expand it only while it is shut.
    const versions = drawer.locator('.menu__list-item', {has: page.getByRole('button', {name: 'Versions'})});
    const version10 = versions.getByRole('link', {name: '1.0', exact: true});
    await expect(async () => {
      if (!(await version10.isVisible())) await versions.getByRole('button', {name: 'Expand the dropdown'}).click();
      await expect(version10).toBeVisible({timeout: 1000});
    }).toPass();
    await version10.click();
    await expect(page).toHaveURL(/\/api\/1\.0\/zkvm\/quickstart$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('route changes', () => {
  test('load the next page without a full reload and scroll to the top', async ({page}) => {
    await open(page, '/api/zkvm/install');
    await page.evaluate(() => {
      (window as unknown as {marker: boolean}).marker = true;
      window.scrollTo(0, 400);
    });
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Quick Start'}).click();
    await expect(page.locator('h1')).toHaveText('Quick Start');
    expect(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('scroll to the hash target', async ({page}) => {
    await open(page, '/');
    await page.goto('/api/zkvm/install#check-the-installation');
    await expect(page.locator('#check-the-installation')).toBeInViewport();
  });

  test('scroll to a heading of the next page that appears only after it has rendered', async ({page}) => {
    await open(page, '/api/zkvm/install');
    // The router goes to a heading the receipts page does not have yet, as
    // when a part of a page is revealed late.
    await page.evaluate(() => {
      history.pushState(null, '', '/api/zkvm/receipts#shown-late');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('Receipts');
    // Two frames: the page has been laid out and the hold has looked for the heading once.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() => {
      const spacer = () => Object.assign(document.createElement('div'), {style: 'height: 2000px'});
      const heading = Object.assign(document.createElement('h2'), {id: 'shown-late', textContent: 'Shown late'});
      document.querySelector('article')?.append(spacer(), heading, spacer());
    });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const heading = document.getElementById('shown-late')!;
          return Math.abs(
            heading.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(heading).scrollMarginTop),
          );
        }),
      )
      .toBeLessThanOrEqual(1);
  });

  test('show the progress bar when the next page takes longer than 200 ms', async ({page}) => {
    await open(page, '/api/zkvm/install');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
    // Measure in the page: from the click to the bar's insertion.
    await page.evaluate(() => {
      const w = window as unknown as {clickedAt?: number; barAt?: number};
      document.addEventListener('click', () => (w.clickedAt = performance.now()), {capture: true});
      new MutationObserver(() => {
        if (w.barAt === undefined && document.getElementById('nprogress')) w.barAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Receipts'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    const delay = await page.evaluate(() => {
      const w = window as unknown as {clickedAt: number; barAt: number};
      return w.barAt - w.clickedAt;
    });
    expect(delay).toBeGreaterThanOrEqual(200);
    await expect(page.locator('h1')).toHaveText('Receipts');
  });

  test.describe('when the next page cannot load', () => {
    test.use({allowConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

    test('reload the page fully', async ({page}) => {
      await open(page, '/api/zkvm/install');
      await page.evaluate(() => {
        (window as unknown as {marker: boolean}).marker = true;
      });
      await page.route('**/assets/js/*.js', (route) => route.abort());
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Host Code 101'}).click();
      await page.waitForURL(/host-code-101$/);
      await expect(page.locator('h1')).toHaveText('Host Code 101');
      expect(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker)).toBeUndefined();
    });
  });
});

test.describe('first paint while the HTML is still arriving', () => {
  /**
   * When the first frame was painted and when the end of the page was parsed,
   * for a page whose HTML arrives slowly (about 2.8 s for /terminology)
   * while its stylesheet and scripts come from the cache. The first paint
   * comes at about 0.6 s; at a stream of about one second, a busy CI machine
   * once painted 26 ms after the end was parsed.
   */
  async function firstPaintOf(page: Page, path: string): Promise<{paint: number; pageEnd: number}> {
    // Data-saver mode turns off link prefetching: the home page would
    // otherwise fetch its links' chunks (about 340 KB) in idle time, which on
    // a busy machine comes after the throttling below, and the slow HTML then
    // waits behind them (a 30 s timeout in CI).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        get: () => ({effectiveType: '4g', saveData: true, addEventListener() {}, removeEventListener() {}}),
      });
    });
    await open(page, '/');
    await page.addInitScript((pageEndId) => {
      const state = window as unknown as {pageEndAt?: number};
      new MutationObserver((_, observer) => {
        if (!document.getElementById(pageEndId)) return;
        state.pageEndAt = performance.now();
        observer.disconnect();
      }).observe(document, {childList: true, subtree: true});
    }, PAGE_END_ID);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 20_000,
      uploadThroughput: 1_000_000,
    });
    await page.goto(path, {waitUntil: 'commit'});
    await page.waitForFunction(
      () => performance.getEntriesByName('first-paint').length > 0 && document.readyState !== 'loading',
    );
    return page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]!.startTime,
      pageEnd: (window as unknown as {pageEndAt?: number}).pageEndAt ?? Number.NaN,
    }));
  }

  test('comes before the whole page is parsed on a plain load', async ({page}) => {
    const {paint, pageEnd} = await firstPaintOf(page, '/terminology');
    expect(paint).toBeLessThan(pageEnd);
  });

  test('waits for the whole page when the URL names a heading, which is then in place', async ({page}) => {
    const {paint, pageEnd} = await firstPaintOf(page, '/terminology#image-id');
    expect(paint).toBeGreaterThanOrEqual(pageEnd);
    await expect(page.locator('#image-id')).toBeInViewport();
  });
});

test.describe('link prefetching', () => {
  async function prefetchCount(page: import('@playwright/test').Page, effectiveType: string, saveData: boolean) {
    await page.addInitScript(
      ([type, save]) => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          get: () => ({effectiveType: type, saveData: save, addEventListener() {}, removeEventListener() {}}),
        });
      },
      [effectiveType, saveData] as const,
    );
    await open(page, '/api/zkvm/install');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Receipts'}).hover();
    await page.waitForTimeout(500);
    return page.locator('link[rel="prefetch"]').count();
  }

  test('prefetches linked pages on a fast connection', async ({page}) => {
    expect(await prefetchCount(page, '4g', false)).toBeGreaterThan(0);
  });

  test('skips prefetching on 2g', async ({page}) => {
    expect(await prefetchCount(page, '2g', false)).toBe(0);
  });

  test('skips prefetching in data-saver mode', async ({page}) => {
    expect(await prefetchCount(page, '4g', true)).toBe(0);
  });
});
