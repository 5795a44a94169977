import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newSolution } from './support';

/** Storage loses every stored file, and a newer build stores a solution of its own. */
async function breakStorage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('solution-builder');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['entries', 'solutions'], 'readwrite');
      tx.objectStore('entries').clear();
      tx.objectStore('solutions').put({ format: 7, id: 'sol-future', title: 'From the future' });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(new Error(String(tx.error)));
    });
    db.close();
  });
}

test('with a storage that never answers, the start screen is usable at once and says where the library is', async ({
  page,
}) => {
  // Some browsers never call back from indexedDB.open: nothing here ever will.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function () {
      return {} as IDBOpenDBRequest;
    };
  });
  await page.goto('./');
  // The page used to stay blank until storage gave up after 10 s.
  await expect(page.getByRole('button', { name: 'New solution' })).toBeEnabled({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Open a zip' })).toBeEnabled({ timeout: 1 });
  await expect(page.getByRole('button', { name: 'Open a folder' })).toBeEnabled({ timeout: 1 });
  await expect(page.getByText('Looking for your saved solutions…')).toBeVisible({ timeout: 1 });
  await expect(page.getByText('Your saved solutions have not arrived yet')).toBeVisible({ timeout: 6_000 });

  await page
    .getByRole('button', { name: /Shop Support/ })
    .first()
    .click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support' })).toBeVisible({
    timeout: 5_000,
  });
});

test('records the builder cannot read are named, never hidden behind an empty library or an empty solution', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.waitForTimeout(500);
  await breakStorage(page);
  await page.reload();

  // The reopening refuses the broken solution in a sentence instead of showing an empty one.
  await expect(page.getByRole('alert')).toContainText('“Shop Support” could not be opened');
  await expect(
    page.getByText("Its files could not be read from this browser's storage. It is kept as it was.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(
      '1 saved solution (“From the future”) was made by a newer version of this builder; it is kept untouched.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Nothing here yet')).toHaveCount(0);

  await page.getByRole('button', { name: /^Shop Support Its files/ }).click();
  await expect(page.getByRole('alert')).toContainText('It is kept as it was; nothing was deleted.');
  await expect(page.getByRole('heading', { name: 'Your solutions in this browser' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});
