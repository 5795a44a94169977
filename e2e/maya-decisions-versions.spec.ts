import { test, expect } from './fixtures';
import { exportZip, newSolution } from './support';

/**
 * #31 item 9: a second download moved the version on, and the version it kept said "and 1 more":
 * the version number counted as one of the changes. The kept version names what she changed; its
 * number is shown beside it.
 */
test('the version kept at a second download names her change, not its own number', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await exportZip(page);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'What it does' }).fill('Answers customers about their orders.');
  await main.getByRole('textbox', { name: 'Title', exact: true }).fill('Shop Helper');
  const second = await exportZip(page, false, 'take suggestion');
  expect(second.name).toMatch(/-0\.1\.1\.zip$/);

  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Versions/ })
    .click();
  const newest = main.getByRole('list', { name: 'Kept versions' }).getByRole('listitem').first();
  await expect(newest).toContainText('version 0.1.1');
  await expect(newest).toContainText('Title changed to “Shop Helper”; “What it does” reworded');
  await expect(newest).not.toContainText('more');
});
