import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';
import {READER_TASKS} from '../support/readerTasks';

/** Expands every collapsed category of the docs sidebar, as a reader clicking through would. */
async function expandSidebar(page: Page): Promise<void> {
  const collapsed = page.locator(
    '.theme-doc-sidebar-menu .menu__list-item--collapsed > .menu__list-item-collapsible > :is(.menu__caret, .menu__link--sublist-caret)',
  );
  for (let round = 0; round < 10 && (await collapsed.count()) > 0; round += 1) {
    await collapsed.first().click();
  }
  await expect(collapsed).toHaveCount(0);
}

test.describe('reader tasks in the latest API docs', () => {
  test.use({viewport: {width: 1280, height: 900}});

  for (const {task, route, shows} of READER_TASKS) {
    test(`${task}: ${route}`, async ({page}) => {
      await open(page, '/api/');
      await expandSidebar(page);
      const link = page.locator(`.theme-doc-sidebar-menu a.menu__link[href="${route}"]`);
      await expect(link, `sidebar link to ${route}`).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      const article = page.locator('article');
      await expect(article.locator('.outline-notice')).toHaveCount(0);
      for (const text of shows) await expect(article).toContainText(text);
    });
  }
});
