import type { Page } from '@playwright/test';
import { EXPORT_TARGETS } from '../src/export-targets/targets';
import { readText } from '../src/model/file-tree';
import { expect, test } from './fixtures';
import {
  addOnlineServer,
  askBeforeEachDownload,
  changedFiles,
  exportZip,
  importZip,
  readDownload,
} from './support';

const ADDRESS = 'https://orders.example.com/mcp';

/** Opens a view from the list of views (its name may carry a count and a problem badge). */
async function showView(page: Page, view: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: new RegExp(`^${view}`) })
    .click();
}

/** Shop Support with two starters and a server with two tools, downloaded once; back on Assistant. */
async function downloadedShopSupport(page: Page) {
  await page.goto('./');
  await page.getByLabel('Title').fill('Shop Support');
  await page.getByRole('button', { name: 'New solution' }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  for (const [index, text] of ['Where is my order?', 'How do I return something?'].entries()) {
    await page.getByRole('button', { name: 'Add starter' }).click();
    await page.getByRole('textbox', { name: `Starter ${index + 1}` }).fill(text);
  }
  await showView(page, 'Tools');
  await addOnlineServer(page, 'Orders', ADDRESS);
  await page.getByRole('textbox', { name: 'Tool name' }).fill('lookup_order, start_return');
  await page.getByRole('button', { name: 'Add tool' }).click();
  const first = await exportZip(page);
  await showView(page, 'Assistant');
  return first;
}

test('Versions names what changed since the download in plain words, and going back exports the same bytes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await downloadedShopSupport(page);
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop Helper');
  await page.getByRole('textbox', { name: 'Starter 2' }).fill('Can I send something back?');
  await showView(page, 'Tools');
  await page.getByRole('switch', { name: /May change things \(asks first\).*start_return/ }).click();

  await showView(page, 'Versions');
  const plain = page.getByRole('list', { name: 'Changes in plain words' });
  const changes = plain.getByRole('button').filter({ hasNotText: /^(Show|Hide) the words$/ });
  await expect(changes).toHaveText([
    'Title changed to “Shop Helper”',
    'Starter 2 reworded: “Can I send something back?”',
    'Tool “Start return” may now change things (Tool server “Orders”)',
  ]);
  await expect(page.getByRole('heading', { name: /^3 changes since the version of/ })).toBeVisible();
  // A reworded starter shows its words on demand; the tool's switch has none to show.
  await expect(plain.getByRole('button', { name: 'Show the words' })).toHaveCount(1);
  await plain.getByRole('button', { name: 'Show the words' }).click();
  await expect(plain.locator('del')).toContainText(['How do', 'return']);
  await expect(plain.locator('ins')).toContainText(['Can', 'send', 'back']);
  await page.screenshot({ path: test.info().outputPath('versions.png'), fullPage: true });

  // As files, a changed text file shows its lines: now, with what was taken out.
  await page.getByRole('button', { name: 'As files' }).click();
  const files = page.getByRole('list', { name: 'Changed files' });
  await files
    .getByRole('listitem')
    .filter({ hasText: 'assistant.json' })
    .getByRole('button', { name: 'Show the lines' })
    .click();
  const lines = files.getByRole('textbox', { name: /^assistant\.json: now/ });
  await expect(lines).toContainText('Can I send something back?');
  await expect(files.locator('.cm-deletedChunk')).toContainText(['How do I return something?']);
  await page.screenshot({ path: test.info().outputPath('versions-files.png'), fullPage: true });
  await page.getByRole('button', { name: 'In plain words' }).click();

  // Each line opens its place.
  await page.getByRole('button', { name: 'Title changed to “Shop Helper”' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();

  await showView(page, 'Versions');
  await page.getByRole('button', { name: /^Restore the version of/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support' })).toBeVisible();
  // What was there before the restore is kept as a version too.
  await expect(page.getByRole('list', { name: 'Kept versions' }).getByRole('listitem')).toHaveCount(2);

  const again = await exportZip(page);
  expect(again.name).toBe(first.name);
  expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(first.bytes))).toBe(0);

  // The restore is one change: Undo brings the edited solution back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Helper' })).toBeVisible();
});

/** Shop Support downloaded once, "Ask me before each download" ticked, then a third starter added. */
async function askingWithAStarterAdded(page: Page) {
  const first = await downloadedShopSupport(page);
  await askBeforeEachDownload(page);
  await page.getByRole('button', { name: 'Add starter' }).click();
  await page.getByRole('textbox', { name: 'Starter 3' }).fill('Do you ship abroad?');
  return first;
}

test('a second download moves the version on by itself, changing only the package version, and says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await downloadedShopSupport(page);
  await page.getByRole('button', { name: 'Add starter' }).click();
  await page.getByRole('textbox', { name: 'Starter 3' }).fill('Do you ship abroad?');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await downloaded;
  // Something added: the middle step, asked about nowhere.
  expect(file.suggestedFilename()).toBe('shop-support-0.2.0.zip');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded/ })).toContainText(
    'Its version is now 0.2.0 (it was 0.1.0), after 1 change since your last download; you can choose it yourself in Package.',
  );
  await page.screenshot({ path: test.info().outputPath('version-by-itself.png') });

  // The version went into the package details and nowhere else.
  const second = await readDownload(file);
  expect(changedFiles(first.tree, second.tree)).toEqual(['assistant.json', 'plugin.json']);
  expect(readText(second.tree, 'plugin.json')).toBe(
    readText(first.tree, 'plugin.json')!.replace('"version": "0.1.0"', '"version": "0.2.0"'),
  );

  // A version she types herself is the one the next download takes. The notice stays behind in
  // the view it was made in.
  await showView(page, 'Package');
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Version' }).fill('1.0.0');
  await showView(page, 'Assistant');
  await page.getByRole('textbox', { name: 'Starter 3' }).fill('Do you ship to Norway?');
  const own = await exportZip(page);
  expect(own.name).toBe('shop-support-1.0.0.zip');

  // Nothing changed since that download: the next one keeps the version.
  const third = await exportZip(page);
  expect(third.name).toBe('shop-support-1.0.0.zip');
});

