import { describe, expect, it } from 'vitest';
import { treeFromFiles, writeText } from '../model/file-tree';
import { placesOfChange } from './change-places';

describe('placesOfChange', () => {
  const before = treeFromFiles([
    ['assistant.json', '{"title": "A", "starters": ["x", "y"]}'],
    ['skills/a/SKILL.md', '---\nname: a\n---\nline 4\nline 5\n'],
  ]);

  it('names the first JSON member that differs', () => {
    const after = writeText(before, 'assistant.json', '{"title": "A", "starters": ["x", "z"]}');
    expect(placesOfChange(before, after)).toEqual([{ file: 'assistant.json', pointer: '/starters/1' }]);
  });

  it('names the first character of a text file that differs, by line and column', () => {
    const after = writeText(before, 'skills/a/SKILL.md', '---\nname: a\n---\nline 4\nline five\n');
    expect(placesOfChange(before, after)).toEqual([{ file: 'skills/a/SKILL.md', line: 5, column: 6 }]);
  });

  it('says nothing when no file changed in place', () => {
    expect(placesOfChange(before, before)).toEqual([]);
  });
});
