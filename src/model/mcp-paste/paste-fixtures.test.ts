import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, test } from 'vitest';
import { decodeText, type FileTree } from '../file-tree';
import { newSolution } from '../operations';
import { jsonAt, unwrap } from '../test-support';
import { applyPaste, defaultChoices, pasteSetUp } from './apply-paste';
import { readPaste } from './read-paste';
import type { PasteKind } from './reading';
import { FIXTURE_SECRETS as SECRETS } from './fixtures/fixture-secrets';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const validMcp = new Ajv2020({ strict: false }).compile(
  JSON.parse(readFileSync(new URL('../../../schemas/mcp.schema.json', import.meta.url), 'utf8')),
);

function allText(tree: FileTree): string {
  return [...tree.values()]
    .map((entry) => (entry.kind === 'file' ? (decodeText(entry.bytes) ?? '') : ''))
    .join('\n');
}

const servers = (tree: FileTree) =>
  (jsonAt(tree, 'mcp.json') as { mcpServers: Record<string, unknown> }).mcpServers;
const declared = (tree: FileTree) => (jsonAt(tree, 'assistant.json') as { tools?: unknown }).tools;

const CASES: readonly { file: string; kind: PasteKind; servers: Record<string, unknown> }[] = [
  {
    file: 'claude-desktop.json',
    kind: 'claude-desktop',
    servers: {
      'shop-orders': {
        type: 'stdio',
        command: 'npx',
        args: ['-y', '@acme/shop-orders-mcp'],
        env: { SHOP_REGION: 'eu' },
      },
    },
  },
  {
    file: 'vscode.jsonc',
    kind: 'vscode',
    servers: {
      'issue-tracker': { type: 'streamable-http', url: 'https://tracker.example.com/mcp' },
      notes: { type: 'stdio', command: 'uvx', args: ['team-notes-mcp', '--readonly'] },
    },
  },
  {
    file: 'cursor.json',
    kind: 'cursor',
    servers: {
      calendar: { type: 'sse', url: 'https://calendar.example.org/sse' },
      weather: { type: 'stdio', command: 'node', args: ['weather-mcp.js', '--units', 'metric'] },
    },
  },
  {
    file: 'claude-code.json',
    kind: 'claude-code',
    servers: {
      inventory: { type: 'streamable-http', url: 'https://inventory.example.com/mcp' },
      'local-db': {
        type: 'stdio',
        command: './bin/db-server',
        args: ['--data', '${PLUGIN_DATA}/db', '--log-level', 'warn'],
      },
    },
  },
  {
    file: 'agent-plugins.json',
    kind: 'agent-plugins',
    servers: {
      'code-search': {
        type: 'stdio',
        command: 'npx',
        args: ['-y', '@example/code-search-mcp'],
        env: { SEARCH_DEPTH: '3' },
        cwd: '${PLUGIN_DATA}',
      },
      'status-page': { type: 'streamable-http', url: 'https://status.example.net/mcp' },
    },
  },
  {
    file: 'registry-server.json',
    kind: 'registry',
    servers: { helpdesk: { type: 'streamable-http', url: 'https://eu.helpdesk.example.com/mcp' } },
  },
  {
    file: 'address.txt',
    kind: 'address',
    servers: { parcels: { type: 'streamable-http', url: 'https://mcp.parcels.example.com/mcp' } },
  },
  {
    file: 'command.txt',
    kind: 'command',
    servers: { acme: { type: 'stdio', command: 'npx', args: ['-y', '@acme/mcp-server', '--port', '3000'] } },
  },
];

describe('each kind of set-up becomes a valid mcp.json without its secrets', () => {
  for (const { file, kind, servers: expected } of CASES) {
    test(file, () => {
      const outcome = readPaste(fixture(file));
      expect(outcome.ok && outcome.reading.kind).toBe(kind);
      const { tree, message } = pasteSetUp(newSolution('Shop support'), fixture(file));
      expect(message).toBeUndefined();
      expect(servers(tree)).toEqual(expected);
      expect(validMcp(jsonAt(tree, 'mcp.json'))).toBe(true);
      expect(declared(tree)).toBeUndefined();
      for (const secret of SECRETS) expect(allText(tree)).not.toContain(secret);
    });
  }

  test('what has to be set when installing is listed, never written', () => {
    const reading = (file: string) => {
      const outcome = readPaste(fixture(file));
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.reading;
    };
    expect(reading('claude-desktop.json').toSet.map((item) => item.what)).toEqual(['SHOP_API_KEY']);
    expect(reading('vscode.jsonc').toSet).toEqual([
      {
        server: 'Issue tracker',
        serverName: 'issue-tracker',
        what: 'the Authorization header',
        place: { in: 'header', name: 'Authorization' },
        description: 'Issue tracker access token',
        secret: false,
      },
    ]);
    expect(reading('claude-code.json').toSet.map((item) => item.what)).toEqual([
      'the X-Api-Key header',
      'DB_PASSWORD',
    ]);
    expect(reading('registry-server.json').toSet.map((item) => item.description)).toEqual([
      'Your helpdesk API key',
    ]);
    expect(reading('address.txt').toSet.map((item) => item.what)).toEqual([
      'the api_key part of its address',
    ]);
    expect(reading('command.txt').toSet.map((item) => item.what)).toEqual(['PARCEL_TOKEN']);
    expect(reading('vscode.jsonc').leftOut).toEqual([
      '“Notes”: the setting “envFile” is not carried over, as Bailey has no such setting.',
    ]);
  });
});

