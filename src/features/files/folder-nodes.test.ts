import { describe, expect, it } from 'vitest';
import { treeFromFiles, addFolder } from '../../model/file-tree';
import { buildNodes, problemCounts, visibleNodes } from './folder-nodes';

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
});
