import { test, expect } from './fixtures';
import { exportZip, newSolution } from './support';

/**
 * The library lists a solution by its own title while the two agree (#31 item 13: a zip opened as
 * "zenrows" and named "Zenrows" stayed "zenrows" in the list); a name given in the library stays.
 */
test('the library follows the title she gives her assistant, and keeps a name she gave it there', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Shop Helper');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Helper' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'All solutions' }).click();
  const listed = page.getByRole('button', { name: /^Shop Helper\s*Changed/ });
  await expect(listed).toBeVisible();

  // Named otherwise in the library, it keeps that name when the title changes again.
  await page.getByRole('button', { name: 'Rename Shop Helper' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox', { name: 'Title' }).fill('Front desk');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('button', { name: /^Front desk\s*Changed/ }).click();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Assistant' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Shop Helper Plus');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'All solutions' }).click();
  await expect(page.getByRole('button', { name: /^Front desk\s*Changed/ })).toBeVisible();
});

test('a change undone after a download leaves the library saying it was exported, not changed since', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await exportZip(page);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Shop Helper');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(title).toHaveValue('Shop Support');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'All solutions' }).click();
  await expect(page.getByRole('button', { name: /^Shop Support\s*Changed .* · exported / })).toBeVisible();
});
