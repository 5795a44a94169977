import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, test } from 'vitest';
import { treeFromFiles, writeText, type FileTree } from './file-tree';
import { newSolution } from './operations';
import { addServer, deleteServer, renameServer, setServerTools, updateServer } from './server-operations';
import { changedPaths, jsonAt, textAt, unwrap } from './test-support';

const ajv = new Ajv2020({ strict: false });
const validMcp = ajv.compile(
  JSON.parse(readFileSync(new URL('../../schemas/mcp.schema.json', import.meta.url), 'utf8')),
);
const validSolution = ajv.compile(
  JSON.parse(readFileSync(new URL('../../schemas/assistant.schema.json', import.meta.url), 'utf8')),
);

const orders = { type: 'streamable-http', url: 'https://shop.example/mcp' } as const;
const files = { type: 'stdio', command: 'npx', args: ['files-server'] } as const;
const solution = (tree: FileTree) => jsonAt(tree, 'assistant.json') as Record<string, unknown>;

describe('addServer', () => {
  test('the first server creates mcp.json and the mcp member', () => {
    const before = newSolution('Shop');
    const after = unwrap(addServer(before, 'orders', orders));
    expect(changedPaths(before, after)).toEqual(['assistant.json', 'mcp.json']);
    expect(jsonAt(after, 'mcp.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: { orders },
    });
    expect(validMcp(jsonAt(after, 'mcp.json'))).toBe(true);
    expect(solution(after).mcp).toBe('mcp.json');
    expect(validSolution(solution(after))).toBe(true);
  });

  test('later servers only edit mcp.json', () => {
    const one = unwrap(addServer(newSolution('Shop'), 'orders', orders));
    const two = unwrap(addServer(one, 'files', files));
    expect(changedPaths(one, two)).toEqual(['mcp.json']);
    expect(Object.keys((jsonAt(two, 'mcp.json') as { mcpServers: object }).mcpServers)).toEqual([
      'orders',
      'files',
    ]);
  });

  test('refuses a taken or empty name; keeps __proto__ an ordinary server name', () => {
    const one = unwrap(addServer(newSolution('Shop'), 'orders', orders));
    expect(addServer(one, 'orders', files)).toMatchObject({ error: { code: 'server-taken' } });
    expect(addServer(one, ' ', files)).toMatchObject({ error: { code: 'invalid-name' } });
    const proto = unwrap(addServer(one, '__proto__', files));
    const servers = (jsonAt(proto, 'mcp.json') as { mcpServers: object }).mcpServers;
    expect(Object.keys(servers)).toEqual(['orders', '__proto__']);
  });

  test('works in a plain plugin without touching plugin.json', () => {
    const plain = treeFromFiles([['plugin.json', '{"name": "p"}']]);
    const after = unwrap(addServer(plain, 'orders', orders));
    expect(changedPaths(plain, after)).toEqual(['mcp.json']);
  });
});

describe('updateServer', () => {
  test('replaces only that server’s text', () => {
    const tree = writeText(
      newSolution('Shop'),
      'mcp.json',
      '{\r\n  "$schema": "x",\r\n  "mcpServers": {\r\n    "a": {"type": "stdio", "command": "a"},\r\n    "b": {"type": "stdio", "command": "b", "timeout": 1.0}\r\n  }\r\n}\r\n',
    );
    const after = unwrap(updateServer(tree, 'a', { type: 'stdio', command: 'c' }));
    expect(textAt(after, 'mcp.json')).toBe(
      '{\r\n  "$schema": "x",\r\n  "mcpServers": {\r\n    "a": {\r\n      "type": "stdio",\r\n      "command": "c"\r\n    },\r\n    "b": {"type": "stdio", "command": "b", "timeout": 1.0}\r\n  }\r\n}\r\n',
    );
    expect(updateServer(tree, 'zzz', files)).toMatchObject({ error: { code: 'server-missing' } });
  });
});

