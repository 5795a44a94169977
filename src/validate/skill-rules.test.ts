import { describe, expect, it } from 'vitest';
import { runCases } from './case-runner';
import { SKILL_CASES } from './skill-rules.cases';
import { diagnosticsWith, plainPlugin, skillText, validSolution, withFile } from './test-fixtures';

runCases(
  'skill rules',
  SKILL_CASES.filter((rule) => rule.code.startsWith('skill.')),
);

describe('skills', () => {
  const RETURNS = 'skills/returns/SKILL.md';

  it('words a folder and name mismatch as UI.md does, with the fix to use the folder name', () => {
    const tree = withFile(
      validSolution(),
      RETURNS,
      skillText(['name: refunds', 'description: Use when asked about returns.']),
    );
    const [mismatch] = diagnosticsWith(tree, 'skill.name-mismatch');
    expect(mismatch?.message).toBe(
      "This skill's folder is *returns* but its name says *refunds*. Bailey will skip it. Rename one of them.",
    );
    expect(mismatch?.fixes?.[0]).toEqual({
      label: 'Use "returns" everywhere',
      action: { type: 'rename-skill-to-folder', folder: 'returns' },
      safe: false,
    });
    expect(mismatch?.range?.startLine).toBe(2);
  });

  it('names each unknown field, on its own line', () => {
    const tree = withFile(
      validSolution(),
      RETURNS,
      skillText(['name: returns', 'description: Use when asked.', 'version: 2', 'triggers: [a]']),
    );
    const unknown = diagnosticsWith(tree, 'skill.unknown-field');
    expect(unknown.map((d) => [d.pointer, d.range?.startLine])).toEqual([
      ['/version', 4],
      ['/triggers', 5],
    ]);
  });

  it('allows anthropic and claude in the names of a plain plugin', () => {
    const tree = withFile(
      plainPlugin(),
      'skills/claude-tips/SKILL.md',
      skillText(['name: claude-tips', 'description: Use when asked for tips.']),
    );
    expect(diagnosticsWith(tree, 'skill.name-reserved')).toEqual([]);
  });

  it('names each broken link by its words in the app and by where it leads in a terminal', () => {
    const body = [
      'See [the **returns** policy](references/missing.md).',
      'And [](references/blank.md).',
      '![Our logo](../../../logo.png), [a [nested] one](gone.md)',
      '',
      '[policy]: references/old.md',
    ].join('\n');
    const tree = withFile(
      validSolution(),
      RETURNS,
      skillText(['name: returns', 'description: Use when asked.'], body),
    );
    const found = diagnosticsWith(tree, 'skill.link-missing');
    expect(found.map((d) => d.message.split(' in this skill')[0])).toEqual([
      'The link “the returns policy”',
      'A link',
      'The link “Our logo”',
      'The link “a [nested] one”',
      'The link “policy”',
    ]);
    expect(found[0]!.message).toContain('leads to a document the skill does not have');
    expect(found[2]!.message).toContain('leads outside the plugin');
    expect(found.map((d) => d.terminalMessage?.split(' in this skill')[0])).toEqual([
      'The link to references/missing.md',
      'The link to references/blank.md',
      'The link to ../../../logo.png',
      'The link to gone.md',
      'The link to references/old.md',
    ]);
  });

  it('ignores links in code, web links, anchors and mail links', () => {
    const body =
      '```md\n[x](missing.md)\n```\nUse `[y](missing.md)`, [web](https://example.com), [mail](mailto:a@b.c), [top](#top), [ok](references/policy.md#part), [`<id>/`](<id>/), [t]({{path}}).\n';
    const tree = withFile(
      validSolution(),
      RETURNS,
      skillText(['name: returns', 'description: Use when asked.'], body),
    );
    expect(diagnosticsWith(tree, 'skill.link-missing')).toEqual([]);
  });

  it('does not ask the instructions skill to say when to use it: it is read in every conversation', () => {
    const description = 'description: How Shop Support answers questions.';
    const instructions = withFile(
      validSolution(),
      'skills/instructions/SKILL.md',
      skillText(['name: instructions', description]),
    );
    expect(diagnosticsWith(instructions, 'skill.description-when')).toEqual([]);
    const listed = withFile(
      validSolution(),
      RETURNS,
      skillText(['name: returns', 'description: Explains the returns policy.']),
    );
    expect(diagnosticsWith(listed, 'skill.description-when')).toHaveLength(1);
  });

  it('judges only descriptions written in Latin letters for the "when" words', () => {
    const tree = withFile(
      validSolution(),
      RETURNS,
      skillText(['name: returns', 'description: 解释退货政策并处理退货请求。']),
    );
    expect(diagnosticsWith(tree, 'skill.description-when')).toEqual([]);
  });

  it('judges a description by the share of its letters that are Latin, four in five or more', () => {
    const judged = (description: string) =>
      diagnosticsWith(
        withFile(validSolution(), RETURNS, skillText(['name: returns', `description: ${description}`])),
        'skill.description-when',
      ).length;
    expect(judged('Explains the returns policy of the Tokyo shop 東京')).toBe(1);
    expect(judged('退货政策和退货请求 returns')).toBe(0);
    // A letter beyond the first 65,536 characters counts once: four Latin letters of five.
    expect(judged('𠀀 abcd')).toBe(1);
    expect(judged('𠀀𠀀 abcd')).toBe(0);
  });
});
