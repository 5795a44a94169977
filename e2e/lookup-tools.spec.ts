/**
 * #36: "Look up its tools", against tool servers built with the official MCP SDK on 127.0.0.1
 * (support/mcp-servers.ts). A server of the current revision that allows this page, and one of
 * the previous revision: their tools and switches come right, shown before anything changes and
 * added as one change. The same current server refusing this page's origin, and one with no
 * cross-origin headers at all: one sentence and the command that lists the tools in a terminal,
 * whose output (the MCP Inspector prints the answer as indented JSON) pasted gives the same tools.
 * A sign-in is never attempted, and a program on the computer is never asked. The editor sends
 * nothing outside its origin (the guard); the lookup's document sends only after the click, and
 * all it sends is listed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect, test } from './fixtures';
import { addOnlineServer, newSolution } from './support';
import { startMcpServer, type McpServerOptions, type TestMcpServer } from './support/mcp-servers';

const started: TestMcpServer[] = [];
test.afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function serve(options: McpServerOptions): Promise<TestMcpServer> {
  const server = await startMcpServer(options);
  started.push(server);
  return server;
}

/** A new solution with one online server at `url`, on the Tools view; its card. */
async function solutionWith(page: Page, url: string): Promise<Locator> {
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await addOnlineServer(page, 'Shop orders', url);
  return page.getByRole('main').getByRole('article', { name: 'Shop orders' });
}

const lookupFrames = (page: Page) => page.frames().filter((frame) => frame.url().endsWith('/lookup.html'));

/**
 * The switches the stand-ins' three tools get: the paste dialog names them by title, the card by
 * name (`names`).
 */
async function expectShopSwitches(within: Locator, names = false): Promise<void> {
  const switchOf = (title: string, name: string) =>
    within.getByRole('switch', {
      name: new RegExp(`^May change things \\(asks first\\) ?: ${names ? name : title}$`),
    });
  await expect(switchOf('Look up an order', 'lookup_order')).not.toBeChecked();
  await expect(switchOf('Refund an order', 'refund_order')).toBeChecked();
  await expect(switchOf('Add note', 'add_note')).toBeChecked();
}

/** Checks the dialog the lookup (or the paste of the command's output) opened, and adds the tools. */
async function addTheShopTools(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'The tools of “Shop orders”' });
  await expect(dialog.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(
    'Found 3 tools: 1 looks things up, 2 may change things, to add to “Shop orders”.',
  );
  const found = dialog.getByRole('list', { name: 'Pasted tools' });
  await expect(found.getByText('Finds an order by its number and tells where it is.')).toBeVisible();
  await expectShopSwitches(found);
  // Annotations are the service's word about itself (the specification calls them untrusted).
  await expect(found.getByText(/^Set as the service describes itself/)).toHaveCount(2);
  await expect(found.getByText(/^The server does not say whether this tool changes things/)).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add to tools' }).click();
  await expect(dialog).toBeHidden();
}

/** The rows of the "Sent" list under the card. */
async function sentRows(card: Locator): Promise<Locator> {
  const sent = card.locator('details').filter({ has: card.page().getByText(/^Sent \(\d+\)$/) });
  await sent.locator('summary').click();
  return sent.getByRole('row').filter({ hasNot: card.page().getByRole('columnheader') });
}

for (const revision of ['current', 'previous'] as const) {
  test(`a server of the ${revision} revision that allows this page: its tools, shown first, added as one change`, async ({
    page,
    guard,
    baseURL,
  }) => {
    const server = await serve({ revision, allowOrigin: new URL(baseURL!).origin });
    const host = new URL(server.url).host;
    const card = await solutionWith(page, server.url);
    await expect(card.getByText(`Asks ${host} for the list of its tools`)).toBeVisible();
    // Nothing is asked before the person does; the lookup's document is not even loaded.
    expect(server.requests).toEqual([]);
    expect(guard.lookup).toEqual([]);
    expect(lookupFrames(page)).toEqual([]);

    await card.getByRole('button', { name: 'Look up its tools of “Shop orders”' }).click();
    const methods = () => server.requests.flatMap((request) => request.rpc);
    await addTheShopTools(page);
    if (revision === 'current') expect(methods()).toEqual(['server/discover', 'tools/list']);
    else {
      expect(methods()).toContain('initialize');
      expect(methods().at(-1)).toBe('tools/list');
    }
    // No key and nothing of the solution: only the protocol's own messages.
    expect(server.requests.every((request) => request.headers.authorization === undefined)).toBe(true);

    const tools = page.getByRole('list', { name: 'Tools of Shop orders' });
    await expectShopSwitches(tools, true);
    await expect(tools.getByText('Pays the money for an order back to the customer.')).toBeVisible();

    // Every request the lookup's document made is listed, to this server only.
    const rows = await sentRows(card);
    await expect(rows).toHaveCount(guard.lookup.length);
    for (const row of await rows.all()) await expect(row.getByRole('cell').first()).toHaveText(host);
    expect(new Set(guard.lookup.map((url) => new URL(url).host))).toEqual(new Set([host]));
    // The frame was there for the lookup only.
    expect(lookupFrames(page)).toEqual([]);

    // One change: one Undo takes every tool back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(tools).toBeHidden();
    await expect(card.getByText(/This server’s tools are not listed yet/)).toBeVisible();
  });
}

