/**
 * A kept version whose record storage damaged (#37 item 7) is not left out of the Versions view
 * without a word: the view says one could not be read, when it was kept, and what can be done.
 */
import { test, expect } from './fixtures';
import { newSolution } from './support';

test('a version record that cannot be read is listed as unreadable, the others still shown', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Versions/ })
    .click();
  const kept = page.getByRole('list', { name: 'Kept versions' });
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('before the new returns policy');
  await page.getByRole('button', { name: 'Save a version' }).click();
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Assistant/ })
    .click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop Helper');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Versions/ })
    .click();
  await page.getByRole('button', { name: 'Save a version' }).click();
  await expect(kept.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('banner')).toContainText('Saved');

  // Storage damages the first record: its list of files is no longer one.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('solution-builder');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('versions', 'readwrite');
    const store = tx.objectStore('versions');
    const all = await new Promise<{ note?: string; chunks: unknown }[]>((resolve) => {
      const request = store.getAll();
      request.onsuccess = () => resolve(request.result as { note?: string; chunks: unknown }[]);
    });
    const first = all.find((record) => record.note === 'before the new returns policy')!;
    store.put({ ...first, chunks: 'damaged' });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  });
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Versions/ })
    .click();
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  const said = page.getByRole('status').filter({ hasText: 'could not be read' });
  await expect(said).toContainText(/One kept version \(kept .+\) could not be read/);
  await expect(said).toContainText('cannot be compared or restored');
  await said.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('unreadable-version.png') });
});
