import { describe, expect, test } from 'vitest';
import { writeText } from '../../model/file-tree';
import { newSolution } from '../../model/operations';
import { addSkill } from '../../model/skill-operations';
import { unwrap } from '../../model/test-support';
import type { Diagnostic } from '../../validate/diagnostic';
import {
  deleteQuestion,
  matchesSearch,
  sameDiagnostics,
  sameSlice,
  skillFolderNames,
  skillsSlices,
  skillText,
} from './skill-slices';

let tree = newSolution('Shop Support');
tree = unwrap(addSkill(tree, { name: 'returns', description: 'Explains returns. Use when asked.' }));
tree = unwrap(addSkill(tree, { name: 'drafts', description: 'Not listed yet.', listed: false }));
tree = writeText(tree, 'skills/returns/references/policy.md', 'Policy');

const problem = (file: string, message = 'Something.', pointer?: string): Diagnostic => ({
  code: 'x',
  severity: 'warning',
  message,
  file,
  ...(pointer !== undefined ? { pointer } : {}),
});

describe('skillsSlices', () => {
  test('sets the instructions skill apart and says which skills are listed', () => {
    const slices = skillsSlices(tree, []);
    expect(slices.instructions).toBe('instructions');
    expect(slices.skills.map((s) => [s.name, s.listed])).toEqual([
      ['returns', true],
      ['drafts', false],
    ]);
    expect(slices.skills[0]?.files.map((f) => f.local)).toEqual(['references/policy.md']);
  });

  test('lists the skills in the order they were added, those the solution does not list last', () => {
    const more = unwrap(
      addSkill(tree, { name: 'about-us', description: 'Says who we are. Use when asked.' }),
    );
    expect(skillsSlices(more, []).skills.map((s) => s.name)).toEqual(['returns', 'about-us', 'drafts']);
  });

  test('gives each skill the problems of its folder, and the list its own', () => {
    const slices = skillsSlices(tree, [
      problem('skills/returns/SKILL.md'),
      problem('skills/returns/references/policy.md'),
      problem('assistant.json', 'Listed twice.', '/skills/1'),
      problem('assistant.json', 'Title.', '/title'),
    ]);
    expect(slices.skills[0]?.problems).toHaveLength(2);
    expect(slices.skills[1]?.problems).toHaveLength(0);
    expect(slices.listProblems.map((d) => d.message)).toEqual(['Listed twice.']);
  });

  test('keeps an unchanged skill the same slice after another skill changes', () => {
    const before = skillsSlices(tree, []);
    const edited = writeText(tree, 'skills/drafts/SKILL.md', '---\nname: drafts\ndescription: New.\n---\n');
    const after = skillsSlices(edited, []);
    expect(sameSlice(before.skills[0]!, after.skills[0]!)).toBe(true);
    expect(sameSlice(before.skills[1]!, after.skills[1]!)).toBe(false);
  });

  test('reads no listing in a plain plugin', () => {
    const plain = new Map(tree);
    plain.delete('assistant.json');
    expect(skillsSlices(plain, []).skills.every((s) => s.listed === undefined)).toBe(true);
  });
});

describe('sameDiagnostics', () => {
  test('compares diagnostics by what they say', () => {
    expect(sameDiagnostics([problem('a')], [problem('a')])).toBe(true);
    expect(sameDiagnostics([problem('a')], [problem('a', 'Other.')])).toBe(false);
    expect(sameDiagnostics([problem('a')], [])).toBe(false);
  });
});

describe('skillText', () => {
  test('reads the description once per version of the file', () => {
    const entry = tree.get('skills/returns/SKILL.md');
    if (entry?.kind !== 'file') throw new Error('no skill');
    expect(skillText(entry).description).toBe('Explains returns. Use when asked.');
    expect(skillText(entry)).toBe(skillText(entry));
  });
});

describe('deleteQuestion', () => {
  test('names the skill and how many files go with it', () => {
    expect(deleteQuestion('Returns', 3)).toBe(
      'Delete the skill “Returns” and its 3 files? You can undo this.',
    );
    expect(deleteQuestion('Returns', 1)).toBe(
      'Delete the skill “Returns” and its 1 file? You can undo this.',
    );
    expect(deleteQuestion('Returns', 0)).toBe('Delete the skill “Returns”? You can undo this.');
  });
});

describe('skillFolderNames', () => {
  test('names every folder under skills, even one without a SKILL.md', () => {
    const withFolder = writeText(tree, 'skills/notes/readme.md', 'x');
    expect(skillFolderNames(withFolder).sort()).toEqual(['drafts', 'instructions', 'notes', 'returns']);
  });
});

describe('matchesSearch', () => {
  test('finds a skill by words of its name or description', () => {
    const returns = skillsSlices(tree, []).skills[0]!;
    expect(matchesSearch(returns, 'RETURNS')).toBe(true);
    expect(matchesSearch(returns, 'explains asked')).toBe(true);
    expect(matchesSearch(returns, 'shipping')).toBe(false);
  });
});
