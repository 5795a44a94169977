import { expect, test } from './fixtures';
import { addOnlineServer, newSolution } from './support';

/**
 * A card's Rename and Delete ask the same questions in the Skills and Tools views (one
 * RenameOrDelete): each in its own words, and the focus lands where the answer leaves the person.
 */

test('a tool server is renamed and deleted through its card’s questions', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await addOnlineServer(page, 'Orders', 'https://orders.example.com/mcp');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Rename Orders' }).click();
  let dialog = page.getByRole('dialog', { name: 'Rename “Orders”' });
  await expect(dialog).toContainText(
    'A few words. What the assistant knows about its tools follows the new name.',
  );
  await dialog.getByRole('textbox', { name: 'New name' }).fill('Shop orders');
  await dialog.getByRole('button', { name: 'Rename server' }).click();
  await expect(main.getByRole('article', { name: 'Shop orders' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Shop orders' })).toBeFocused();

  await main.getByRole('button', { name: 'Delete Shop orders' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete server' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('article', { name: 'Shop orders' })).toBeVisible();
  await main.getByRole('button', { name: 'Delete Shop orders' }).click();
  await dialog.getByRole('button', { name: 'Delete server' }).click();
  await expect(main.getByRole('article', { name: 'Shop orders' })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Tools', level: 1 })).toBeFocused();
});

test('a skill is deleted through its card’s question, and a cancelled rename changes nothing', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Skills/ })
    .click();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add a skill' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add a skill' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Returns');
  await dialog.getByRole('button', { name: 'Add skill' }).click();

  await main.getByRole('button', { name: 'Rename Returns' }).click();
  dialog = page.getByRole('dialog', { name: 'Rename “Returns”' });
  await expect(dialog).toContainText(
    'A few words. Its files and the assistant’s list of skills follow the new name.',
  );
  await dialog.getByRole('textbox', { name: 'New name' }).fill('Refunds');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('button', { name: 'Rename Returns' })).toBeVisible();

  await main.getByRole('button', { name: 'Delete Returns' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete skill' });
  await dialog.getByRole('button', { name: 'Delete skill' }).click();
  await expect(main.getByRole('button', { name: 'Delete Returns' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Add a skill' }).first()).toBeFocused();
});
