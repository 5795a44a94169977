import { describe, expect, it } from 'vitest';
import { runCases } from './case-runner';
import { SKILL_CASES } from './skill-rules.cases';
import { diagnosticsWith, skillText, validSolution, withFile } from './test-fixtures';

runCases(
  'layout rules',
  SKILL_CASES.filter((rule) => rule.code.startsWith('layout.')),
);

describe('layout', () => {
  it('reports a differently cased skills folder once, however many skills it holds', () => {
    let tree = validSolution();
    for (const name of ['a', 'b', 'c'])
      tree = withFile(tree, `Skills/${name}/SKILL.md`, skillText([`name: ${name}`, 'description: x']));
    const found = diagnosticsWith(tree, 'layout.skills-folder-case');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('3 skills');
  });
});