describe('renameServer', () => {
  const base = () => {
    let tree = unwrap(addServer(newSolution('Shop'), 'orders', orders));
    tree = unwrap(addServer(tree, 'files', files));
    tree = unwrap(setServerTools(tree, 'orders', ['find', 'cancel'], ['cancel']));
    return unwrap(setServerTools(tree, 'files', ['read'], []));
  };

  test('renames the server and its tools key in place, keeping key order', () => {
    const before = base();
    const after = unwrap(renameServer(before, 'orders', 'shop'));
    expect(textAt(after, 'mcp.json')).toBe(textAt(before, 'mcp.json').replace('"orders"', '"shop"'));
    expect(textAt(after, 'assistant.json')).toBe(
      textAt(before, 'assistant.json').replace('"orders"', '"shop"'),
    );
    expect(Object.keys(solution(after).tools as object)).toEqual(['shop', 'files']);
  });

  test('replaces a stale tools entry under the new name', () => {
    const tree = unwrap(setServerTools(base(), 'files', ['read'], []));
    const stale = writeText(
      tree,
      'assistant.json',
      textAt(tree, 'assistant.json').replace('"tools": {', '"tools": {\n    "shop": {},'),
    );
    const after = unwrap(renameServer(stale, 'orders', 'shop'));
    expect(solution(after).tools).toEqual({
      shop: { tools: ['find', 'cancel'], write_tools: ['cancel'] },
      files: { tools: ['read'], write_tools: [] },
    });
  });

  test('refuses a taken name or a missing server', () => {
    expect(renameServer(base(), 'orders', 'files')).toMatchObject({
      error: { code: 'server-taken' },
    });
    expect(renameServer(base(), 'nope', 'x')).toMatchObject({ error: { code: 'server-missing' } });
    expect(renameServer(base(), 'orders', '')).toMatchObject({ error: { code: 'invalid-name' } });
  });
});

describe('deleteServer', () => {
  test('removes the server and its tools entry', () => {
    const one = unwrap(addServer(newSolution('Shop'), 'orders', orders));
    let tree = unwrap(addServer(one, 'files', files));
    tree = unwrap(setServerTools(tree, 'orders', ['find'], []));
    tree = unwrap(setServerTools(tree, 'files', ['read'], []));
    const after = unwrap(deleteServer(tree, 'files'));
    expect(Object.keys((jsonAt(after, 'mcp.json') as { mcpServers: object }).mcpServers)).toEqual(['orders']);
    expect(solution(after).tools).toEqual({ orders: { tools: ['find'], write_tools: [] } });
  });

  test('removing the last server removes mcp.json, mcp and an emptied tools', () => {
    const start = newSolution('Shop');
    const tree = unwrap(setServerTools(unwrap(addServer(start, 'orders', orders)), 'orders', ['a'], []));
    const after = unwrap(deleteServer(tree, 'orders'));
    expect(after.has('mcp.json')).toBe(false);
    expect(textAt(after, 'assistant.json')).toBe(textAt(start, 'assistant.json'));
  });

  test('refuses a server that is not there', () => {
    expect(deleteServer(newSolution('Shop'), 'x')).toMatchObject({
      error: { code: 'server-missing' },
    });
  });
});

describe('setServerTools', () => {
  test('declares tools and keeps write tools a subset, without duplicates', () => {
    const tree = unwrap(addServer(newSolution('Shop'), 'orders', orders));
    const after = unwrap(setServerTools(tree, 'orders', ['find', 'cancel', 'find'], ['cancel', 'x']));
    expect(solution(after).tools).toEqual({
      orders: { tools: ['find', 'cancel'], write_tools: ['cancel'] },
    });
    expect(validSolution(solution(after))).toBe(true);
  });

  test('edits an existing declaration member by member, keeping unknown members', () => {
    const tree = unwrap(addServer(newSolution('Shop'), 'orders', orders));
    const declared = writeText(
      tree,
      'assistant.json',
      '{"mcp": "mcp.json", "tools": {"orders": {"note": 1.0, "tools": ["a"]}}}',
    );
    expect(textAt(unwrap(setServerTools(declared, 'orders', ['a', 'b'], ['b'])), 'assistant.json')).toBe(
      '{"mcp": "mcp.json", "tools": {"orders": {"note": 1.0, "tools": ["a", "b"], "write_tools": ["b"]}}}',
    );
  });

  test('refuses a missing server and a tools member that is not a map', () => {
    const tree = unwrap(addServer(newSolution('Shop'), 'orders', orders));
    expect(setServerTools(tree, 'x', [], [])).toMatchObject({ error: { code: 'server-missing' } });
    const bad = writeText(tree, 'assistant.json', '{"tools": []}');
    expect(setServerTools(bad, 'orders', [], [])).toMatchObject({
      error: { code: 'member-wrong-type' },
    });
  });
});

describe('malformed files', () => {
  test('no server operation throws on garbage', () => {
    const garbage = ['', 'null', '[]', '{"mcpServers": []}', '{"mcpServers": {"a": 5}}', '{', '\u0000'];
    for (const mcp of garbage) {
      for (const doc of ['{"tools": "x"}', '[]', '{']) {
        let tree = writeText(newSolution('Shop'), 'mcp.json', mcp);
        tree = writeText(tree, 'assistant.json', doc);
        expect(() => {
          addServer(tree, 'b', files);
          updateServer(tree, 'a', files);
          renameServer(tree, 'a', 'c');
          deleteServer(tree, 'a');
          setServerTools(tree, 'a', ['x'], ['x']);
        }).not.toThrow();
      }
    }
  });
});
