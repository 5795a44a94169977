import type { Page } from '@playwright/test';
import { expect, test, watchPage } from './fixtures';
import { exportZip } from './support';

/** Copies a link from the Export menu's `choice`, signed `from`; returns it as it was copied. */
async function copyLink(page: Page, choice: string, from: string): Promise<string> {
  await page.getByRole('button', { name: 'Other ways to export' }).click();
  await page.getByRole('menuitem', { name: choice }).click();
  const dialog = page.getByRole('dialog', { name: choice });
  const field = dialog.getByRole('textbox', { name: 'The link' });
  await expect(field).toHaveValue(/#share\/1\//);
  await expect(dialog.getByRole('status').first()).toHaveText(/^It carries /);
  // The link is made again with the name: wait for the one that carries it.
  const unsigned = await field.inputValue();
  await dialog.getByRole('textbox', { name: 'Your name (optional)' }).fill(from);
  await expect(field).not.toHaveValue(unsigned);
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Copy the link' }).click();
  await expect(dialog.getByText(/^Copied\./)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

/** How many solutions this page's library keeps (none when it has no database yet). */
function keptSolutions(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'solution-builder')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('solution-builder');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('solutions')) return 0;
    const count = await new Promise<number>((resolve) => {
      const request = db.transaction('solutions').objectStore('solutions').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return count;
  });
}

test('a draft goes to another browser as a link, and changes to a starter come back the same way', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  await page.getByRole('button', { name: /^Shop Support/ }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  const original = await exportZip(page);
  const starter = await page.getByRole('textbox', { name: 'Starter 1' }).inputValue();
  const link = await copyLink(page, 'Copy a link to this draft', 'Maya');
  expect(link.length).toBeLessThanOrEqual(8_000);

  // A fresh browser: nothing of its own yet, and nothing kept before "Keep a copy".
  const other = await browser.newContext();
  await other.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = await other.newPage();
  const watch = await watchPage(copy, new URL(baseURL!).origin);
  await copy.goto(link);
  const shared = copy.getByRole('dialog', { name: 'Shop Support' });
  await expect(shared.getByText('Shared with you by Maya in a link.', { exact: false })).toBeVisible();
  await expect(shared.getByRole('region', { name: 'What it has' })).toContainText('conversation starters');
  expect(new URL(copy.url()).hash).toBe('');
  expect(await keptSolutions(copy)).toBe(0);
  await shared.getByRole('button', { name: 'Keep a copy' }).click();
  await copy.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  const copied = await exportZip(copy);
  expect(copied.name).toBe(original.name);
  expect(Buffer.from(copied.bytes).equals(Buffer.from(original.bytes))).toBe(true);

  const views = copy.getByRole('navigation', { name: 'Views' });
  await views.getByRole('button', { name: /^Versions/ }).click();
  await expect(copy.getByText('Kept from a link from Maya')).toBeVisible();
  await views.getByRole('button', { name: /^Assistant/ }).click();

  // The copy rewords its first starter and sends only that back.
  await copy.getByRole('textbox', { name: 'Starter 1' }).fill('Where is my parcel?');
  const back = await copyLink(copy, 'Copy a link with my changes', 'Sam');
  expect(back.length).toBeLessThan(link.length);
  expect(watch.outside, 'requests outside the page’s origin').toEqual([]);
  expect(watch.errors, 'uncaught errors in the page').toEqual([]);
  await other.close();

  // The owner opens it: the change in plain words, accepted as one change, which one Undo takes back.
  await page.goto(back);
  const changes = page.getByRole('dialog', { name: 'Changes to “Shop Support”' });
  await expect(
    changes.getByText('Sam changed this in a copy of “Shop Support” you shared.', { exact: false }),
  ).toBeVisible();
  await expect(changes.getByRole('list', { name: 'Changes sent back' })).toContainText(
    'Starter 1 reworded: “Where is my parcel?”',
  );
  await changes.getByRole('button', { name: 'Accept: Starter 1 reworded: “Where is my parcel?”' }).click();
  await expect(changes.getByRole('status').filter({ hasText: 'Accepted' })).toBeVisible();
  await changes.getByRole('button', { name: 'Close' }).click();
  const first = page.getByRole('textbox', { name: 'Starter 1' });
  await expect(first).toHaveValue('Where is my parcel?');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(first).toHaveValue(starter);
});

test('a link that is not one is refused in a sentence, and nothing is kept', async ({ page }) => {
  await page.goto('./#share/1/this-is-not-a-link');
  const dialog = page.getByRole('dialog', { name: 'This link was not opened' });
  await expect(dialog.getByRole('alert')).toContainText(
    'This link is damaged or cut short (a chat or mail program may have shortened it), so it was not opened',
  );
  expect(new URL(page.url()).hash).toBe('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await keptSolutions(page)).toBe(0);
});

test('changes to a version this browser does not have say so', async ({ page }) => {
  await page.goto('./');
  // A link with changes against a version no browser shared: the table of a changes payload.
  const link = await page.evaluate(async () => {
    const base = new Uint8Array(32).fill(7);
    const title = new TextEncoder().encode('Shop Support');
    const payload = new Uint8Array([
      2,
      3,
      ...new TextEncoder().encode('Sam'),
      ...base,
      title.length,
      ...title,
      0,
    ]);
    const packed = new Response(
      new Blob([payload]).stream().pipeThrough(new CompressionStream('deflate-raw')),
    );
    const bytes = new Uint8Array(await packed.arrayBuffer());
    return btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  });
  await page.goto(`./#share/1/${link}`);
  await expect(page.getByRole('dialog', { name: 'Changes to “Shop Support”' }).getByRole('alert')).toHaveText(
    'Sam sent changes to a version of “Shop Support” this browser no longer has, so they cannot be shown. Ask for a new link made from a copy of your latest one, or for the zip.',
  );
});
