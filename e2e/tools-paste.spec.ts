import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { decodeText, readText, type FileTree } from '../src/model/file-tree';
import { expect, test } from './fixtures';
import { check, exportZip, fileTransfer, newSolution } from './support';
import { FIXTURE_SECRETS as SECRETS } from '../src/model/mcp-paste/fixtures/fixture-secrets';

const FIXTURES = new URL('../src/model/mcp-paste/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const validMcp = new Ajv2020({ strict: false }).compile(
  JSON.parse(readFileSync(new URL('../schemas/mcp.schema.json', import.meta.url), 'utf8')),
);

/** Each fixture, the servers it adds and what the dialog says it found. */
const PASTES: readonly { file: string; adds: readonly string[]; found: RegExp }[] = [
  {
    file: 'claude-desktop.json',
    adds: ['shop-orders'],
    found: /1 tool server, Shop orders, a program on this computer/,
  },
  { file: 'vscode.jsonc', adds: ['issue-tracker', 'notes'], found: /2 tool servers: Issue tracker/ },
  { file: 'cursor.json', adds: ['calendar', 'weather'], found: /2 tool servers: Calendar/ },
  {
    file: 'claude-code.json',
    adds: ['inventory', 'local-db'],
    found: /Inventory, an online service at https:\/\/inventory/,
  },
  { file: 'agent-plugins.json', adds: ['code-search', 'status-page'], found: /2 tool servers: Code search/ },
  {
    file: 'registry-server.json',
    adds: ['helpdesk'],
    found: /Helpdesk, an online service at https:\/\/eu\.helpdesk/,
  },
  {
    file: 'address.txt',
    adds: ['parcels'],
    found: /Parcels, an online service at https:\/\/mcp\.parcels\.example\.com\/mcp\./,
  },
  {
    file: 'command.txt',
    adds: ['acme'],
    found: /Acme, a program on this computer \(npx -y @acme\/mcp-server --port 3000\)/,
  },
];

function allText(tree: FileTree): string {
  return [...tree.values()]
    .map((entry) => (entry.kind === 'file' ? (decodeText(entry.bytes) ?? '') : ''))
    .join('\n');
}

async function expectValidExport(page: import('@playwright/test').Page): Promise<FileTree> {
  const { tree } = await exportZip(page);
  const mcp = JSON.parse(readText(tree, 'mcp.json') ?? 'null') as unknown;
  expect(validMcp(mcp), JSON.stringify(validMcp.errors)).toBe(true);
  expect(check(tree).filter((d) => d.severity === 'error')).toEqual([]);
  const text = allText(tree);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  return tree;
}

