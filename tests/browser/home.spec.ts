import {test, expect, open} from './fixtures';

const viewports = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 390, height: 844},
];

for (const viewport of viewports) {
  for (const mode of ['dark', 'light'] as const) {
    test(`home page works on a ${viewport.name} in ${mode} mode`, async ({page}) => {
      await page.setViewportSize(viewport);
      // Docusaurus reads a forced colour mode from this query parameter.
      await open(page, mode === 'light' ? '/?docusaurus-theme=light' : '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('h1')).toHaveText('Developer Docs');
      await expect(page.getByText(/zero-knowledge computing/i).first()).toBeVisible();
      for (const name of ['Quick start', 'API documentation', 'Education Hub', 'Litepaper', 'FAQ']) {
        await expect(page.locator('main').getByRole('link', {name, exact: true})).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
}
