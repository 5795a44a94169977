/** Cases for the skill, skill guidance and layout rules (tests only). */
import { breaks, type RuleCase } from './rule-case';
import { plainPlugin, skillText, validSolution, withFile, withJson, without } from './test-fixtures';

const RETURNS = 'skills/returns/SKILL.md';
const DESCRIPTION =
  'description: Explains the returns policy. Use when a customer asks about returning an item.';
const returns = (...lines: string[]) => withFile(validSolution(), RETURNS, skillText(lines));
/** The valid Returns skill with `body` under its frontmatter. */
const returnsSaying = (body: string) =>
  withFile(validSolution(), RETURNS, skillText(['name: returns', DESCRIPTION], body));

/** One case per skill and layout rule. */
export const SKILL_CASES: readonly RuleCase[] = [
  breaks('skill.frontmatter-missing', () =>
    withFile(validSolution(), RETURNS, '# Returns\n\nThirty days.\n'),
  ),
  breaks('skill.frontmatter-missing', () =>
    withFile(validSolution(), RETURNS, new Uint8Array([0xc3, 0x28, 0xff])),
  ),
  breaks('skill.frontmatter-unreadable', () =>
    withFile(validSolution(), RETURNS, '---\nname: returns\ndescription: [never closed\n---\nBody\n'),
  ),
  breaks('skill.frontmatter-unreadable', () =>
    withFile(validSolution(), RETURNS, '---\nname: returns\ndescription: no end\n'),
  ),
  breaks('skill.frontmatter-not-mapping', () =>
    withFile(validSolution(), RETURNS, '---\n- returns\n- refunds\n---\nBody\n'),
  ),
  breaks('skill.frontmatter-not-mapping', () => withFile(validSolution(), RETURNS, '---\n---\nBody\n')),
  breaks('skill.duplicate-field', () =>
    returns('name: returns', DESCRIPTION, 'license: MIT', 'license: Apache-2.0'),
  ),
  breaks('skill.unknown-field', () => returns('name: returns', DESCRIPTION, 'version: 1.0.0')),
  breaks('skill.claude-code-field', () =>
    returns('name: returns', DESCRIPTION, 'disable-model-invocation: true'),
  ),
  breaks('skill.name', () => returns('name: Returns', DESCRIPTION)),
  breaks('skill.name', () => returns(DESCRIPTION)),
  breaks('skill.name-mismatch', () => returns('name: refunds', DESCRIPTION)),
  breaks(
    'skill.name-reserved',
    () =>
      withJson(
        withFile(
          validSolution(),
          'skills/claude-tips/SKILL.md',
          skillText(['name: claude-tips', 'description: Tips. Use when asked for tips.']),
        ),
        'assistant.json',
        (v) => (v.skills as unknown[]).push({ name: 'claude-tips', path: 'skills/claude-tips/SKILL.md' }),
      ),
    // Listed, the name is also one the solution document's own schema refuses.
    'solution.skill-name-reserved',
  ),
  breaks('skill.description-missing', () => returns('name: returns', 'description: ""')),
  breaks('skill.description-missing', () => returns('name: returns')),
  breaks('skill.description-too-long', () =>
    returns('name: returns', `description: Use when ${'returns '.repeat(140)}`),
  ),
  breaks('skill.compatibility', () => returns('name: returns', DESCRIPTION, 'compatibility: ""')),
  breaks('skill.compatibility', () =>
    returns('name: returns', DESCRIPTION, `compatibility: ${'x'.repeat(501)}`),
  ),
  breaks('skill.metadata', () => returns('name: returns', DESCRIPTION, 'metadata:', '  version: 1.0')),
  breaks('skill.metadata', () => returns('name: returns', DESCRIPTION, 'metadata: shop')),
  breaks('skill.allowed-tools', () =>
    returns('name: returns', DESCRIPTION, 'allowed-tools:', '  - Read', '  - Write'),
  ),
  breaks('skill.license', () => returns('name: returns', DESCRIPTION, 'license: 2024')),
  breaks('skill.replace-me', () => returnsSaying('1. [Replace: the first step.]\n')),
  breaks('skill.replace-me', () => returnsSaying('# Returns\n\n1. First, ...\n2. Then, ...\n')),
  breaks('skill.body-long', () => returnsSaying('Step.\n'.repeat(501))),
  breaks('skill.body-long', () => returnsSaying(`${'word '.repeat(4100)}\n`)),
  breaks('skill.link-missing', () => returnsSaying('See [the policy](references/missing.md).\n')),
  breaks('skill.link-missing', () => returnsSaying('![logo](../../../logo.png)\n')),
  breaks('skill.allowed-tools-commas', () =>
    returns('name: returns', DESCRIPTION, 'allowed-tools: Read, Grep'),
  ),
  breaks('skill.description-when', () =>
    returns('name: returns', "description: Explains the shop's returns policy."),
  ),
  breaks('layout.skill-too-deep', () =>
    withFile(
      validSolution(),
      'skills/returns/examples/SKILL.md',
      skillText(['name: examples', 'description: x']),
    ),
  ),
  breaks('layout.skill-not-in-folder', () =>
    withFile(validSolution(), 'skills/SKILL.md', skillText(['name: skills', 'description: x'])),
  ),
  breaks('layout.skill-outside', () =>
    withFile(validSolution(), '.agents/skills/returns/SKILL.md', skillText(['name: returns', DESCRIPTION])),
  ),
  breaks('layout.skills-folder-case', () =>
    withFile(validSolution(), 'Skills/faq/SKILL.md', skillText(['name: faq', 'description: x'])),
  ),
  breaks('layout.skill-file-case', () =>
    withFile(validSolution(), 'skills/faq/skill.md', skillText(['name: faq', 'description: x'])),
  ),
  // #19 item 17: names that open here but cannot be written on Windows.
  breaks('layout.name-not-portable', () => withFile(validSolution(), 'notes/CON', 'x')),
  breaks('layout.name-not-portable', () => withFile(validSolution(), 'aux.txt', 'x')),
  breaks('layout.name-not-portable', () => withFile(validSolution(), 'notes./a.md', 'x')),
  breaks('layout.name-not-portable', () => withFile(validSolution(), 'meeting: 3pm.md', 'x')),
  breaks(
    'layout.skills-not-folder',
    () => withFile(without(plainPlugin(), 'skills'), 'skills', 'returns, orders\n'),
    'plugin.not-solution',
  ),
];
