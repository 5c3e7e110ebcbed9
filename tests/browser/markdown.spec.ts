import {test, expect, open} from './fixtures';

test.describe('Markdown features', () => {
  test.beforeEach(async ({page}) => {
    await open(page, '/tests/markdown-features');
  });

  test('renders math with KaTeX and its stylesheet and fonts from our origin', async ({page}) => {
    await expect(page.locator('.katex').first()).toBeVisible();
    await expect(page.locator('.katex-display')).toHaveCount(1);
    // The stylesheet hides KaTeX's MathML copy: proof that it loaded.
    const mathml = page.locator('.katex-mathml').first();
    expect(await mathml.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px KaTeX_Main');
    });
    expect(fontLoaded).toBe(true);
  });

  test('renders a Mermaid diagram', async ({page}) => {
    const diagram = page.locator('.docusaurus-mermaid-container svg');
    await expect(diagram).toBeVisible();
    await expect(diagram).toContainText('Receipt');
  });

  test('highlights code on a dark theme, with highlighted lines and a copy button', async ({page}) => {
    const rust = page.locator('.language-rust').first();
    await expect(rust.locator('.token').first()).toBeVisible();
    await expect(rust.locator('.theme-code-block-highlighted-line')).toHaveCount(1);
    await expect(rust.getByRole('button', {name: /copy/i})).toBeAttached();
    for (const language of ['toml', 'bash', 'solidity', 'json']) {
      await expect(page.locator(`.language-${language} .token`).first()).toBeAttached();
    }
    const background = await rust.locator('pre').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
    expect((r + g + b) / 3, `code background ${background} should be dark`).toBeLessThan(80);
  });

  test('renders admonitions', async ({page}) => {
    await expect(page.locator('.theme-admonition-warning')).toContainText('Admonitions render as call-outs.');
  });
});
