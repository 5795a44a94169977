import { test, expect } from './fixtures';
import { newSolution } from './support';

/**
 * The header's "More" list on a narrow screen (Undo, Redo, Import): wholly on the screen wherever
 * the header has put its button (at the left once the header wraps, on a phone; at the right
 * otherwise), and closed again by Escape.
 */
test('the More list stays on the screen at every narrow width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('./');
  await newSolution(page, 'Front Desk');
  const more = page.getByRole('button', { name: 'More' });
  const list = page.getByRole('group', { name: 'More actions' });
  for (const width of [320, 390, 480, 560, 639]) {
    await page.setViewportSize({ width, height: 800 });
    await more.click();
    await expect(list).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
    await expect(list.getByRole('button', { name: 'Import' })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  }
});
