import { describe, expect, test } from 'vitest';
import { treeFromFiles } from './file-tree';
import { newSolution } from './operations';
import { readSolution } from './solution-document';

const manifest = '{"extensions": {"org.sigrix": {"assistant": "assistant.json"}}}';
const solution = (text: string) =>
  readSolution(
    treeFromFiles([
      ['plugin.json', manifest],
      ['assistant.json', text],
    ]),
  );

describe('readSolution', () => {
  test('reads the members the builder uses', () => {
    const doc = readSolution(newSolution('Shop Support'));
    expect(doc).toMatchObject({
      path: 'assistant.json',
      formatVersion: '0.1',
      name: 'shop-support',
      title: 'Shop Support',
      instructions: 'skills/instructions/SKILL.md',
      skills: [],
      skillsMistyped: false,
    });
  });

  test('reads skills entries and tools with their indices, skipping wrong types', () => {
    const doc = solution(
      '{"skills": [{"name": "a", "path": "skills/a/SKILL.md"}, 5, {"name": 3}], "tools": {"s": {"tools": ["x", 1], "write_tools": "y"}, "t": 4}}',
    );
    expect(doc?.skills).toEqual([
      { index: 0, name: 'a', path: 'skills/a/SKILL.md' },
      { index: 1, name: undefined, path: undefined },
      { index: 2, name: undefined, path: undefined },
    ]);
    expect([...(doc?.tools ?? [])]).toEqual([
      ['s', { tools: ['x'], writeTools: undefined }],
      ['t', { tools: undefined, writeTools: undefined }],
    ]);
  });

  test('flags mistyped members and tolerates garbage', () => {
    expect(solution('{"skills": {}, "tools": []}')).toMatchObject({
      skillsMistyped: true,
      toolsMistyped: true,
      skills: [],
    });
    for (const text of ['', 'null', '[]', '{', '{"title": 5, "name": {}}']) {
      const doc = solution(text);
      expect(doc?.title).toBeUndefined();
      expect(doc?.skills).toEqual([]);
    }
  });

  test('is undefined when no document is named or the named file is missing', () => {
    expect(readSolution(treeFromFiles([['plugin.json', '{}']]))).toBeUndefined();
    expect(readSolution(treeFromFiles([['plugin.json', manifest]]))).toBeUndefined();
  });

  test('can read a document at an explicit path', () => {
    const tree = treeFromFiles([['x.json', '{"title": "T"}']]);
    expect(readSolution(tree, 'x.json')?.title).toBe('T');
  });
});
