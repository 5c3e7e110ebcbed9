import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

// The Education Hub widgets, each on the page that teaches its topic. Every
// widget's code is its own chunk, named `widget-<name>` (see the import()
// calls in src/components/Interactive/*/*.deferred.ts). The static HTML holds
// each widget in its starting state; it comes alive near the screen.

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);

/**
 * Brings the widget on screen and waits until it runs. The live widget
 * replaces the static one, so the element is found again on each try.
 */
async function bringAlive(element: Locator): Promise<void> {
  await expect(async () => {
    await element.evaluate((node) => node.scrollIntoView({block: 'center'}));
    await expect(element).toHaveAttribute('data-widget-state', 'live', {timeout: 1_000});
  }).toPass({timeout: 15_000});
}

/** Opens the page and brings the widget alive on screen. */
async function openWidget(page: Page, path: string, name: string): Promise<Locator> {
  await open(page, path);
  const element = widget(page, name);
  await bringAlive(element);
  return element;
}

/** Script URLs the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('field calculator: inverses in F_5, and a modulus that is not prime', async ({page}) => {
  const calculator = await openWidget(page, '/reference-docs/about-finite-fields', 'field-calculator');
  await calculator.getByLabel('Prime p').fill('5');
  await calculator.getByLabel('a', {exact: true}).fill('2');
  await expect(calculator.locator('[data-result="inverse"]')).toHaveText('3');
  // 2 · 3 = 6 ≡ 1 and 2 / b with b = 4: 2 · 4⁻¹ = 2 · 4 = 8 ≡ 3.
  await calculator.getByLabel('b', {exact: true}).fill('4');
  await expect(calculator.locator('[data-result="quotient"]')).toHaveText('3');
  // An exponent counts multiplications and is not reduced mod p: 2⁹ = 512 = 5 · 102 + 2.
  await calculator.getByLabel('b', {exact: true}).fill('9');
  await expect(calculator.locator('[data-result="power"]')).toHaveText('2');
  await calculator.getByLabel('Prime p').fill('6');
  await expect(calculator.locator('[data-result="error"]')).toContainText('6 is not prime');
  await expect(calculator.locator('[data-result="inverse"]')).toHaveCount(0);
});

test('NTT explorer: a coefficient edit updates the evaluations', async ({page}) => {
  const explorer = await openWidget(page, '/reference-docs/about-ntts-and-fourier', 'ntt-explorer');
  await explorer.getByLabel('Size n').selectOption('8');
  for (const [i, value] of [3, 1, 4, 1, 5, 9, 2, 6].entries()) {
    await explorer.getByLabel(`Coefficient a${i}`, {exact: true}).fill(String(value));
  }
  await explorer.getByLabel('Coefficient a0', {exact: true}).fill('50');
  // f(ω⁰) = f(1) is the sum of the coefficients: 50+1+4+1+5+9+2+6 = 78.
  // f(ω⁴) = f(−1) is their alternating sum: 50−1+4−1+5−9+2−6 = 44.
  await expect(explorer.locator('[data-output="0"]')).toHaveText('78');
  await expect(explorer.locator('[data-output="4"]')).toHaveText('44');
});

test('NTT explorer: editing evaluations gives the coefficients back', async ({page}) => {
  const explorer = await openWidget(page, '/reference-docs/about-ntts-and-fourier', 'ntt-explorer');
  await explorer.getByLabel('Size n').selectOption('8');
  await explorer.getByLabel('Edit evaluations instead').check();
  // The d1 column of STARK by hand, padded to 8 rows.
  for (const [i, value] of [24, 30, 54, 84, 78, 15, 29, 50].entries()) {
    await explorer.getByLabel(`Evaluation f(ω^${i})`).fill(String(value));
  }
  await expect(explorer.locator('[data-result="computed"]')).toHaveText('[94, 68, 41, 69, 25, 72, 85, 55]');
});

test('Reed–Solomon encoder: a changed symbol is detected, and Reset restores the codeword', async ({page}) => {
  const encoder = await openWidget(page, '/reference-docs/about-rs-codes', 'reed-solomon');
  const status = encoder.locator('[data-status]');
  await expect(status).toHaveAttribute('data-status', 'consistent');
  await expect(status).toContainText('Consistent');
  await encoder.getByRole('button', {name: '+1 (corrupt symbol 3)'}).click();
  await expect(status).toHaveAttribute('data-status', 'detected');
  await expect(status).toContainText('Detected');
  await expect(status).toContainText('1 of 16 symbols differ');
  await encoder.getByRole('button', {name: 'Reset'}).click();
  await expect(status).toHaveAttribute('data-status', 'consistent');
  await expect(status).toContainText('0 of 16 symbols differ');
});

test('FRI stepper: three folds reach the constant 79; another r0 changes round 1', async ({page}) => {
  const stepper = await openWidget(page, '/reference-docs/about-fri', 'fri-folding');
  const next = stepper.getByRole('button', {name: 'Next round'});
  const polynomial = stepper.locator('[data-result="polynomial"]');
  await expect(stepper).toContainText('degree 6 → 3 → 1 → 0');
  await next.click();
  await expect(polynomial).toHaveText('12 + 28x + 2x² + 10x³');
  // Round 1 is made with the first challenge, r0, as the pages number them.
  await expect(stepper).toContainText('Fold with r₀ = 12');
  await next.click();
  await expect(polynomial).toHaveText('35 + 31x');
  await expect(stepper).toContainText('Fold with r₁ = 32');
  await next.click();
  await expect(polynomial).toHaveText('79');
  await expect(stepper.locator('[data-result="degree"]')).toContainText('degree 0');
  await stepper.getByRole('button', {name: 'Previous round'}).click();
  await stepper.getByRole('button', {name: 'Previous round'}).click();
  // r0 = 1 folds to E + O: 19+56, 34+48, 43+37, 10.
  await stepper.getByLabel('Challenge r0').fill('1');
  await expect(polynomial).toHaveText('75 + 82x + 80x² + 10x³');
});

test('trace table: all rules hold, and a new input2 breaks only termination on the last row', async ({page}) => {
  const explorer = await openWidget(page, '/proof-system/stark-by-hand', 'trace-table');
  const summary = explorer.locator('[data-result="summary"]');
  await expect(summary).toHaveText('✓ All 6 rules hold on all 4 rows.');
  await explorer.getByLabel('input2').fill('31');
  await expect(summary).toHaveText('✗ Rule 4 (termination) fails on row 3.');
  // The trace now ends in 33, five more than the asserted 28.
  await expect(explorer.locator('[data-row="3"] [data-rule="4"]')).toContainText('5 ✗');
  await expect(explorer.locator('[data-rule="4"]', {hasText: '✗'})).toHaveCount(1);
});

test.describe('widget code splitting', () => {
  test('a page without widgets requests no widget chunk', async ({page}) => {
    const scripts = recordScripts(page);
    await open(page, '/terminology');
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'the page loaded its own scripts').toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('widget-'))).toEqual([]);
  });

  test('a widget page requests its widget chunk', async ({page}) => {
    const scripts = recordScripts(page);
    await openWidget(page, '/reference-docs/about-finite-fields', 'field-calculator');
    expect(scripts.some((url) => url.includes('widget-field-calculator'))).toBe(true);
  });

  test('the server-rendered page holds every widget in its starting state', async ({page}) => {
    const html = await (await page.request.get('/tests/widgets')).text();
    for (const name of ['field-calculator', 'ntt-explorer', 'reed-solomon', 'fri-folding', 'trace-table']) {
      // The minified HTML drops the quotes where it can.
      expect(html).toMatch(new RegExp(`data-widget="?${name}"? data-widget-state="?static`));
    }
  });

  test('a widget keeps its box when it comes alive', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    // From hydration on, every painted frame and every DOM change records each
    // widget's height. The live widget is a new element, so a measurement of
    // the old one taken once could catch it detached; this sees what a reader
    // would see, including a flash between the static and the live widget.
    await page.addInitScript(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as {widgetHeights: typeof seen}).widgetHeights = seen;
      const sample = () => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        for (const element of document.querySelectorAll<HTMLElement>('[data-widget]')) {
          const heights = (seen[element.dataset.widget ?? ''] ??= []);
          const height = element.getBoundingClientRect().height;
          if (!heights.includes(height)) heights.push(height);
        }
      };
      const everyFrame = () => {
        sample();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
      new MutationObserver(sample).observe(document, {subtree: true, childList: true, attributes: true});
    });
    await open(page, '/tests/widgets');
    const names = ['field-calculator', 'ntt-explorer', 'reed-solomon', 'fri-folding', 'trace-table'];
    for (const name of names) {
      await bringAlive(widget(page, name));
    }
    const seen = await page.evaluate(
      () => (window as unknown as {widgetHeights: Record<string, number[]>}).widgetHeights,
    );
    expect(Object.keys(seen).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(seen[name], `heights of ${name} after hydration`).toHaveLength(1);
      expect(seen[name]![0], `height of ${name}`).toBeGreaterThan(100);
    }
  });
});

test('a page reached by navigation shows its widget at its final size, so a heading below it stays put', async ({
  page,
}) => {
  await open(page, '/reference-docs/about-fri');
  // Follows a link to a heading below the NTT explorer, recording where the
  // heading is on every frame from the first one that shows it.
  const tops = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const started = performance.now();
        const frame = () => {
          const heading = document.getElementById('dividing-by-the-zerofier');
          if (heading) seen.push(Math.round(heading.getBoundingClientRect().top));
          if (performance.now() - started < 2_500) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
        history.pushState(null, '', '/reference-docs/about-ntts-and-fourier#dividing-by-the-zerofier');
        dispatchEvent(new PopStateEvent('popstate'));
      }),
  );
  await expect(widget(page, 'ntt-explorer')).toBeVisible();
  expect(tops.length).toBeGreaterThan(0);
  expect(new Set(tops), 'heading positions from its first frame on').toEqual(new Set([tops.at(-1)]));
});

test.describe('the widgets fixture page', () => {
  test('renders all five widgets at 360 px without widening the page', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    await open(page, '/tests/widgets');
    for (const name of ['field-calculator', 'ntt-explorer', 'reed-solomon', 'fri-folding', 'trace-table']) {
      await bringAlive(widget(page, name));
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });

  test.describe('when a widget chunk fails to load', () => {
    test.use({allowConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

    test('shows Retry, and Retry loads the widget', async ({page}) => {
      let fail = true;
      await page.route('**/assets/js/widget-trace-table*.js', (route) => (fail ? route.abort() : route.continue()));
      await open(page, '/tests/widgets');
      const box = page.getByRole('region', {name: 'Trace table explorer', exact: true});
      await box.scrollIntoViewIfNeeded();
      await expect(box.getByRole('alert')).toContainText('could not be loaded');
      fail = false;
      await box.getByRole('button', {name: 'Retry'}).click();
      await expect(widget(page, 'trace-table')).toHaveAttribute('data-widget-state', 'live');
    });
  });
});