for (const refusal of [
  { name: 'refuses this page’s origin', allowOrigin: 'https://elsewhere.example' },
  { name: 'sends no cross-origin headers at all', allowOrigin: undefined },
] as const) {
  test(`a server that ${refusal.name}: one sentence, the command, and its output pasted gives the tools`, async ({
    page,
    guard,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const server = await serve({
      revision: 'current',
      ...(refusal.allowOrigin ? { allowOrigin: refusal.allowOrigin } : {}),
    });
    const host = new URL(server.url).host;
    const card = await solutionWith(page, server.url);
    await card.getByRole('button', { name: 'Look up its tools of “Shop orders”' }).click();

    const command = `npx @modelcontextprotocol/inspector --cli ${server.url} --transport http --method tools/list`;
    await expect(card.getByRole('status').filter({ hasText: 'run this in a terminal' })).toContainText(
      `${host} does not let web pages of other sites read its answers (or nothing answered there), so this page could not ask it for its tools.`,
    );
    await expect(card.getByText(command, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Copy the command' }).click();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
    // The browser stopped at the server's cross-origin rules: no request of the protocol got through.
    expect(server.requests).toEqual([]);
    await expect(await sentRows(card)).toHaveCount(guard.lookup.length);
    expect(guard.lookup.length).toBeGreaterThan(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await card.screenshot({ path: test.info().outputPath(`lookup-way-round-${scheme}.png`) });
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }

    // What the command prints: the MCP Inspector's command-line mode, which runs this SDK's client
    // in the previous revision's handshake, prints the answer as JSON.stringify(result, null, 2).
    const client = new Client({ name: 'inspector-like', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const printed = JSON.stringify(await client.listTools(), null, 2);
    await client.close();
    await card.getByRole('button', { name: 'Paste what it prints for “Shop orders”' }).click();
    const dialog = page.getByRole('dialog', { name: 'The tools of “Shop orders”' });
    await dialog.getByLabel('What the service gives you').fill(printed);
    await addTheShopTools(page);
    await expectShopSwitches(page.getByRole('list', { name: 'Tools of Shop orders' }), true);

    // The way round was for that address: another one drops it.
    const wayRound = card.getByRole('status').filter({ hasText: 'run this in a terminal' });
    await expect(wayRound).toBeVisible();
    await card.getByRole('textbox', { name: 'Address' }).fill('https://mcp.shop.example/mcp');
    await expect(wayRound).toBeHidden();
    await expect(card.getByText('Asks mcp.shop.example for the list of its tools')).toBeVisible();
  });
}

test('a server that wants a sign-in is not signed in to, and says so', async ({ page, baseURL }) => {
  const server = await serve({ revision: 'current', allowOrigin: new URL(baseURL!).origin, signIn: true });
  const card = await solutionWith(page, server.url);
  await card.getByRole('button', { name: 'Look up its tools of “Shop orders”' }).click();
  const said = card.getByRole('status').filter({ hasText: 'run this in a terminal' });
  await expect(said).toContainText(
    `${new URL(server.url).host} wants a sign-in before it lists its tools, and this builder never signs in to a service or holds its keys.`,
  );
  await expect(said).toContainText('The MCP Inspector asks you to sign in there');
  expect(server.requests.flatMap((request) => request.rpc)).toEqual(['server/discover']);
  expect(server.requests[0]?.headers.authorization).toBeUndefined();
});

test('a program on the computer is never asked: the sentence and the command, nothing sent', async ({
  page,
  guard,
}) => {
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Paste a set-up' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste a set-up' });
  await paste.getByLabel('What the service gives you').fill('npx -y @shop/orders-mcp --region eu');
  await paste.getByRole('button', { name: 'Add to tools' }).click();
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: /^Look up its tools/ }).click();
  await expect(card.getByRole('status').filter({ hasText: 'run this in a terminal' })).toContainText(
    'a web page cannot start a program, so this page cannot ask it',
  );
  await expect(
    card.getByText(
      'npx @modelcontextprotocol/inspector --cli npx -y @shop/orders-mcp --region eu --method tools/list',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  expect(lookupFrames(page)).toEqual([]);
  expect(guard.lookup).toEqual([]);
});
