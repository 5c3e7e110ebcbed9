import {test, expect, open} from './fixtures';

// Prism and the live code block load when a block comes near the viewport;
// until then the highlighted HTML from the build is what the reader sees.
test.describe('code blocks below the fold', () => {
  test.use({viewport: {width: 1280, height: 720}, permissions: ['clipboard-read', 'clipboard-write']});

  test('load their code only when scrolled near, then copy', async ({page}) => {
    const codeRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/code-block\.[0-9a-f]+\.js$/.test(request.url())) codeRequests.push(request.url());
    });
    // The math page's only code block sits several screens down.
    await open(page, '/reference-docs/about-fri');
    const block = page.locator('.theme-code-block').first();
    const top = await block.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, 'the code block should start more than two screens down').toBeGreaterThan(2 * 720);
    await expect(block.locator('.token').first()).toBeAttached();
    await page.waitForTimeout(500);
    expect(codeRequests, 'code-block chunk requested before the block was near').toEqual([]);

    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => codeRequests.length).toBeGreaterThan(0);
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const lines = await block.locator('.token-line').allTextContents();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));
  });
});
