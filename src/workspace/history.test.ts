import { describe, expect, it } from 'vitest';
import { readText, removePath, treeFromFiles, writeText, type FileTree } from '../model/file-tree';
import { GROUP_WINDOW_MS, HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

const start = treeFromFiles([
  ['a.txt', 'a'],
  ['b.txt', 'b'],
]);
const text = (tree: FileTree, path = 'a.txt') => readText(tree, path);

describe('history', () => {
  it('undoes and redoes single steps, giving back the very entries', () => {
    let h = startHistory(start);
    h = record(h, writeText(h.present, 'a.txt', 'a1'), 0);
    h = record(h, writeText(h.present, 'a.txt', 'a2'), 1000);
    expect(text(undo(h).present)).toBe('a1');
    const back = undo(undo(h)).present;
    expect(back.get('a.txt')).toBe(start.get('a.txt'));
    expect(back.get('b.txt')).toBe(start.get('b.txt'));
    expect(text(redo(undo(undo(h))).present)).toBe('a1');
  });

  it('undoes adding and removing files', () => {
    let h = record(startHistory(start), writeText(start, 'c.txt', 'c'), 0);
    h = record(h, removePath(h.present, 'b.txt'), 1000);
    expect([...undo(h).present.keys()].sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect([...undo(undo(h)).present.keys()].sort()).toEqual(['a.txt', 'b.txt']);
  });

  it('keeps only the changed entries in a step, however large the tree', () => {
    const large = treeFromFiles(Array.from({ length: 5000 }, (_, i) => [`f${i}.txt`, `${i}`] as const));
    const h = record(startHistory(large), writeText(large, 'f7.txt', 'seven'), 0);
    expect([...h.past[0]!.entries.keys()]).toEqual(['f7.txt']);
  });

  it('merges typing in one field within the window into one step', () => {
    let h = startHistory(start);
    h = record(h, writeText(h.present, 'a.txt', 'h'), 0, 'title');
    h = record(h, writeText(h.present, 'a.txt', 'he'), 200, 'title');
    h = record(h, writeText(h.present, 'a.txt', 'hey'), 200 + GROUP_WINDOW_MS, 'title');
    expect(h.past).toHaveLength(1);
    expect(undo(h).present.get('a.txt')).toBe(start.get('a.txt'));
    h = record(h, writeText(h.present, 'a.txt', 'hey!'), 2000 + GROUP_WINDOW_MS, 'title');
    expect(h.past).toHaveLength(2);
    expect(text(undo(h).present)).toBe('hey');
  });

  it('does not merge changes of different fields', () => {
    let h = startHistory(start);
    h = record(h, writeText(h.present, 'a.txt', '1'), 0, 'a');
    h = record(h, writeText(h.present, 'b.txt', '2'), 10, 'b');
    expect(h.past).toHaveLength(2);
  });

  it('clears redo after a new change and ignores a change to the same tree', () => {
    let h = record(startHistory(start), writeText(start, 'a.txt', 'x'), 0);
    h = undo(h);
    expect(record(h, h.present, 5)).toBe(h);
    h = record(h, writeText(h.present, 'a.txt', 'y'), 10);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('keeps at most the limit of steps', () => {
    let h = startHistory(start);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i += 1)
      h = record(h, writeText(h.present, 'a.txt', `${i}`), i * 1000);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i += 1) h = undo(h);
    expect(text(h.present)).toBe('50');
  });
});
