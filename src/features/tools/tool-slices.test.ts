import { describe, expect, test } from 'vitest';
import { writeText } from '../../model/file-tree';
import { newSolution } from '../../model/operations';
import { addServer, setServerTools } from '../../model/server-operations';
import { unwrap } from '../../model/test-support';
import type { Diagnostic } from '../../validate/diagnostic';
import { deleteServerQuestion, toolsSlices } from './tool-slices';

let tree = newSolution('Shop Support');
tree = unwrap(addServer(tree, 'orders', { type: 'streamable-http', url: 'https://orders.example.com/mcp' }));
tree = unwrap(addServer(tree, 'a/b', { type: 'stdio', command: 'npx' }));
tree = unwrap(setServerTools(tree, 'orders', ['lookup_order', 'start_return'], ['start_return']));

const d = (file: string, pointer?: string, extra: Partial<Diagnostic> = {}): Diagnostic => ({
  code: 'x',
  severity: 'warning',
  message: `${file} ${pointer}`,
  file,
  ...(pointer !== undefined ? { pointer } : {}),
  ...extra,
});

describe('toolsSlices', () => {
  test('reads each server with its kind and declared tools', () => {
    const slices = toolsSlices(tree, []);
    expect(slices.mcp).toBe('ok');
    expect(slices.solutionPath).toBe('assistant.json');
    expect(slices.servers.map((s) => [s.name, s.kind])).toEqual([
      ['orders', 'streamable-http'],
      ['a/b', 'stdio'],
    ]);
    expect(slices.servers[0]?.declared).toEqual({
      tools: ['lookup_order', 'start_return'],
      writeTools: ['start_return'],
    });
    expect(slices.servers[1]?.declared).toBeUndefined();
  });

  test('places each problem with its server, the rest as general', () => {
    const undeclared = d('assistant.json', '/tools', {
      fixes: [{ label: 'List', action: { type: 'declare-server-tools', server: 'a/b' }, safe: true }],
    });
    const slices = toolsSlices(tree, [
      d('mcp.json', '/mcpServers/orders/url'),
      d('mcp.json', '/mcpServers/a~1b/command'),
      d('mcp.json', '/$schema'),
      d('assistant.json', '/tools/orders/write_tools/0'),
      d('assistant.json', '/mcp'),
      d('assistant.json', '/title'),
      undeclared,
    ]);
    expect(slices.servers[0]?.problems.map((p) => p.pointer)).toEqual([
      '/mcpServers/orders/url',
      '/tools/orders/write_tools/0',
    ]);
    expect(slices.servers[1]?.problems).toEqual([d('mcp.json', '/mcpServers/a~1b/command'), undeclared]);
    expect(slices.general.map((p) => p.pointer)).toEqual(['/$schema', '/mcp']);
  });

  test('says when there is no mcp.json, or one that cannot be read', () => {
    expect(toolsSlices(newSolution('x'), []).mcp).toBe('missing');
    expect(toolsSlices(writeText(tree, 'mcp.json', '{ nope'), []).mcp).toBe('unreadable');
  });
});

describe('deleteServerQuestion', () => {
  test('names the server and its declared tools', () => {
    expect(deleteServerQuestion('Orders', { tools: ['a', 'b'], writeTools: [] })).toBe(
      'Delete the server “Orders” and what it says about its 2 tools? You can undo this.',
    );
    expect(deleteServerQuestion('Orders', undefined)).toBe('Delete the server “Orders”? You can undo this.');
  });
});
