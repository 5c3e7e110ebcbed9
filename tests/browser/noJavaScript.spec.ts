import {expect, test} from './fixtures';

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('pages are readable and plain links navigate', async ({page}) => {
    await page.goto('/api/zkvm/receipts');
    await expect(page.locator('article h1')).toHaveText('Receipts');
    await expect(page.locator('article pre code').first()).toBeVisible();
    // The sidebar and the pager are server-rendered links.
    await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/api/zkvm/composition"]').click();
    await expect(page).toHaveURL(/\/api\/zkvm\/composition$/);
    await expect(page.locator('article h1')).toHaveText('Proof Composition');
    await page.locator('.pagination-nav__link--prev').click();
    await expect(page).toHaveURL(/\/api\/zkvm\/receipts$/);
  });

  test('math is already rendered and widgets show their starting state', async ({page}) => {
    await page.goto('/reference-docs/about-fri');
    await expect(page.locator('.katex').first()).toBeVisible();
    const stepper = page.locator('section[aria-label="FRI folding stepper"]');
    // Playwright's text matchers skip <noscript>; without JavaScript it is plain content.
    expect(await stepper.locator('noscript').innerHTML()).toContain('turn on JavaScript');
    await expect(stepper.getByRole('button', {name: 'Next round'})).toBeVisible();
  });
});

test('robots.txt allows crawling and names the sitemap', async ({request}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^User-agent: \*\nAllow: \/\n\nSitemap: https?:\/\/\S+\/sitemap\.xml\n$/);
});
