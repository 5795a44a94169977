import { expect, test } from './fixtures';

/**
 * #31 item 7: "Skills sold separately" looked like the place to add a skill. It sits under
 * Advanced now, and a skill of her own typed there, by its title, is warned about.
 */
test('Skills sold separately waits under Advanced, and naming one of her own skills there is a warning', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: /^Shop Support/ }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  const main = page.getByRole('main');
  const field = main.getByRole('textbox', { name: 'Skills sold separately' });
  await expect(field).toBeHidden();

  const advanced = main.getByRole('region', { name: 'Advanced settings' });
  await advanced.getByText('Advanced', { exact: true }).click();
  await expect(field).toBeVisible();
  await expect(advanced).toContainText('Your own skills are not added here: the Skills view adds them.');
  // "Shipping" is the title of her own skill "shipping".
  await field.fill('Shipping');
  await field.press('Enter');
  await expect(advanced.getByRole('list', { name: 'Chosen skills sold separately' })).toContainText(
    'Shipping',
  );
  await expect(advanced).toContainText(
    '“Shipping” is your own skill “Shipping”, which this assistant already has, so people would be asked to get something they have.',
  );
  await expect(advanced.getByText('1 problem')).toBeVisible();
  // The chip's icon button says what it does when pointed at, too.
  await expect(advanced.getByRole('button', { name: 'Remove Shipping' })).toHaveAttribute(
    'title',
    'Remove Shipping',
  );
  await advanced.screenshot({ path: '/tmp/maya-shots/sold-separately.png' });
});