describe('a tools/list answer', () => {
  const withServer = () => pasteSetUp(newSolution('Shop support'), fixture('address.txt')).tree;

  test('declares its tools on the existing server with "may change things" from the annotations', () => {
    const { tree, message } = pasteSetUp(withServer(), fixture('tools-list.json'));
    expect(message).toBeUndefined();
    expect(declared(tree)).toEqual({
      parcels: {
        tools: ['lookup_order', 'list_orders', 'refund_order', 'add_order_note'],
        write_tools: ['refund_order', 'add_order_note'],
      },
    });
    expect(validMcp(jsonAt(tree, 'mcp.json'))).toBe(true);
  });

  test('is read from the response, its result or the bare array alike', () => {
    const response = JSON.parse(fixture('tools-list.json')) as { result: { tools: unknown[] } };
    const forms = [response, response.result, response.result.tools].map((form) =>
      readPaste(JSON.stringify(form)),
    );
    const names = forms.map((outcome) =>
      outcome.ok ? outcome.reading.tools.map((tool) => tool.name) : outcome.message,
    );
    expect(names[1]).toEqual(names[0]);
    expect(names[2]).toEqual(names[0]);
    expect(names[0]).toHaveLength(4);
  });

  test('keeps the tools a server already lists and updates the switches of those pasted again', () => {
    const first = pasteSetUp(
      withServer(),
      JSON.stringify([
        { name: 'track_parcel', annotations: { readOnlyHint: true } },
        { name: 'refund_order', annotations: { readOnlyHint: true } },
      ]),
    ).tree;
    const { tree } = pasteSetUp(first, fixture('tools-list.json'));
    expect(declared(tree)).toEqual({
      parcels: {
        tools: ['track_parcel', 'refund_order', 'lookup_order', 'list_orders', 'add_order_note'],
        write_tools: ['refund_order', 'add_order_note'],
      },
    });
  });

  test('reads titles, descriptions and the hints, and says when a name is probably a title', () => {
    const outcome = readPaste(
      JSON.stringify({
        tools: [
          { name: 'Look up an order', annotations: { readOnlyHint: true } },
          { name: 'both', annotations: { readOnlyHint: true, destructiveHint: true } },
          { name: 'says_false', annotations: { readOnlyHint: false } },
        ],
      }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const [spaced, both, saysFalse] = outcome.reading.tools;
    expect(spaced?.nameAdvice?.suggestion).toBe('look_up_an_order');
    expect(spaced?.nameAdvice?.message).toMatch(/probably the tool’s title/);
    expect(spaced?.mayChange).toBe(false);
    expect(both?.mayChange).toBe(true);
    expect(saysFalse?.mayChange).toBe(true);
    const tools = readPaste(fixture('tools-list.json'));
    if (!tools.ok) throw new Error(tools.message);
    expect(tools.reading.tools.map((tool) => [tool.title, tool.annotated])).toEqual([
      ['Look up an order', true],
      ['List orders', true],
      ['Refund an order', true],
      [undefined, false],
    ]);
  });

  test('go to the server they were asked for, the first server otherwise', () => {
    // #31 item 5: "List the tools of …" opens the paste on that server.
    const two = pasteSetUp(withServer(), 'npx -y @acme/files-mcp').tree;
    const outcome = readPaste(fixture('tools-list.json'));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(defaultChoices(outcome.reading, two, 'files').target).toBe('files');
    expect(defaultChoices(outcome.reading, two).target).toBe('parcels');
    expect(defaultChoices(outcome.reading, two, 'gone').target).toBe('parcels');
    const tree = unwrap(applyPaste(two, outcome.reading, defaultChoices(outcome.reading, two, 'files')));
    expect(Object.keys(declared(tree) as object)).toEqual(['files']);
  });

  test('into a solution with no server yet says so and changes nothing', () => {
    const before = newSolution('Shop support');
    const { tree, message } = pasteSetUp(before, fixture('tools-list.json'));
    expect(tree).toBe(before);
    expect(message).toMatch(/no server to add them to yet/);
  });
});
