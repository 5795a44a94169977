import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { exportZip, writeNotesPluginFolder } from './support';

/** An unpacked GitHub download: one wrapping folder, with Finder's .DS_Store files in it. */
function downloadedFolder(): string {
  const top = test.info().outputPath('notes-plugin-main');
  const plugin = join(top, 'notes-plugin-main');
  writeNotesPluginFolder(plugin);
  writeFileSync(join(plugin, 'skills', '.DS_Store'), 'Bud1');
  return top;
}

// #13 items 10 and 11: the page reads a folder with the checker's reader and leaves out .DS_Store.
test('a folder holding one wrapping folder opens at its plugin, without .DS_Store, with a note', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByLabel('Folder to open').setInputFiles(downloadedFolder());
  await expect(page.getByRole('banner').getByRole('heading', { name: 'notes-plugin' })).toBeVisible();
  await expect(page.getByText(/The hidden files that a Mac adds to folders/)).toBeVisible();
  const { tree } = await exportZip(page, true);
  expect([...tree.keys()].filter((path) => path.includes('.DS_Store'))).toEqual([]);
  expect(tree.has('plugin.json')).toBe(true);
});

// #19 item 17: a right-to-left override disguises a program as a picture.
test('a folder with a name that reverses how it reads is refused with a sentence', async ({ page }) => {
  const plugin = test.info().outputPath('disguised');
  mkdirSync(plugin, { recursive: true });
  writeFileSync(join(plugin, 'plugin.json'), JSON.stringify({ name: 'disguised' }));
  writeFileSync(join(plugin, 'invoice\u202egpj.exe'), 'MZ');
  await page.goto('./');
  await page.getByLabel('Folder to open').setInputFiles(plugin);
  await expect(
    page.getByText(
      /This folder holds a file whose name contains an invisible character that reverses how the name reads/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Your current work is unchanged.', { exact: false })).toBeVisible();
});

// #19 item 9: the checker skips a FIFO with a note (cli/read-folder.test.ts); a browser cannot
// tell one from a file. Chromium's folder picker lists it as an empty file and reads it as 0 bytes
// without waiting for a writer, so the page opens the plugin with an empty file in its place.
test('a FIFO in a picked folder opens as an empty file, and the page does not wait on it', async ({
  page,
}) => {
  const plugin = test.info().outputPath('with-pipe');
  mkdirSync(plugin, { recursive: true });
  writeFileSync(join(plugin, 'plugin.json'), JSON.stringify({ name: 'with-pipe', version: '1.0.0' }));
  execFileSync('mkfifo', [join(plugin, 'pipe')]);
  await page.goto('./');
  await page.getByLabel('Folder to open').setInputFiles(plugin);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'with-pipe' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Files/ })
    .click();
  await expect(page.getByRole('treeitem', { name: 'pipe', exact: true })).toBeVisible();
  const { tree } = await exportZip(page, true);
  expect(tree.get('pipe')).toMatchObject({ kind: 'file', bytes: new Uint8Array(0) });
});
