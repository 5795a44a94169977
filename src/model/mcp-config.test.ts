import { describe, expect, test } from 'vitest';
import { treeFromFiles } from './file-tree';
import { readMcp } from './mcp-config';

const mcp = (text: string) => readMcp(treeFromFiles([['mcp.json', text]]));

describe('readMcp', () => {
  test('lists server names in file order, __proto__ included', () => {
    expect(mcp('{"mcpServers": {"b": {}, "__proto__": {}, "a": {}}}')?.serverNames).toEqual([
      'b',
      '__proto__',
      'a',
    ]);
  });

  test('tolerates a missing file and malformed shapes', () => {
    expect(readMcp(treeFromFiles([]))).toBeUndefined();
    for (const text of ['', '[]', 'null', '{"mcpServers": []}', '{"mcpServers": "x"}', '{']) {
      expect(mcp(text)?.serverNames).toEqual([]);
      expect(mcp(text)?.servers).toBeUndefined();
    }
  });
});
