import {test, expect, open, recordCspViolations} from './fixtures';
import {HOSTED_PORT} from '../support/ports';
import {STAND_IN_HIT, STAND_IN_PORT, startSearchStandIn} from '../support/searchStandIn';

// The build in build-hosted is configured with DOCS_SEARCH_APP_ID,
// DOCS_SEARCH_API_KEY and DOCS_SEARCH_HOST pointing at the stand-in.
test.use({baseURL: `http://127.0.0.1:${HOSTED_PORT}`});
test.describe.configure({mode: 'serial'});

test('hosted mode sends the spec payload to index risczero and renders the hits', async ({page}) => {
  const standIn = await startSearchStandIn();
  try {
    await open(page, '/api/zkvm/install');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('receipt');
    await expect(page.getByText('Verifying a receipt from the stand-in')).toBeVisible();

    const query = standIn.queries.at(-1);
    expect(query?.method).toBe('POST');
    expect(query?.path).toBe('/1/indexes/*/queries');
    expect(query?.query.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(query?.query.get('x-algolia-api-key')).toBe('test-search-only-key');
    const [request] = (query?.body as {requests: Record<string, unknown>[]}).requests;
    expect(request).toMatchObject({indexName: 'risczero', query: 'receipt', hitsPerPage: 20});
    for (const parameter of [
      'attributesToRetrieve',
      'attributesToSnippet',
      'highlightPreTag',
      'highlightPostTag',
      'clickAnalytics',
    ]) {
      expect(request, `payload parameter ${parameter}`).toHaveProperty(parameter);
    }
    expect(request?.facetFilters).toEqual(['language:en', expect.arrayContaining(['docusaurus_tag:docs-api-1.2'])]);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${new URL(STAND_IN_HIT.url).pathname}#verifying-a-receipt$`));
  } finally {
    await standIn.close();
  }
});

test('hosted search works under the Content-Security-Policy, which allows the configured host', async ({page}) => {
  const standIn = await startSearchStandIn();
  try {
    const csp = await recordCspViolations(page);
    const response = await page.goto('/faq');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`connect-src 'self' http://127.0.0.1:${STAND_IN_PORT};`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('receipt');
    await expect(page.getByText('Verifying a receipt from the stand-in')).toBeVisible();
    expect(standIn.queries.length).toBeGreaterThan(0);
    expect(csp).toEqual({violations: [], messages: []});
  } finally {
    await standIn.close();
  }
});

test.describe('with the hosted service unreachable', () => {
  // The failed search surfaces as an unhandled rejection from DocSearch.
  test.use({allowConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|Unreachable hosts/});

  test('the modal shows that results could not be fetched', async ({page}) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('receipt');
    await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 10_000});
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});
