import { test, expect } from './fixtures';

test('the built app shows the start screen', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Solution Builder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New solution' })).toBeEnabled();
});
