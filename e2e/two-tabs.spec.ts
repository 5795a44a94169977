import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { newSolution } from './support';

const failWrites = (page: Page) =>
  page.evaluate(() => {
    (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__ =
      'quota';
  });

const heading = (page: Page, name: string) => page.getByRole('banner').getByRole('heading', { name });

test('a tab that lost the solution never writes over what the other tab saved', async ({ page, context }) => {
  await newSolution(page, 'Shop One');
  await expect(page.getByRole('banner')).toContainText('Saved');
  // The first tab's last change cannot be stored (its storage fails), so it stays pending there.
  await failWrites(page);
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop From The First Tab');
  await expect(page.getByRole('banner')).toContainText('Not saved');

  const second = await context.newPage();
  await second.goto('./');
  await expect(second.getByRole('alert')).toContainText('open in another tab');
  await second.getByRole('button', { name: 'Take over' }).click();
  // The first tab's last edit was written down and nothing was saved since: it comes along.
  await expect(heading(second, 'Shop From The First Tab')).toBeVisible();
  await second.getByRole('textbox', { name: 'Title' }).fill('Shop From The Second Tab');
  await expect(second.getByRole('banner')).toContainText('Saved');
  await expect(page.getByRole('alert').first()).toContainText('another tab');

  // Both tabs go away; the next opening shows what the second tab saved, and nothing older.
  await page.close({ runBeforeUnload: false });
  await second.close({ runBeforeUnload: false });
  const third = await context.newPage();
  await third.goto('./');
  await expect(heading(third, 'Shop From The Second Tab')).toBeVisible();
  await third.reload();
  await expect(heading(third, 'Shop From The Second Tab')).toBeVisible();
});
