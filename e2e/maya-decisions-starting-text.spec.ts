import { test, expect } from './fixtures';
import { newSolution } from './support';

/**
 * #31 polish: starting text marked to be replaced is selected when Maya clicks into it, so what
 * she types replaces it rather than landing in the middle of the builder's words.
 */
test('a click into the voice’s starting text selects it, and her words replace it', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await page.getByRole('switch', { name: 'Give the assistant its own voice' }).click();
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('1 warning');
  const editor = page.getByRole('textbox', { name: 'How it talks' });
  await editor.getByText(/\[Replace:/).click();
  await page.keyboard.type('Warm and brief, in everyday words.');
  await expect(editor).toContainText('Warm and brief, in everyday words.');
  await expect(editor).not.toContainText('Replace');
  await expect(editor).toContainText('How Shop Support speaks');
  await expect(banner).toContainText('0 warnings');
});
