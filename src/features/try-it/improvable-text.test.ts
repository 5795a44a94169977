import { describe, expect, it } from 'vitest';
import { readText } from '../../model/file-tree';
import { createSolution } from '../../app/templates';
import { improvableText, withImprovement } from './improvable-text';

describe('texts to improve', () => {
  const tree = createSolution('Shop Support', 'shop-support');

  it('names the instructions, the voice and a skill, and reads their texts', () => {
    expect(improvableText(tree, 'skills/instructions/SKILL.md')?.label).toBe('Instructions');
    expect(improvableText(tree, 'persona.md')?.label).toBe('Voice');
    expect(improvableText(tree, 'skills/returns/SKILL.md')).toMatchObject({ label: 'Skill “Returns”' });
    expect(improvableText(tree, 'plugin.json')).toBeUndefined();
  });

  it('writes a rewording into the text only, keeping the skill’s details and the spacing around it', () => {
    const before = readText(tree, 'skills/returns/SKILL.md')!;
    const result = withImprovement(tree, 'skills/returns/SKILL.md', '  Returns are free for 30 days.  ');
    if (!result.ok) throw new Error(result.error.message);
    const after = readText(result.tree, 'skills/returns/SKILL.md')!;
    const details = /^---[\s\S]*?\n---\n/.exec(before)![0];
    expect(after.startsWith(details)).toBe(true);
    expect(improvableText(result.tree, 'skills/returns/SKILL.md')?.before).toBe(
      'Returns are free for 30 days.',
    );
    expect(after.endsWith('\n')).toBe(true);
    const voice = withImprovement(tree, 'persona.md', 'Kind and brief.');
    if (!voice.ok) throw new Error(voice.error.message);
    expect(readText(voice.tree, 'persona.md')).toBe('Kind and brief.\n');
  });
});
