import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newSolution } from './support';

/**
 * No error before the person had a chance: a starter, an example or a document just added is
 * empty by nature, so it shows "to fill in" (in its field, the Problems panel and the header's
 * counts alike) until focus leaves it or the person asks to export.
 */
async function expectCounts(page: Page, errors: number, toFillIn: number): Promise<void> {
  const header = page.getByRole('banner');
  const panel = page.getByRole('region', { name: 'Problems' });
  const words = `${errors} ${errors === 1 ? 'error' : 'errors'}`;
  await expect(header).toContainText(words);
  await expect(panel).toContainText(words);
  if (toFillIn > 0) {
    await expect(header).toContainText(`${toFillIn} to fill in`);
    await expect(panel).toContainText(`${toFillIn} to fill in`);
  } else {
    await expect(header).not.toContainText('to fill in');
    await expect(panel).not.toContainText('to fill in');
  }
}

test('a starter, an example and a document just added are “to fill in” until left', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  const main = page.getByRole('main');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('None');
  const title = main.getByRole('textbox', { name: 'Title' });

  await main.getByRole('button', { name: 'Add starter' }).click();
  const starter = main.getByRole('textbox', { name: 'Starter 1' });
  await expect(starter).toBeFocused();
  await expect(starter).not.toHaveAttribute('aria-invalid', 'true');
  await expect(main).toContainText('To fill in');
  await expectCounts(page, 0, 1);
  // Moving inside the row (to its own buttons) is not leaving it.
  await page.keyboard.press('Tab');
  await expectCounts(page, 0, 1);
  await title.focus();
  await expectCounts(page, 1, 0);
  await expect(starter).toHaveAttribute('aria-invalid', 'true');

  await main.getByRole('button', { name: 'Add example' }).click();
  const question = main.getByRole('textbox', { name: 'Someone asks' });
  await expect(question).toBeFocused();
  await expect(question).not.toHaveAttribute('aria-invalid', 'true');
  await expectCounts(page, 1, 1);
  await title.focus();
  await expectCounts(page, 2, 0);
  await expect(question).toHaveAttribute('aria-invalid', 'true');

  await main.getByRole('button', { name: 'Add document' }).click();
  const what = main.getByRole('textbox', { name: 'What to ask for' });
  await expect(what).toBeFocused();
  const added = (await page.getByRole('banner').innerText()).match(/(\d+) to fill in/);
  expect(Number(added?.[1])).toBeGreaterThan(0);
  await expectCounts(page, 2, Number(added?.[1]));
  // Once filled in there is nothing left to do, and leaving it shows no new error.
  await what.fill('Your returns policy');
  await expectCounts(page, 2, 0);
  await title.focus();
  await expectCounts(page, 2, 0);
});

test('asking to export ends the grace of a row just added', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add starter' }).click();
  await expectCounts(page, 0, 1);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This solution has 1 error');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectCounts(page, 1, 0);
});
