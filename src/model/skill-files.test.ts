import { describe, expect, test } from 'vitest';
import { addFolder, treeFromFiles } from './file-tree';
import { listSkillFolders, readSkill, skillNameFromPath, skillPath } from './skill-files';

describe('listSkillFolders', () => {
  test('finds exactly the immediate children of skills/ that hold a SKILL.md file', () => {
    let tree = treeFromFiles([
      ['skills/b/SKILL.md', ''],
      ['skills/a/SKILL.md', ''],
      ['skills/a/references/SKILL.md', ''],
      ['skills/deep/nested/SKILL.md', ''],
      ['skills/lower/skill.md', ''],
      ['skills/SKILL.md', ''],
      ['other/x/SKILL.md', ''],
      ['skills/__proto__/SKILL.md', ''],
    ]);
    tree = addFolder(tree, 'skills/folder-only/SKILL.md');
    expect(listSkillFolders(tree)).toEqual(['__proto__', 'a', 'b']);
  });
});

describe('skill paths', () => {
  test('map names to paths and back', () => {
    expect(skillPath('returns')).toBe('skills/returns/SKILL.md');
    expect(skillNameFromPath('skills/returns/SKILL.md')).toBe('returns');
    for (const path of ['skills/a/b/SKILL.md', 'skills//SKILL.md', 'x/a/SKILL.md', 5, undefined]) {
      expect(skillNameFromPath(path)).toBeUndefined();
    }
  });
});

describe('readSkill', () => {
  test('parses a skill once per byte array, and tolerates bytes that are not UTF-8', () => {
    const tree = treeFromFiles([
      ['skills/a/SKILL.md', '---\nname: a\ndescription: d\n---\n'],
      ['skills/b/SKILL.md', new Uint8Array([0xff, 0x2d])],
    ]);
    expect(readSkill(tree, 'a')?.parsed.frontmatter).toEqual({ name: 'a', description: 'd' });
    expect(readSkill(tree, 'a')?.parsed).toBe(readSkill(tree, 'a')?.parsed);
    expect(readSkill(tree, 'b')?.utf8).toBe(false);
    expect(readSkill(tree, 'zz')).toBeUndefined();
  });
});
