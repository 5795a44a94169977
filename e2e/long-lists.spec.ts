import { test, expect } from './fixtures';
import { openZip } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { writeText, type FileTree } from '../src/model/file-tree';
import { editJsonFile } from '../src/model/operation-support';
import { newSolution } from '../src/model/operations';
import { PLUGIN_MANIFEST_PATH } from '../src/model/plugin-manifest';

/**
 * #19 item 6: small hostile files made views unusable. 2,000 tool servers (a 6 KB zip) froze the
 * Tools view for 51 s; 20,000 keywords that are not text took 12.7 s in the Package view. Every
 * long list now draws a page at a time, so the view answers a click at once. What is checked is
 * that the view is usable (a button responds, a field takes typing), not how fast it was.
 */

test('2,000 tool servers: the Tools view answers at once and draws them a page at a time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const servers = Object.fromEntries(
    Array.from({ length: 2000 }, (_, i) => [`server-${i}`, { command: 'node', args: [`s${i}.js`] }]),
  );
  const tree: FileTree = writeText(
    newSolution('Many Servers'),
    'mcp.json',
    JSON.stringify({ mcpServers: servers }),
  );
  const zip = await writePluginZip(tree);
  expect(zip.length).toBeLessThan(64 * 1024);
  await page.goto('./');
  await openZip(page, zip);
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Tool servers' }).locator(':scope > li');
  await expect(cards).toHaveCount(20);

  // The view responds: a dialog opens and closes.
  await page.getByRole('button', { name: 'Add a server' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show more (1,980 of 2,000 servers not shown yet)' }).click();
  await expect(cards).toHaveCount(40);
  await expect(page.getByRole('heading', { name: 'Server 39', level: 3, exact: true })).toBeVisible();
});

test('20,000 keywords that are not text: the Package view answers at once', async ({ page }) => {
  test.setTimeout(120_000);
  const result = editJsonFile(
    newSolution('Many Keywords'),
    PLUGIN_MANIFEST_PATH,
    ['keywords'],
    Array.from({ length: 20_000 }, (_, i) => i),
  );
  if (!result.ok) throw new Error(result.error.message);
  await page.goto('./');
  await openZip(page, await writePluginZip(result.tree));
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Package/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Package', level: 1 })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem');
  await expect(chips).toHaveCount(100);

  // The view responds: another field takes typing, and the rest of the keywords come on request.
  const version = page.getByRole('textbox', { name: 'Version' });
  await version.fill('2.0.0');
  await expect(version).toHaveValue('2.0.0');
  await page.getByRole('button', { name: 'Show more (19,900 of 20,000 keywords not shown yet)' }).click();
  await expect(chips).toHaveCount(200);
});