test('asked to be asked, a download says what changed and suggests a version; taking it changes only the package version', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await askingWithAStarterAdded(page);

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Changed since your last download: 1 thing' });
  await expect(ask.getByRole('list', { name: 'What changed' })).toHaveText(
    'Starter added: “Do you ship abroad?”',
  );
  await expect(ask.getByRole('textbox', { name: 'Version of this download' })).toHaveValue('0.2.0');
  await expect(ask).toContainText('Suggested: 0.2.0 (it is 0.1.0 now)');
  await page.screenshot({ path: test.info().outputPath('before-export.png') });
  await ask.getByRole('button', { name: 'Download' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('shop-support-0.2.0.zip');
  const second = await readDownload(file);
  expect(changedFiles(first.tree, second.tree)).toEqual(['assistant.json', 'plugin.json']);
});

test("before a download, the changes can go into the plugin's change history, edited first, as one undoable change", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await askingWithAStarterAdded(page);

  let downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  let ask = page.getByRole('dialog', { name: 'Changed since your last download: 1 thing' });
  const noteThem = ask.getByRole('checkbox', {
    name: /^Also note these changes in the solution’s change history/,
  });
  // A plugin without a change history gets one only when asked.
  await expect(noteThem).not.toBeChecked();
  await expect(ask.getByRole('textbox', { name: 'What the change history will say' })).toHaveCount(0);
  await noteThem.check();
  const note = ask.getByRole('textbox', { name: 'What the change history will say' });
  await expect(note).toHaveValue('Starter added: “Do you ship abroad?”');
  await note.press('End');
  await note.pressSequentially('\nWe now answer questions about shipping abroad.');
  await page.screenshot({ path: test.info().outputPath('change-history.png') });
  await ask.getByRole('button', { name: 'Download' }).click();
  const second = await readDownload(await downloaded);
  expect(changedFiles(first.tree, second.tree)).toEqual(['CHANGELOG.md', 'assistant.json', 'plugin.json']);
  expect(readText(second.tree, 'CHANGELOG.md')).toMatch(
    /^# Changelog\n\n## 0\.2\.0 \(\d{4}-\d{2}-\d{2}\)\n\n- Starter added: “Do you ship abroad\?”\n- We now answer questions about shipping abroad\.\n$/,
  );

  // The version and the history were one change: one Undo takes both back, so the next download
  // asks again from 0.1.0, and with no history in the plugin the box starts unticked.
  await page.getByRole('button', { name: 'Undo' }).click();
  downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  ask = page.getByRole('dialog', { name: /^Changed since your last download/ });
  await expect(ask).toContainText('(it is 0.1.0 now)');
  await expect(ask.getByRole('checkbox', { name: /^Also note these changes/ })).not.toBeChecked();
  await ask.getByRole('button', { name: 'Keep version 0.1.0' }).click();
  const third = await readDownload(await downloaded);
  expect(third.tree.has('CHANGELOG.md')).toBe(false);
});

test('opening a download of a solution this browser keeps offers to compare the two first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await downloadedShopSupport(page);
  await page.getByRole('textbox', { name: 'Starter 2' }).fill('Can I send something back?');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await importZip(page, first.bytes, first.name);
  const ask = page.getByRole('dialog', { name: '“Shop Support” is already in this browser' });
  await ask.getByRole('button', { name: 'Compare with the one in this browser' }).click();
  await expect(ask.getByRole('list', { name: 'Differences' })).toHaveText(
    'Starter 2 reworded: “How do I return something?”',
  );
  await page.screenshot({ path: test.info().outputPath('reimport.png') });
  await ask.getByRole('button', { name: 'Open this one as a new solution' }).click();
  await expect(page.getByRole('textbox', { name: 'Starter 2' })).toHaveValue('How do I return something?');
});

test('the other ways to export keep no version and ask nothing about what changed', async ({ page }) => {
  test.setTimeout(120_000);
  await downloadedShopSupport(page);
  await page.getByRole('textbox', { name: 'Starter 2' }).fill('Can I send something back?');
  for (const target of EXPORT_TARGETS) {
    await page.getByRole('button', { name: 'Other ways to export' }).click();
    await page.getByRole('menuitem', { name: target.label }).click();
    const dialog = page.getByRole('dialog', { name: target.label });
    await dialog.getByRole('button', { name: /^Download/ }).click();
    await expect(dialog.getByRole('status', { name: 'Downloaded' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Changed since/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  await showView(page, 'Versions');
  await expect(page.getByRole('list', { name: 'Kept versions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /^1 change since the version of/ })).toBeVisible();
  // The plain Export still counts from the last plain download.
  const plain = await exportZip(page);
  expect(plain.name).toBe('shop-support-0.1.1.zip');
});
