import { test, expect } from './fixtures';
import { newSolution } from './support';

/**
 * #31 item 8: the Problems panel opened over the form at every Add and when the voice was turned
 * on, then closed again, and the page jumped under Maya's pointer. It opens only when she asks
 * (its toggle, the header's counts) or at an export that finds errors.
 */
test('adding rows and a voice leaves the Problems panel closed; her counts and an export open it', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  const main = page.getByRole('main');
  const panel = page.getByRole('region', { name: 'Problems' });
  const problems = panel.getByRole('listitem');
  await expect(panel.getByRole('button', { name: 'Show problems' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const form = await main.boundingBox();

  await main.getByRole('button', { name: 'Add starter' }).click();
  await expect(page.getByRole('banner')).toContainText('1 to fill in');
  await main.getByRole('button', { name: 'Add example' }).click();
  await main.getByRole('button', { name: 'Add document' }).click();
  await main.getByRole('switch', { name: 'Give the assistant its own voice' }).click();
  await expect(page.getByRole('banner')).toContainText(/1 warning/);
  await expect(problems).toHaveCount(0);
  // The form kept its place and its size.
  expect(await main.boundingBox()).toEqual(form);

  // Asked for from the header's counts: the list shows, with the keyboard on it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /\d+ errors?/ })
    .click();
  await expect(problems.first()).toBeVisible();
  await expect(panel).toBeFocused();
  await panel.getByRole('button', { name: 'Hide problems' }).click();
  await expect(problems).toHaveCount(0);

  // An export that finds errors (the rows left empty count now) shows them.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const ask = page.getByRole('dialog', { name: /This solution has \d+ errors/ });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(problems.first()).toBeVisible();
});
