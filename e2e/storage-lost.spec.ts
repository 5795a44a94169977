import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newSolution } from './support';

/** The database deleted under an open solution (another page, or "clear site data"): it is all saved again. */

const heading = (page: Page, name: string) => page.getByRole('banner').getByRole('heading', { name });

const deleteDatabase = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('solution-builder');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(new Error(String(request.error)));
      }),
  );

test('storage deleted while a solution is open: it says so, saves it all again, and a reload finds it', async ({
  page,
}) => {
  await newSolution(page, 'Shop');
  await page.getByRole('textbox', { name: 'Title' }).press('End');
  await page.keyboard.type(' Support');
  await expect(page.getByRole('banner')).toContainText('Saved');

  await deleteDatabase(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'storage for this site was cleared' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.getByRole('textbox', { name: 'Title' }).press('End');
  await page.keyboard.type(' Desk');
  await expect(page.getByRole('banner')).toContainText('Saved');

  await page.reload();
  await expect(heading(page, 'Shop Support Desk')).toBeVisible();
});

test('storage deleted and the tab closed without another key: the solution is still there', async ({
  page,
  context,
}) => {
  await newSolution(page, 'Shop Support');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await deleteDatabase(page);
  await expect(page.getByRole('status').filter({ hasText: 'saved again' })).toBeVisible();
  await page.close();

  const next = await context.newPage();
  await next.goto('./');
  await expect(heading(next, 'Shop Support')).toBeVisible();
});
