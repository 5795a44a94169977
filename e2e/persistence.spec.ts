import { test, expect } from './fixtures';
import { readText } from '../src/model/file-tree';
import {
  askBeforeEachDownload,
  changedFiles,
  exportZip,
  newSolution,
  typeAtEndOfInstructions,
} from './support';

test('an edit survives a reload, and a skill edit survives closing the tab', async ({ page, context }) => {
  await newSolution(page, 'Shop Support');
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Shop Support Desk');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.waitForTimeout(1000);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support Desk' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Shop Support Desk');

  // Change the instructions' text in the Files view, then close the tab without waiting.
  await typeAtEndOfInstructions(page, '\nAlways greet people by name.');
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('./');
  await expect(again.getByRole('banner').getByRole('heading', { name: 'Shop Support Desk' })).toBeVisible();
  // The editor draws only the lines in view, so read the file from an export.
  const exported = await exportZip(again);
  expect(readText(exported.tree, 'skills/instructions/SKILL.md')).toContain('Always greet people by name.');
});

test('thirty changes undo back to the first tree and redo to the last, byte for byte', async ({ page }) => {
  test.setTimeout(120_000);
  await newSolution(page, 'Shop Support');
  // Asked before each download, a download keeps the version as it is, so it is no change to undo.
  await askBeforeEachDownload(page);
  const start = await exportZip(page);
  const title = page.getByRole('textbox', { name: 'Title' });
  const description = page.getByRole('textbox', { name: 'What it does' });
  for (let i = 0; i < 15; i += 1) {
    // Two different fields, alternately: each edit is its own step.
    await title.fill(`Shop Support ${i}`);
    await description.fill(`Helps customers, version ${i}.`);
  }
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  const end = await exportZip(page);
  expect(changedFiles(start.tree, end.tree)).toEqual(['assistant.json', 'plugin.json']);

  const undo = page.getByRole('button', { name: 'Undo' });
  for (let i = 0; i < 30; i += 1) await undo.click();
  await expect(undo).toBeDisabled();
  const undone = await exportZip(page);
  expect(Buffer.from(undone.bytes).equals(Buffer.from(start.bytes))).toBe(true);

  const redo = page.getByRole('button', { name: 'Redo' });
  for (let i = 0; i < 30; i += 1) await redo.click();
  await expect(redo).toBeDisabled();
  const redone = await exportZip(page);
  expect(Buffer.from(redone.bytes).equals(Buffer.from(end.bytes))).toBe(true);
});

test('a second tab on the same solution is read-only until it takes over, and loses nothing', async ({
  page,
  context,
}) => {
  await newSolution(page, 'Shop Support');
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop Support One');
  await expect(page.getByRole('banner')).toContainText('Saved');

  const second = await context.newPage();
  await second.goto('./');
  await expect(second.getByRole('alert')).toContainText('open in another tab');
  // A change in the first tab is still saved while the second one watches.
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop Support Two');
  await expect(page.getByRole('banner')).toContainText('Saved');

  await second.getByRole('button', { name: 'Take over' }).click();
  await expect(second.getByRole('banner').getByRole('heading', { name: 'Shop Support Two' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('another tab');
  await second.getByRole('textbox', { name: 'Title' }).fill('Shop Support Three');
  await expect(second.getByRole('banner')).toContainText('Saved');
  // The first tab can no longer change anything, so it cannot overwrite the second.
  await expect(page.getByRole('banner')).not.toContainText('Not saved');
});

test('when storage is full the builder says so, keeps the work on screen and still exports', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__ =
      'quota';
  });
  await newSolution(page, 'Shop Support');
  await page.getByRole('textbox', { name: 'Title' }).fill('Full Disk Shop');
  await expect(page.getByRole('banner')).toContainText('Not saved');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Full Disk Shop');
  const exported = await exportZip(page);
  expect(exported.name).toBe('full-disk-shop-0.1.0.zip');
});

test('when storage stops answering, the header soon says the work is not being saved, and "Saved" once it answers', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Saved');
  await page.evaluate(() => {
    (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__ =
      'no-answer';
  });
  await page.getByRole('textbox', { name: 'Title' }).fill('Stuck Storage Shop');
  await expect(banner).toContainText('Saving…');
  // A bounded wait: seconds, not the 10–20 s of "Saving…" the red team saw (#37 item 12).
  await expect(banner).toContainText('not being saved on this device', { timeout: 8000 });
  await expect(banner).toContainText('Export to download a copy');
  await page.screenshot({ path: test.info().outputPath('storage-not-answering.png') });
  await page.evaluate(() => {
    delete (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__;
  });
  await expect(banner).toContainText('Saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Stuck Storage Shop');
});
