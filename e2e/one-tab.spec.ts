/**
 * One person, one tab (#37 item 5): going back to the builder's address — typed again, Back and
 * Forward through the back/forward cache, a reload — and opening a zip never calls this tab
 * "another tab" nor turns it read-only. The real two-tab cases are in two-tabs.spec.ts.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { importZip, openZip } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { createSolution } from '../src/app/templates';
// @ts-expect-error -- a plain ES module shared with the Node scripts
import { findChromium, chromiumArgs } from '../scripts/chromium-path.mjs';

// A person's Chromium keeps pages in its back/forward cache; Playwright turns it off unless asked.
test.use({
  launchOptions: {
    executablePath: (await findChromium()) as string | undefined,
    args: chromiumArgs as string[],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const zipOf = (title: string) => writePluginZip(createSolution(title));

/** The tab edits and saves: no sentence about another tab, the title editable. */
async function expectOwned(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toContainText('Saved');
  await expect(page.getByText(/in another tab/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeEditable();
}

test('back at the address, the zip of the open solution opened again as the one in this browser', async ({
  page,
}) => {
  const zip = await zipOf('Shop Support');
  await page.goto('./');
  await openZip(page, zip, 'shop-support.zip');
  await expectOwned(page);
  await page.goto('./');
  await expectOwned(page);
  await importZip(page, zip, 'shop-support.zip');
  await page.getByRole('button', { name: 'Open the one in this browser' }).click();
  await expectOwned(page);
  await page.screenshot({ path: test.info().outputPath('reopened-own-solution.png') });

  // And as a new solution, after a reload.
  await page.reload();
  await expectOwned(page);
  await importZip(page, zip, 'shop-support.zip');
  await page.getByRole('button', { name: 'Open this one as a new solution' }).click();
  await expect(
    page.getByRole('banner').getByRole('heading', { name: 'Shop Support', exact: true }),
  ).toBeVisible();
  await expectOwned(page);
});

test('away and back through the back/forward cache, typed again and reloaded, then a zip', async ({
  page,
}) => {
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      (window as { restoredFromCache?: boolean }).restoredFromCache = event.persisted;
    }),
  );
  await page.goto('./');
  await openZip(page, await zipOf('Shop One'), 'one.zip');
  await expectOwned(page);
  // Away and typed again: a new page while the old one may sit in the cache.
  await page.goto('./try.html');
  await page.goto('./');
  await expectOwned(page);
  // Away and Back: the page comes back from the cache, still the one that edits.
  await page.goto('./try.html');
  await page.goBack({ waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => (window as { restoredFromCache?: boolean }).restoredFromCache))
    .toBe(true);
  await expectOwned(page);
  await page.goForward({ waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await expectOwned(page);
  await page.reload();
  await expectOwned(page);
  await importZip(page, await zipOf('Shop Two'), 'two.zip');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Two' })).toBeVisible();
  await expectOwned(page);
});
