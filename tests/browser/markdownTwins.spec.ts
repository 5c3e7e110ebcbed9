import {expect, open, test} from './fixtures';

test.describe('Markdown twin of a doc page', () => {
  test('is linked from the page and copied by "Copy page as Markdown"', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/api/zkvm/receipts');
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/api/zkvm/receipts.md');

    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied to the clipboard.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Receipts\n')).toBe(true);
    expect(copied).toContain('```rust');
    expect(copied).not.toContain('<DocsRs');
  });

  test('is served as Markdown text', async ({request}) => {
    const response = await request.get('/api/zkvm/receipts.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toMatch(/^# Receipts\n/);
  });
});
