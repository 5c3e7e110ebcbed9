import {test, expect, open, openNavbarDropdown, storageValue} from './fixtures';

test.describe('announcement bar', () => {
  test('stays dismissed after a reload', async ({page}) => {
    await open(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('comes back when its id changes', async ({page}) => {
    await open(page, '/');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    const idEntry = await storageValue(page, 'docusaurus.announcement.id');
    expect(idEntry?.[1]).toBe('zkvm-1-2-docs');
    // Pretend the dismissed bar was an earlier announcement.
    await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), idEntry?.[0] ?? '');
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('is dark by default, even when the system prefers light', async ({page}) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('remembers the toggle across reloads and syncs other tabs', async ({page, context}) => {
    await open(page, '/');
    const other = await context.newPage();
    await open(other, '/faq');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.locator('.navbar__items--right button[class*="toggleButton"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect((await storageValue(page, 'theme'))?.[1]).toBe('light');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('preferred API version', () => {
  test('is remembered when picked in the dropdown', async ({page}) => {
    await open(page, '/api/zkvm/install');
    const dropdown = await openNavbarDropdown(page);
    await dropdown.getByRole('link', {name: '0.20', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/0\.20\/zkvm\/install$/);
    expect((await storageValue(page, 'docs-preferred-version-api'))?.[1]).toBe('0.20');

    await open(page, '/');
    await expect(page.getByRole('link', {name: 'Documentation', exact: true})).toHaveAttribute('href', '/api/0.20/');
  });

  test('is dropped when that version no longer exists', async ({page}) => {
    await open(page, '/api/0.19/');
    const dropdown = await openNavbarDropdown(page);
    await dropdown.getByRole('link', {name: '0.18', exact: true}).click();
    const stored = await storageValue(page, 'docs-preferred-version-api');
    expect(stored?.[1]).toBe('0.18');
    // Pretend the stored version was removed from the site since.
    await page.evaluate((key) => localStorage.setItem(key, '0.5'), stored?.[0] ?? '');
    await open(page, '/');
    await expect(page.getByRole('link', {name: 'Documentation', exact: true})).toHaveAttribute('href', /^\/api\/?$/);
    expect(await storageValue(page, 'docs-preferred-version-api')).toBeNull();
  });
});
