import { test, expect } from './fixtures';
import {
  changedFiles,
  check,
  fixtureZip,
  exportZip,
  importZip,
  newSolution,
  openZip,
  showProblems,
} from './support';
import { writePluginZip } from '../src/archive/write-zip';
import type { Locator, Page } from '@playwright/test';
import { readText, treeFromFiles, writeText } from '../src/model/file-tree';
import { newSolution as createModelSolution } from '../src/model/operations';

test('a new solution from a title exports a zip that passes the checker', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('None');
  const exported = await exportZip(page);
  expect(exported.name).toBe('shop-support-0.1.0.zip');
  expect(check(exported.tree)).toEqual([]);
});

test('editing one skill in the Files view exports every other file byte for byte', async ({ page }) => {
  const { tree, zip } = await fixtureZip('agent-plugins/ap-uap-code-navigator');
  await page.goto('./');
  await openZip(page, zip);
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  const files = page.getByRole('tree', { name: 'Files' });
  const skill = [...tree.keys()].find((p) => p.endsWith('/SKILL.md'))!;
  const [, folder] = skill.split('/');
  await files.getByRole('treeitem', { name: folder, exact: true }).click();
  await files.getByRole('treeitem', { name: 'SKILL.md' }).click();
  const editor = page.getByRole('textbox', { name: `Contents of ${skill}` });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nOne more line.\n');
  const exported = await exportZip(page, true);
  expect(changedFiles(tree, exported.tree)).toEqual([skill]);
});

test('a file with Windows line breaks keeps them when edited', async ({ page }) => {
  const crlf = (text: string) => text.replace(/\n/g, '\r\n');
  const tree = writeText(
    createModelSolution('Shop Support'),
    'notes.md',
    crlf('# Notes\n\nFirst line.\nSecond line.\n'),
  );
  await page.goto('./');
  await openZip(page, await writePluginZip(tree));
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  await page.getByRole('treeitem', { name: 'notes.md' }).click();
  const editor = page.getByRole('textbox', { name: 'Contents of notes.md' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Third line.');
  await page.keyboard.press('Enter');
  const exported = await exportZip(page);
  expect(readText(exported.tree, 'notes.md')).toBe(
    crlf('# Notes\n\nFirst line.\nSecond line.\nThird line.\n'),
  );
  expect(changedFiles(tree, exported.tree)).toEqual(['notes.md']);
});

test('a problem in a raw file can be found from the Problems panel and fixed', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  await page.getByRole('treeitem', { name: 'plugin.json' }).click();
  const editor = page.getByRole('textbox', { name: 'Contents of plugin.json' });
  const original = readText(createModelSolution('Shop Support'), 'plugin.json')!;
  // Break the version: a number where text belongs.
  await replaceEditorText(page, editor, original.replace('"version": "0.1.0"', '"version": 1'));
  const problems = await showProblems(page);
  await expect(problems).toContainText('1 error');
  await problems.getByRole('listitem').first().getByRole('button').first().click();
  // The version belongs to the Package view: the problem opens it with the keyboard on the field.
  const version = page.getByRole('textbox', { name: 'Version' });
  await expect(version).toBeFocused();
  await version.fill('0.2.0');
  await expect(problems).toContainText('None');
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  await page.getByRole('treeitem', { name: 'plugin.json' }).click();
  await expect(editor).toContainText('"version": "0.2.0"');
});

test('an uploaded binary file is exported with the same bytes', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload' }).click();
  await (
    await chooser
  ).setFiles({ name: 'logo.bin', mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
  await expect(page.getByRole('treeitem', { name: 'logo.bin' })).toBeVisible();
  const exported = await exportZip(page);
  const file = exported.tree.get('logo.bin');
  expect(file?.kind === 'file' && Buffer.from(file.bytes).equals(Buffer.from(bytes))).toBe(true);
});

test('a hostile zip is refused with a sentence and the open solution stays as it was', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  const zip = await writePluginZip(treeFromFiles([['plugin.json', '{}']]));
  // Rename the entry to climb out of the plugin: same length, so every offset stays right.
  const hostile = Buffer.from(zip);
  for (let at = hostile.indexOf('plugin.json'); at >= 0; at = hostile.indexOf('plugin.json', at + 1))
    hostile.write('../evil.txt', at);
  await importZip(page, hostile, 'evil.zip');
  await expect(page.getByRole('alert')).toContainText('not opened');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support' })).toBeVisible();
  const exported = await exportZip(page);
  expect(check(exported.tree)).toEqual([]);
});

test('Import opens a folder too, the way the start screen does', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await page.getByRole('button', { name: 'Import' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: 'Import a zip or a folder' })
    .getByRole('button', { name: 'A folder' })
    .click();
  await (await chooser).setFiles('fixtures/agent-plugins/ap-uap-code-navigator');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'agent-code-navigator' })).toBeVisible();
});

/** Replaces the whole text of a CodeMirror editor, as a paste would. */
async function replaceEditorText(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test('a very large file opens at once, read-only, and is exported unchanged', async ({ page }) => {
  const big = `# Notes\n${'A line of a very long notes file.\n'.repeat(260_000)}`;
  const tree = writeText(createModelSolution('Big Notes'), 'notes.md', big);
  await page.goto('./');
  await openZip(page, await writePluginZip(tree));
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  await page.getByRole('tree', { name: 'Files' }).getByRole('treeitem', { name: 'notes.md' }).click();
  await expect(page.getByRole('note')).toContainText('too large to edit here');
  await expect(page.getByRole('textbox', { name: 'Contents of notes.md' })).toHaveCount(0);
  await expect(page.getByText('A line of a very long notes file.').first()).toBeVisible();
  const exported = await exportZip(page);
  expect(changedFiles(tree, exported.tree)).toEqual([]);
});

test('the workspace fills the window and never scrolls as a whole, in any view', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await newSolution(page, 'Shop Support');
  const views = page.getByRole('navigation', { name: 'Views' });
  for (const name of ['Assistant', 'Skills', 'Tools', 'Package', 'Versions', 'Files']) {
    const button = views.getByRole('button', { name: new RegExp(`^${name}`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-current', 'page');
    // The view drawn: its heading, or the Files view's file tree.
    await expect(
      page
        .getByRole('main')
        .getByRole(name === 'Files' ? 'tree' : 'heading')
        .first(),
    ).toBeVisible();
    // Only the view's own pane scrolls: the header and the Problems bar stay in the window.
    const page_ = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      window: innerHeight,
    }));
    expect(page_.height, `${name}: the page is taller than the window`).toBeLessThanOrEqual(page_.window);
  }
});
