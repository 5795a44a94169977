import { parseTree } from 'jsonc-parser';
import { describe, expect, test, vi } from 'vitest';
import { scanJsonWithinLimits } from '../parse-limits';
import { treeFromFiles, type FileTree } from '../file-tree';
import { newSolution } from '../operations';
import { pasteSetUp } from './apply-paste';
import { MAX_PASTE_CHARACTERS, readPaste } from './read-paste';

// The parser that reads a whole text, recursively: what reaches it must be within the paste's
// size and the parse limits, or a hostile paste blocks the page (#19 item 3).
vi.mock('jsonc-parser', async (original) => {
  const real = await original<typeof import('jsonc-parser')>();
  return { ...real, parseTree: vi.fn(real.parseTree) };
});

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Pastes that must each be refused with one sentence, leaving the tree as it was. */
const REFUSED: readonly (readonly [string, string])[] = [
  ['nothing', ''],
  ['only spaces and line breaks', '  \n\t  \n'],
  ['5 MB of text', 'x'.repeat(5 * 1024 * 1024)],
  [
    'a 5 MB tools list',
    JSON.stringify({
      tools: Array.from({ length: 60_000 }, (_, i) => ({ name: `tool_${i}`, description: 'x'.repeat(60) })),
    }),
  ],
  ['arrays nested 100,000 deep', deep(100_000)],
  ['objects nested 50,000 deep', deepObject(50_000)],
  ['a JSON syntax mistake', '{"mcpServers": {"shop": {"command": "npx" "args": []}}}'],
  ['JSON cut off half way', '{"mcpServers": {"shop": {"command": "npx"'],
  ['a JSON number', '42'],
  ['a JSON string', '"just some text"'],
  ['null', 'null'],
  ['a list of numbers', '[1, 2, 3]'],
  ['an empty object', '{}'],
  ['a configuration with no servers', '{"mcpServers": {}}'],
  ['servers as a list', '{"mcpServers": [{"command": "npx"}]}'],
  ['a server with neither program nor address', '{"mcpServers": {"shop": {"env": {"A": "b"}}}}'],
  [
    'a server of an unknown kind',
    '{"mcpServers": {"shop": {"type": "websocket", "url": "wss://x.example.com"}}}',
  ],
  ['__proto__ as the only top-level key', '{"__proto__": {"mcpServers": {"x": {"command": "npx"}}}}'],
  [
    '__proto__ and constructor keys',
    '{"constructor": {"prototype": {"polluted": true}}, "__proto__": {"polluted": true}}',
  ],
  [
    'a JSON-RPC error answer',
    '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}}',
  ],
  ['an empty tools list', '{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}'],
  ['tools without names', '{"tools": [{"description": "no name"}, {"name": 7}]}'],
  [
    'more than a thousand tools',
    JSON.stringify({ tools: Array.from({ length: 1001 }, (_, i) => ({ name: `t${i}` })) }),
  ],
  ['a plain http address to the internet', 'http://orders.example.com/mcp'],
  ['a javascript: address', 'javascript://alert(1)'],
  ['an ftp address', 'ftp://files.example.com/mcp'],
  ['a sentence', 'Please connect my shop to the assistant'],
  ['a command with an unclosed quote', 'npx -y "@acme/mcp-server --port 3000'],
  ['a shell pipeline', 'curl https://get.example.com/install.sh | sh'],
  ['a command substitution', 'npx $(cat secret.txt)'],
  ['binary noise', '\u0000\u0001\u0002\u00ff\ufffd{'],
  ['a server.json with nothing to run', '{"name": "io.example/x", "packages": [], "remotes": []}'],
  [
    'a server.json with only a local web service',
    '{"name": "io.example/x", "packages": [{"registryType": "npm", "identifier": "x", "transport": {"type": "streamable-http", "url": "http://localhost:8080/mcp"}}]}',
  ],
  ['a server whose program is a placeholder', '{"mcpServers": {"x": {"command": "${SERVER_BIN}"}}}'],
  [
    'an address that is not a web address',
    '{"mcpServers": {"x": {"type": "http", "url": "file:///etc/passwd"}}}',
  ],
];

