import { describe, expect, it } from 'vitest';
import { treeFromFiles, addFolder } from '../../model/file-tree';
import { buildNodes, drawnRows, problemCounts, visibleNodes } from './folder-nodes';

describe('folder nodes', () => {
  const tree = addFolder(
    treeFromFiles([
      ['plugin.json', '{}'],
      ['skills/b/SKILL.md', ''],
      ['skills/a/SKILL.md', ''],
      ['__proto__', 'x'],
    ]),
    'empty',
  );

  it('lists folders before files and keeps empty folders and odd names', () => {
    const nodes = buildNodes(tree);
    expect(nodes.map((n) => n.path)).toEqual(['empty', 'skills', '__proto__', 'plugin.json']);
    expect(nodes[1]!.children.map((n) => n.path)).toEqual(['skills/a', 'skills/b']);
  });

  it('shows only expanded folders’ children', () => {
    const nodes = buildNodes(tree);
    expect(visibleNodes(nodes, new Set()).length).toBe(4);
    expect(visibleNodes(nodes, new Set(['skills', 'skills/a'])).map((v) => v.node.path)).toContain(
      'skills/a/SKILL.md',
    );
  });

  it('counts problems for files and every folder above them', () => {
    const counts = problemCounts(['skills/a/SKILL.md', 'skills/a/SKILL.md', 'plugin.json']);
    expect(counts.get('skills')).toBe(2);
    expect(counts.get('skills/a/SKILL.md')).toBe(2);
    expect(counts.get('plugin.json')).toBe(1);
  });

  it('sorts names regardless of letter case, accents only after that', () => {
    const nodes = buildNodes(
      treeFromFiles(['b.md', 'é.md', 'B.md', 'a.md', 'e.md', 'C.md'].map((n) => [n, ''])),
    );
    expect(nodes.map((n) => n.name)).toEqual(['a.md', 'B.md', 'b.md', 'C.md', 'e.md', 'é.md']);
  });
});

// #19 item 6: 20,000 rows drawn at once froze the Files view.
describe('drawnRows (the tree a page at a time)', () => {
  it('draws the first rows shown, all of a short tree, and nothing of an empty one', () => {
    expect(drawnRows(20_000, 100, 5, 100)).toEqual([[0, 100]]);
    expect(drawnRows(20_000, 100, -1, 100)).toEqual([[0, 100]]);
    expect(drawnRows(40, 100, 39, 100)).toEqual([[0, 40]]);
    expect(drawnRows(0, 100, -1, 100)).toEqual([]);
  });

  it('draws the page that holds a selected row beyond them, after a gap', () => {
    expect(drawnRows(20_000, 100, 19_999, 100)).toEqual([
      [0, 100],
      [19_900, 20_000],
    ]);
    expect(drawnRows(20_050, 100, 20_049, 100)).toEqual([
      [0, 100],
      [20_000, 20_050],
    ]);
  });

  it('draws one run when that page follows on from the rows shown', () => {
    expect(drawnRows(20_000, 100, 100, 100)).toEqual([[0, 200]]);
    expect(drawnRows(20_000, 150, 160, 100)).toEqual([[0, 250]]);
  });
});
