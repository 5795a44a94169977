/**
 * "Use the folder's name" is offered for a skill's missing or malformed web name only when the
 * folder's name would itself be a valid one: the fix must never write a name the same rule refuses.
 */
import { describe, expect, it } from 'vitest';
import type { FileTree } from '../model/file-tree';
import { diagnosticsWith, skillText, validSolution, withFile } from './test-fixtures';

/** The fixes offered on the `skill.name` problem of the skill in `folder`. */
function nameFixes(tree: FileTree, folder: string) {
  const [problem] = diagnosticsWith(tree, 'skill.name').filter((d) => d.file === `skills/${folder}/SKILL.md`);
  expect(problem, `a skill.name problem in ${folder}`).toBeDefined();
  return (problem?.fixes ?? []).map((fix) => fix.action);
}

const withSkill = (folder: string, frontmatter: readonly string[]) =>
  withFile(validSolution(), `skills/${folder}/SKILL.md`, skillText(frontmatter));

describe("the fix that uses the folder's name", () => {
  it('is offered when the name is missing and the folder is a valid web name', () => {
    const tree = withSkill('returns', ['description: Use when asked about returns.']);
    expect(nameFixes(tree, 'returns')).toEqual([{ type: 'rename-skill-to-folder', folder: 'returns' }]);
  });

  it('is not offered when the name is missing and the folder is not a valid web name', () => {
    const tree = withSkill('Returns_Desk', ['description: Use when asked about returns.']);
    expect(nameFixes(tree, 'Returns_Desk')).toEqual([]);
  });

  it('is not offered for a malformed name in a folder that is not a valid web name either', () => {
    const tree = withSkill('Returns Desk', [
      'name: Returns Desk',
      'description: Use when asked about returns.',
    ]);
    expect(nameFixes(tree, 'Returns Desk')).toEqual([]);
  });

  it('is offered for a malformed name in a folder with a valid web name', () => {
    const tree = withSkill('returns', ['name: Returns!', 'description: Use when asked about returns.']);
    expect(nameFixes(tree, 'returns')).toEqual([{ type: 'rename-skill-to-folder', folder: 'returns' }]);
  });
});
