import {test, expect, waitForHydration} from './fixtures';
import {joinRoute, readPageMatrix} from '../support/pageMatrix';

const matrix = readPageMatrix();
const areas: [string, string[]][] = [
  ['root pages', matrix.root],
  ...matrix.api_versions_newest_first.map((version): [string, string[]] => {
    const {path: base, pages} = matrix.api[version] ?? {path: '', pages: []};
    return [`API ${version}`, pages.map((page) => joinRoute(base, page))];
  }),
];

// Every page of the matrix is served, hydrates and has a title, with no
// console error and no request beyond 127.0.0.1 (both checked by the fixtures).
for (const [area, routes] of areas) {
  test(`every page of ${area} loads offline`, async ({page}) => {
    test.setTimeout(routes.length * 5_000);
    for (const route of routes) {
      const response = await page.goto(route);
      expect.soft(response?.status(), `status of ${route}`).toBe(200);
      await waitForHydration(page);
      await expect.soft(page.locator('h1').first(), `title of ${route}`).not.toBeEmpty();
    }
  });
}
