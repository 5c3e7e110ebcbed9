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

// The box reserved for a diagram before Mermaid draws it (src/theme/Mermaid)
// stays in the layout, so it must be the drawing's size: a box sized to the
// column instead left 1,160 px of blank page below a narrow diagram.
test('the box reserved for a diagram is the size of the drawing', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, '/reference-docs/about-plonk');
  const diagram = page.locator('[data-diagram]').first();
  await diagram.scrollIntoViewIfNeeded();
  const drawing = diagram.locator('svg').first();
  await expect(drawing).toBeVisible();
  const [drawn, reserved, column] = await Promise.all([
    drawing.boundingBox(),
    diagram.locator(':scope > [aria-hidden="true"]').boundingBox(),
    diagram.boundingBox(),
  ]);
  expect(drawn && reserved && column).toBeTruthy();
  if (!drawn || !reserved || !column) return;
  // A narrow diagram: the check means something only if it is narrower than its column.
  expect(drawn.width).toBeLessThan(column.width - 100);
  expect(Math.abs(reserved.width - drawn.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(reserved.height - drawn.height)).toBeLessThanOrEqual(1);
});