test('pasting one set-up of each kind gives valid servers and tools, and no secret reaches the zip', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await newSolution(page, 'Paste journey');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  const servers: string[] = [];
  for (const [index, { file, adds, found }] of PASTES.entries()) {
    await page.getByRole('button', { name: /^Paste/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
    if (index === 5) {
      // The registry's server.json comes as a file rather than pasted text.
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'server.json',
        mimeType: 'application/json',
        buffer: Buffer.from(fixture(file)),
      });
    } else {
      await dialog.getByLabel('What the service gives you').fill(fixture(file));
    }
    await expect(dialog.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(found);
    await dialog.getByRole('button', { name: 'Add to tools' }).click();
    await expect(dialog).toBeHidden();
    servers.push(...adds);
    const tree = await expectValidExport(page);
    const mcp = JSON.parse(readText(tree, 'mcp.json')!) as { mcpServers: object };
    expect(Object.keys(mcp.mcpServers), file).toEqual(servers);
    // A set-up names no tools, so the solution declares none yet (each server's tools ask first).
    expect(
      (JSON.parse(readText(tree, 'assistant.json')!) as { tools?: unknown }).tools,
      file,
    ).toBeUndefined();
  }

  // The ninth kind: a tools/list answer goes onto an existing server, switches pre-set from its annotations.
  await page.getByRole('button', { name: /^Paste/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
  await dialog.getByLabel('What the service gives you').fill(fixture('tools-list.json'));
  await expect(dialog.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(
    'Found 4 tools: 2 look things up, 2 may change things, to add to “Shop orders”.',
  );
  const switchOf = (title: string) =>
    dialog.getByRole('switch', { name: new RegExp(`^May change things \\(asks first\\) ?: ${title}$`) });
  await expect(switchOf('Look up an order')).not.toBeChecked();
  await expect(switchOf('List orders')).not.toBeChecked();
  await expect(switchOf('Refund an order')).toBeChecked();
  await expect(switchOf('Add order note')).toBeChecked();
  await dialog.screenshot({ path: 'test-results/tools-paste-dialog.png' });
  // The person can flip any of them before applying: the note tool, with no annotation, only looks.
  await switchOf('Add order note').click();
  await expect(switchOf('Add order note')).not.toBeChecked();
  await expect(dialog.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(/^Found 4 tools/);
  await dialog.getByRole('button', { name: 'Add to tools' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('list', { name: 'Tools of Shop orders' });
  // Each tool by its pasted title, or by one derived from its name when the answer gave none.
  const titles = ['Look up an order', 'List orders', 'Refund an order', 'Add order note'];
  for (const title of titles) await expect(card.getByText(title, { exact: true })).toBeVisible();
  await expect(card.getByText('lookup_order', { exact: true })).toBeVisible();
  await expect(card.getByRole('switch', { name: /: refund_order$/ })).toBeChecked();
  await expect(card.getByRole('switch', { name: /: lookup_order$/ })).not.toBeChecked();
  await expect(card.getByRole('switch', { name: /: add_order_note$/ })).not.toBeChecked();

  const tree = await expectValidExport(page);
  const solution = JSON.parse(readText(tree, 'assistant.json')!) as { tools: unknown };
  expect(solution.tools).toEqual({
    'shop-orders': {
      tools: ['lookup_order', 'list_orders', 'refund_order', 'add_order_note'],
      write_tools: ['refund_order'],
    },
  });
  // The titles the solution document has no place for are kept in plugin.json, under the builder's own namespace.
  const manifest = JSON.parse(readText(tree, 'plugin.json')!) as {
    extensions: Record<string, { tool_titles?: unknown }>;
  };
  expect(manifest.extensions['org.sigrix.builder']?.tool_titles).toEqual({
    'shop-orders': { lookup_order: 'Look up an order', refund_order: 'Refund an order' },
  });
  await page.screenshot({ path: 'test-results/tools-paste.png', fullPage: true });

  // They are still there after a reload.
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.reload();
  // The view's button now also counts the servers' warnings.
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  const reloaded = page.getByRole('list', { name: 'Tools of Shop orders' });
  for (const title of titles) await expect(reloaded.getByText(title, { exact: true })).toBeVisible();
  await reloaded.screenshot({ path: 'test-results/tools-paste-titles.png' });

  // Taking a tool off the list takes its title with it.
  await reloaded.getByRole('button', { name: 'Remove refund_order' }).click();
  await expect(reloaded.getByText('Refund an order', { exact: true })).toBeHidden();
  const after = await exportZip(page);
  expect(JSON.parse(readText(after.tree, 'plugin.json')!)).toMatchObject({
    extensions: {
      'org.sigrix.builder': { tool_titles: { 'shop-orders': { lookup_order: 'Look up an order' } } },
    },
  });
  expect(readText(after.tree, 'plugin.json')).not.toContain('Refund an order');
});

test('an unreadable paste says what was expected and changes nothing; undo takes a paste back in one step', async ({
  page,
}) => {
  await newSolution(page, 'Paste refusals');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('button', { name: /^Paste/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
  await dialog
    .getByLabel('What the service gives you')
    .fill('{"mcpServers": {"shop": {"command": "npx" "args": []}}}');
  await expect(dialog.getByRole('status')).toHaveText(/writing mistake on line 1/);
  await expect(dialog.getByRole('button', { name: 'Add to tools' })).toBeDisabled();
  await dialog.getByLabel('What the service gives you').fill(fixture('claude-desktop.json'));
  await expect(dialog.getByText('SHOP_API_KEY — It looked like a key or password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to tools' }).click();
  await expect(page.getByRole('heading', { name: 'Shop orders', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Set these when installing' })).toContainText(
    'SHOP_API_KEY',
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'Shop orders', exact: true })).toBeHidden();
  await expect(page.getByText('No tools yet.')).toBeVisible();
});

test('a tools list dropped as a file: a name that is a title gets its likely name, and the view titles the tools', async ({
  page,
}) => {
  await newSolution(page, 'Paste a dropped list');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('button', { name: /^Paste/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
  await dialog.getByLabel('What the service gives you').fill('https://orders.example.com/mcp');
  await dialog.getByRole('button', { name: 'Add to tools' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Paste/ }).click();
  dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
  const list = JSON.stringify({
    tools: [
      { name: 'Track a parcel', annotations: { readOnlyHint: true } },
      { name: 'cancel_order', annotations: { destructiveHint: true } },
    ],
  });
  // Dropped onto the box as a file, the way a person drags the file the docs gave them.
  const transfer = await fileTransfer(page, 'tools.json', list, 'application/json');
  const box = dialog.getByLabel('What the service gives you');
  await box.locator('..').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(dialog.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(
    'Found 2 tools: 1 looks things up, 1 may change things, to add to “Orders”.',
  );
  await expect(dialog.getByText(/probably the tool’s title/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Use “track_a_parcel”' }).click();
  await expect(dialog.getByText(/probably the tool’s title/)).toBeHidden();
  await dialog.getByRole('button', { name: 'Add to tools' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('list', { name: 'Tools of Orders' });
  // The derived title of a plain name, and the pasted one kept for the name it was given.
  await expect(card.getByText('Cancel order', { exact: true })).toBeVisible();
  await expect(card.getByText('Track a parcel', { exact: true })).toBeVisible();
  await expect(card.getByRole('switch', { name: /: track_a_parcel$/ })).not.toBeChecked();
  await expect(card.getByRole('switch', { name: /: cancel_order$/ })).toBeChecked();
  const { tree } = await exportZip(page);
  expect(JSON.parse(readText(tree, 'assistant.json')!).tools).toEqual({
    orders: { tools: ['track_a_parcel', 'cancel_order'], write_tools: ['cancel_order'] },
  });
});
