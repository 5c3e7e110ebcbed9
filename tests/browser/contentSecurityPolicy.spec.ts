import type {Page, Response} from '@playwright/test';
import {test, expect, open, recordCspViolations} from './fixtures';

// The site runs under the policy the build writes into every page and into
// _headers, which the test server applies as the host would. Each test opens
// pages, uses what runs scripts or styles there, and expects no violation.

/** The page is under the policy twice: the response header and the <meta>. */
async function expectPolicy(page: Page, response: Response | null): Promise<void> {
  const header = response?.headers()['content-security-policy'] ?? '';
  expect(header, 'Content-Security-Policy header').toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(header).toContain("frame-ancestors 'none'");
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta, 'Content-Security-Policy <meta>').toMatch(/^default-src 'self'; script-src 'self'/);
  expect(meta).not.toContain('frame-ancestors');
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  await expectPolicy(page, response);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

test.describe('Content-Security-Policy', () => {
  test('home page, and the colour mode its inline script restores', async ({page}) => {
    const csp = await recordCspViolations(page);
    await visit(page, '/');
    await page.locator('.navbar__items--right button[class*="toggleButton"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    // Set before hydration by the inline script the policy allows by hash.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(csp).toEqual({violations: [], messages: []});
  });

  test('code, Mermaid and math on a fixture page and on real doc pages', async ({page}) => {
    const csp = await recordCspViolations(page);
    await visit(page, '/tests/markdown-features');
    await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
    await expect(page.locator('.katex-display')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await visit(page, '/api/zkvm/receipts');
    await expect(page.locator('article pre code').first()).toBeVisible();
    await visit(page, '/litepaper');
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    expect(csp).toEqual({violations: [], messages: []});
  });

  test('math page with a widget, and a widget in use', async ({page}) => {
    const csp = await recordCspViolations(page);
    await visit(page, '/reference-docs/about-fri');
    await expect(page.locator('.katex').first()).toBeVisible();
    await expect(page.locator('[data-widget]').first()).toBeVisible();
    await visit(page, '/reference-docs/about-finite-fields');
    const calculator = page.locator('[data-widget="field-calculator"]');
    await calculator.getByLabel('Prime p').fill('7');
    await calculator.getByLabel('a', {exact: true}).fill('3');
    await expect(calculator.locator('[data-result="inverse"]')).toHaveText('5');
    expect(csp).toEqual({violations: [], messages: []});
  });

  test('search page and search modal on the embedded index', async ({page}) => {
    const csp = await recordCspViolations(page);
    await visit(page, '/search');
    await page.getByRole('searchbox', {name: 'Search'}).fill('receipt');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await visit(page, '/api/zkvm/install');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('composition');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(csp).toEqual({violations: [], messages: []});
  });

  test('the redirect page, whose inline script is allowed by its hash', async ({page}) => {
    const csp = await recordCspViolations(page);
    await page.goto('/tech_faq?from=test#top');
    // Only the script keeps the query and the hash; the meta refresh fallback drops them.
    await expect(page).toHaveURL(/\/faq\?from=test#top$/);
    await open(page, '/faq');
    expect(csp).toEqual({violations: [], messages: []});
  });

  test.describe('the 404 page', () => {
    test.use({allowConsoleErrors: /status of 404/});

    test('is under the policy too', async ({page}) => {
      const csp = await recordCspViolations(page);
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await expectPolicy(page, missing);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      expect(csp).toEqual({violations: [], messages: []});
    });
  });

  test.describe('an inline script the build did not write', () => {
    test.use({allowConsoleErrors: /Content Security Policy/});

    // The control: proves the policy is enforced and the recorder sees it.
    test('is blocked and reported', async ({page}) => {
      const csp = await recordCspViolations(page);
      await open(page, '/');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.body.append(script);
      });
      // One report per policy in force: the header's and the <meta>'s.
      await expect.poll(() => csp.violations.length).toBe(2);
      expect(csp.violations.map((violation) => violation.directive)).toEqual(['script-src-elem', 'script-src-elem']);
      expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
    });
  });
});
