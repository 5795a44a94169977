import { test, expect } from './fixtures';
import { addSkill, askBeforeEachDownload, exportZip, newSolution } from './support';

/**
 * #31 item 12: the keyboard goes where Maya expects. Enter in a starter adds the next one; Enter
 * in a dialog's text field presses its main button; a "Skip to the form" link comes first; and
 * Ctrl+Shift+E exports from anywhere, as Export's title says.
 */
test('Enter in a starter adds the next one, with the keyboard in it', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add starter' }).click();
  await page.keyboard.type('Where is my order?');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('textbox', { name: 'Starter 2' })).toBeFocused();
  await page.keyboard.type('Do you ship abroad?');
  // Enter in the first one adds the next one after it, not at the end.
  await main.getByRole('textbox', { name: 'Starter 1' }).press('Enter');
  await expect(main.getByRole('textbox', { name: 'Starter 2' })).toBeFocused();
  await expect(main.getByRole('textbox', { name: 'Starter 2' })).toHaveValue('');
  await expect(main.getByRole('textbox', { name: 'Starter 3' })).toHaveValue('Do you ship abroad?');
  // An empty one is where the next is typed already.
  await page.keyboard.press('Enter');
  await expect(main.getByRole('textbox', { name: /^Starter \d$/ })).toHaveCount(3);
});

test('Enter in a dialog’s text field presses its main button: a new server, the version of a download', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Add a server' }).click();
  const add = page.getByRole('dialog', { name: 'Add a tool server' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Orders');
  await add.getByRole('textbox', { name: 'Address' }).fill('https://orders.mayas-shop.eu/mcp');
  await add.getByRole('textbox', { name: 'Address' }).press('Enter');
  await expect(add).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Orders' })).toBeVisible();

  await exportZip(page);
  await askBeforeEachDownload(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true }).fill('Shop Helper');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const asked = page.getByRole('dialog', { name: /^Changed since your last download/ });
  const download = page.waitForEvent('download');
  await asked.getByRole('textbox', { name: 'Version of this download' }).press('Enter');
  expect((await download).suggestedFilename()).toMatch(/-0\.1\.1\.zip$/);
});

test('a skip link comes first, and Ctrl+Shift+E exports from inside a skill', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the form' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();

  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await expect(exportButton).toHaveAttribute('title', 'Export (Ctrl+Shift+E)');
  await page.getByRole('button', { name: 'Skills', exact: true }).click();
  await addSkill(page, 'Returns', 'Explains returns. Use when a customer wants to send something back.');
  const body = page.getByRole('textbox', { name: 'What the assistant does with this skill (“Returns”)' });
  await body.click();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Shift+E');
  await download;
  await expect(body).toBeFocused();
});
