import { describe, expect, it } from 'vitest';
import { newSolution } from '../model/operations';
import { addSkill } from '../model/skill-operations';
import { unwrap } from '../model/test-support';
import { claudeSkillsTarget } from './claude-skills';

describe('skills for claude.ai', () => {
  it('names a skill’s zip so that Windows can save it, even for a name Windows keeps for a device', () => {
    let tree = newSolution('Shop Support');
    for (const name of ['con', 'aux', 'returns'])
      tree = unwrap(addSkill(tree, { name, description: `Handles ${name}. Use when asked about it.` }));
    const names = claudeSkillsTarget(tree).outputs.map((output) => output.name);
    expect(names).toEqual(expect.arrayContaining(['con-skill.zip', 'aux-skill.zip', 'returns.zip']));
    expect(names).not.toContain('con.zip');
  });
});
