/**
 * #37 item 3: a key typed letter by letter into a tool server's detail (a header) never reaches this
 * browser's record of unsaved changes (localStorage), its storage (IndexedDB) or a download; once
 * it looks like a key it is left out and listed to set when installing.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { addOnlineServer, newSolution } from './support';

const KEY = 'sk-proj-Zq8rT2vW9xY4bN6mK1pL3sD7fG5hJ0aC';
/** Enough of the key that no prefix shorter than what the rules must see can be mistaken for it. */
const TELLING = KEY.slice(0, 12);

/** Everything this page's origin keeps: localStorage, and every IndexedDB record, as text. */
async function everythingKept(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      texts.push(key, localStorage.getItem(key) ?? '');
      // The journal keeps bytes in base64.
      try {
        texts.push(atob((localStorage.getItem(key) ?? '').replace(/[^A-Za-z0-9+/=]/g, '')));
      } catch {
        // not base64 as a whole: its parts are checked below
      }
      for (const match of (localStorage.getItem(key) ?? '').matchAll(/"data":"([^"]*)"/g))
        texts.push(atob(match[1]!));
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('solution-builder');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const decoder = new TextDecoder();
    const show = (value: unknown): string =>
      value instanceof Uint8Array
        ? decoder.decode(value)
        : typeof value === 'object' && value !== null
          ? Object.values(value).map(show).join('\n')
          : String(value);
    for (const name of [...db.objectStoreNames]) {
      const all = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
      });
      texts.push(...all.map(show));
    }
    db.close();
    return texts.join('\n');
  });
}

test('a key typed letter by letter into a server detail is never kept, and is listed to set when installing', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await addOnlineServer(page, 'Orders', 'https://orders.example.com/mcp');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add detail' }).click();
  await main.getByRole('textbox', { name: 'Detail 1', exact: true }).fill('X-Auth');
  await main.getByRole('textbox', { name: 'Value of X-Auth' }).click();
  for (const letter of KEY) {
    await page.keyboard.type(letter);
    // Each keystroke is journaled at once: nothing telling of the key may be there, at any moment.
    expect(await everythingKept(page)).not.toContain(TELLING);
  }
  await expect(page.getByRole('banner')).toContainText('Saved');
  expect(await everythingKept(page)).not.toContain(TELLING);
  // Its row went as it was typed: a sentence says why, and where it went.
  await expect(
    page.getByRole('status').filter({ hasText: 'What you typed for “X-Auth” looks like a key' }),
  ).toBeVisible();
  await expect(main).toContainText('Set when installing');
  await expect(main.getByText('the X-Auth header')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('secret-typed.png'), fullPage: true });
});
