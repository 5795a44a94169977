import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { decodeText, readText, type FileTree } from '../src/model/file-tree';
import { FIXTURE_SECRETS } from '../src/model/mcp-paste/fixtures/fixture-secrets';
import { expect, test } from './fixtures';
import { exportClaudeCode, exportZip, newSolution, showProblems } from './support';

/**
 * #31 items 5 and 13: the Preview never says a server whose tools nobody knows only looks things
 * up; "List the tools" opens the paste on that server; the keys a service needs reach whoever
 * installs it (the server's card, the Preview's install screen, README.md, the Claude Code
 * export), never their values; a pasted tool's description is kept and shown.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../src/model/mcp-paste/fixtures/${name}`, import.meta.url), 'utf8');

function allText(tree: FileTree): string {
  return [...tree.values()]
    .map((entry) => (entry.kind === 'file' ? (decodeText(entry.bytes) ?? '') : ''))
    .join('\n');
}

async function previewPart(page: Page, title: string) {
  const preview = page.getByRole('complementary', { name: 'Preview' });
  if (!(await preview.isVisible())) await page.getByRole('button', { name: 'Preview', exact: true }).click();
  return preview.getByRole('region', { name: title });
}

test('Maya’s order service: its key reaches whoever installs it, and its tools are never guessed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Paste a set-up' }).click();
  let dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
  await dialog.getByLabel('What the service gives you').fill(fixture('claude-desktop.json'));
  await dialog.getByRole('button', { name: 'Add to tools' }).click();
  await main.getByRole('button', { name: 'Done' }).click();

  // The key stays listed on the server after the note about the paste is gone.
  const card = main.getByRole('article', { name: 'Shop orders' });
  await expect(card.getByRole('region', { name: 'Set when installing' }).getByRole('listitem')).toHaveText([
    'SHOP_API_KEY',
  ]);

  // Nobody knows its tools yet: the Preview says it may change things, and shows the key to enter.
  const install = await previewPart(page, 'Installing it');
  await expect(install).toContainText('Shop orders · runs on this computer');
  await expect(install).toContainText('May change things — Bailey will ask each time');
  await expect(install.getByRole('listitem').filter({ hasText: 'SHOP_API_KEY' })).toContainText(
    'Shop orders',
  );

  // "List the tools" in the Problems panel asks for them: the paste, on that server, from any view.
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Assistant/ })
    .click();
  await (await showProblems(page)).getByRole('button', { name: 'List the tools of “Shop orders”' }).click();
  dialog = page.getByRole('dialog', { name: 'The tools of “Shop orders”' });
  await expect(dialog.getByLabel('What the service gives you')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A list emptied by hand is no more known than none: still "may change things".
  await card.getByRole('textbox', { name: 'Tool name' }).fill('lookup_order');
  await card.getByRole('button', { name: 'Add tool' }).click();
  await card.getByRole('button', { name: 'Remove lookup_order' }).click();
  await expect(install).toContainText('May change things — Bailey will ask each time');
  await expect(install).not.toContainText('Only looks things up');

  // The card offers the same paste; the list the service gives comes with titles and descriptions.
  await card.getByRole('button', { name: 'List the tools of “Shop orders”' }).click();
  dialog = page.getByRole('dialog', { name: 'The tools of “Shop orders”' });
  await dialog.getByLabel('What the service gives you').fill(fixture('tools-list.json'));
  await dialog.getByRole('button', { name: 'Add to tools' }).click();
  const tools = card.getByRole('list', { name: 'Tools of Shop orders' });
  const lookup = tools.getByRole('listitem').filter({ hasText: 'Look up an order' });
  await expect(lookup.getByText('Finds an order by its number and says where it is.')).toBeVisible();
  const tooling = await previewPart(page, 'Its tools');
  await expect(tooling).toContainText('Finds an order by its number and says where it is.');
  await expect(install).toContainText('Asks before: Refund an order, Add order note');
  await page.screenshot({ path: '/tmp/maya-shots/tools-preview.png', fullPage: true });

  const { tree } = await exportZip(page);
  const readme = readText(tree, 'README.md') ?? '';
  expect(readme).toContain('## Set when installing');
  expect(readme).toContain('- Shop orders: SHOP_API_KEY\n');
  expect(JSON.parse(readText(tree, 'plugin.json')!)).toMatchObject({
    extensions: {
      'org.sigrix.builder': { install_settings: { 'shop-orders': [{ in: 'env', name: 'SHOP_API_KEY' }] } },
    },
  });
  for (const secret of FIXTURE_SECRETS) expect(allText(tree)).not.toContain(secret);

  // Claude Code asks for it at install, and its set-up refers to the answer.
  const claude = await exportClaudeCode(page);
  const manifest = JSON.parse(claude['.claude-plugin/plugin.json'] ?? '{}');
  expect(manifest.userConfig.shop_api_key).toMatchObject({ type: 'string', sensitive: true });
  const mcp = JSON.parse(claude['.mcp.json'] ?? '{}');
  expect(mcp.mcpServers['shop-orders'].env).toEqual({
    SHOP_REGION: 'eu',
    SHOP_API_KEY: '${user_config.shop_api_key}',
  });
});
