import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addOnlineServer, exportZip } from './support';

const ADDRESS = 'https://orders.example.com/mcp';

/** Exports, saying "Export anyway" when the solution still has errors. */
async function download(page: Page) {
  const errors = page.getByRole('button', { name: 'Export anyway' });
  const result = exportZip(page);
  await Promise.race([result, errors.waitFor().then(() => errors.click())]).catch(() => undefined);
  return result;
}

async function makeShopSupport(page: Page): Promise<void> {
  await page.goto('./');
  await page.getByLabel('Title').fill('Shop Support');
  await page.getByRole('button', { name: 'New solution' }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  for (const [index, text] of ['Where is my order?', 'How do I return something?'].entries()) {
    await page.getByRole('button', { name: 'Add starter' }).click();
    await page.getByRole('textbox', { name: `Starter ${index + 1}` }).fill(text);
  }
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await addOnlineServer(page, 'Orders', ADDRESS);
  await page.getByRole('textbox', { name: 'Tool name' }).fill('lookup_order, start_return');
  await page.getByRole('button', { name: 'Add tool' }).click();
}

test('Versions names what changed since the download in plain words, and going back exports the same bytes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makeShopSupport(page);
  const first = await download(page);

  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Assistant/ })
    .click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop Helper');
  await page.getByRole('textbox', { name: 'Starter 2' }).fill('Can I send something back?');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await page.getByRole('switch', { name: /May change things \(asks first\).*start_return/ }).click();

  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Versions/ })
    .click();
  const changes = page.getByRole('list', { name: 'Changes in plain words' }).getByRole('listitem');
  await expect(changes).toHaveText([
    'Title changed to “Shop Helper”',
    'Starter 2 reworded: “Can I send something back?”',
    'Tool “Start return” may now change things (Tool server “Orders”)',
  ]);
  await expect(page.getByRole('heading', { name: /^3 changes since the version of/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('versions.png'), fullPage: true });

  // Each line opens its place.
  await page.getByRole('button', { name: 'Title changed to “Shop Helper”' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();

  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Versions/ })
    .click();
  await page.getByRole('button', { name: /^Restore the version of/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support' })).toBeVisible();
  // What was there before the restore is kept as a version too.
  await expect(page.getByRole('list', { name: 'Kept versions' }).getByRole('listitem')).toHaveCount(2);

  const again = await download(page);
  expect(again.name).toBe(first.name);
  expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(first.bytes))).toBe(0);

  // The restore is one change: Undo brings the edited solution back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Helper' })).toBeVisible();
});
