import { test, expect } from './fixtures';
import { readText } from '../src/model/file-tree';
import { exportZip, newSolution, typeAtEndOfInstructions } from './support';

test('an image link with a broken percent escape never blanks the app, and the library stays reachable', async ({
  page,
}) => {
  await newSolution(page, 'Photo Shop');
  await typeAtEndOfInstructions(page, '\n![x](%FF) and ![photo](caf%E9.png)\n');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await expect(page.getByRole('img', { name: 'photo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();

  // Reopening the same view and file draws it again, and the library is one click away.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Contents of skills/instructions/SKILL.md' })).toBeVisible();
  const exported = await exportZip(page);
  expect(readText(exported.tree, 'skills/instructions/SKILL.md')).toContain('![x](%FF)');
  await page.getByRole('button', { name: 'All solutions' }).click();
  await expect(page.getByRole('button', { name: /^Photo Shop Changed/ })).toBeVisible();
});

test('a view that fails shows a plain message, keeps the header, and the next start opens the library', async ({
  page,
}) => {
  await newSolution(page, 'Fault Shop');
  await page.evaluate(() => {
    globalThis.__SOLUTION_BUILDER_FAIL_PART__ = 'files';
  });
  await page.getByRole('button', { name: 'Files' }).click();
  await expect(page.getByRole('alert')).toContainText('This view could not be shown. Your work is kept');
  // Header, views and Export still work around the failed view.
  const exported = await exportZip(page);
  expect(exported.name).toBe('fault-shop-0.1.0.zip');
  await page.getByRole('button', { name: 'Assistant' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Fault Shop');
  await page.getByRole('button', { name: 'Files' }).click();
  await expect(page.getByRole('alert')).toContainText('This view could not be shown');

  // The Files view was stored as the place to reopen; the next start must not go back into it.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('could not be shown last time, so the library opens');
  await page.getByRole('button', { name: /^Fault Shop Changed/ }).click();
  // Reopened from the library, it starts on the first view rather than the one that failed.
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Fault Shop');
});

test('when the whole workspace fails, the message offers a copy and the library', async ({ page }) => {
  await newSolution(page, 'Broken Shop');
  await page.getByRole('textbox', { name: 'Title' }).fill('Broken Shop Two');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.evaluate(() => {
    globalThis.__SOLUTION_BUILDER_FAIL_PART__ = 'problems';
  });
  // The Problems panel fails on its own; the rest of the workspace stays.
  await page.getByRole('textbox', { name: 'Title' }).fill('Broken Shop Three');
  await expect(page.getByRole('alert')).toContainText('The list of problems could not be shown');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Broken Shop Three');

  // Then the frame itself: the App's own net catches it, with a copy and the library. The switch
  // and the edit are one step in the page: any drawing after the switch fails, so a draw that came
  // between them (the autosave's "Saved", say) would take the field away before the edit.
  await page.getByRole('textbox', { name: 'Title' }).evaluate((field: HTMLInputElement) => {
    globalThis.__SOLUTION_BUILDER_FAIL_PART__ = 'workspace';
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setValue?.call(field, 'Broken Shop Four');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(page.getByRole('alert')).toContainText('This solution could not be shown. Your work is kept');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a copy' }).click();
  expect((await download).suggestedFilename()).toBe('broken-shop-four-0.1.0.zip');
  await page.evaluate(() => {
    delete globalThis.__SOLUTION_BUILDER_FAIL_PART__;
  });
  await page.getByRole('button', { name: 'Go to the library' }).click();
  // Listed by its title as it was last typed (the library follows the solution's own title).
  await expect(page.getByRole('button', { name: /^Broken Shop Four\s*Changed/ })).toBeVisible();
});