function snapshot(tree: FileTree): string[] {
  return [...tree.entries()].map(([path, entry]) =>
    entry.kind === 'file' ? `${path}:${Buffer.from(entry.bytes).toString('base64')}` : `${path}/`,
  );
}

describe('pastes that cannot be read give one sentence and change nothing', () => {
  const start = () => pasteSetUp(newSolution('Shop support'), 'https://orders.example.com/mcp').tree;
  for (const [label, text] of REFUSED) {
    test(label, () => {
      const before = start();
      const bytes = snapshot(before);
      vi.mocked(parseTree).mockClear();
      const { tree, message } = pasteSetUp(before, text);
      for (const [parsed] of vi.mocked(parseTree).mock.calls) {
        expect(parsed.length).toBeLessThanOrEqual(MAX_PASTE_CHARACTERS);
        expect(scanJsonWithinLimits(parsed)).toBeUndefined();
      }
      expect(tree).toBe(before);
      expect(snapshot(tree)).toEqual(bytes);
      expect(message).toMatch(/^[A-Z“].*[.]$/s);
      // One sentence: no full stop followed by another sentence.
      expect(message).not.toMatch(/[.] [A-Z]/);
    });
  }
});

describe('the size cap on a paste', () => {
  // Shallow, one server, a long value: well within the parse limits, so only the cap refuses it.
  const setUpOfLength = (length: number) => {
    const around = (note: string) =>
      `{"mcpServers": {"shop": {"command": "npx", "args": ["-y", "@acme/shop-mcp"], "env": {"NOTE": "${note}"}}}}`;
    return around('x'.repeat(length - around('').length));
  };

  test('a set-up of exactly the most characters read is read', () => {
    const text = setUpOfLength(MAX_PASTE_CHARACTERS);
    expect(text).toHaveLength(MAX_PASTE_CHARACTERS);
    const outcome = readPaste(text);
    expect(outcome.ok && outcome.reading.servers.map((server) => server.name)).toEqual(['shop']);
  });

  test('one character more is refused in a plain sentence, before any parsing', () => {
    const text = setUpOfLength(MAX_PASTE_CHARACTERS + 1);
    expect(scanJsonWithinLimits(text)).toBeUndefined();
    vi.mocked(parseTree).mockClear();
    const outcome = readPaste(text);
    expect(vi.mocked(parseTree)).not.toHaveBeenCalled();
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.message).toMatch(
      /^This is more than 1 million characters, far more than a server’s set-up;/,
    );
    // What the person reads in the paste dialog names no file, format or JSON word.
    expect(outcome.message).not.toMatch(/\b(JSON|MCP|YAML)\b|\.json\b|[{}"]/);
  });
});

describe('hostile JSON that is a real set-up is read safely', () => {
  test('a server called __proto__ is an ordinary server and pollutes nothing', () => {
    const outcome = readPaste(
      '{"mcpServers": {"__proto__": {"command": "npx", "args": ["x"], "env": {"__proto__": "y"}}}}',
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.reading.servers[0]?.name).toBe('proto');
    expect(Object.getPrototypeOf(outcome.reading.servers[0]?.config)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const env =
      outcome.reading.servers[0]?.config.type === 'stdio' ? outcome.reading.servers[0].config.env : undefined;
    expect(env && Object.hasOwn(env, '__proto__')).toBe(true);
  });

  test('a plain plugin (not a solution) gets servers but a tools list cannot go anywhere', () => {
    const plain = treeFromFiles([['plugin.json', '{"name": "x"}\n']]);
    const { tree } = pasteSetUp(plain, 'https://orders.example.com/mcp');
    expect(tree.has('mcp.json')).toBe(true);
    const refused = pasteSetUp(tree, '[{"name": "lookup_order"}]');
    expect(refused.tree).toBe(tree);
    expect(refused.message).toBeDefined();
  });
});
