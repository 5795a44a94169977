/**
 * Schema message rows for the solution document (assistant.json 0.1). Format version, the
 * solution's name and the paths of listed skills are left to solution-rules.ts and
 * solution-refs.ts, which can compare them with other files.
 */
import { plainly, quote, worded, type Worded } from './rule';
import { rule } from './rules';
import type { SchemaIssue } from './schema-issue';
import { labelOf } from './schema-labels';
import { capitalize, dropped, removeMemberFix, setMemberFix, type SchemaMessage } from './schema-table';
import { suggestExtension, suggestSlotName, suggestWebName } from './suggest';

const NOT_INSTALLED = 'Bailey will not install the solution until this is fixed.';

/** That the assistant has no instructions (`start` says how), and what to do about it. */
function noInstructions(start: string): Worded {
  return worded(
    `${start}, so Bailey does not know how it should behave.`,
    'Choose or create the skill that holds its instructions.',
    'Name the skill that holds them, such as *skills/instructions/SKILL.md*.',
  );
}

/** 1-based position for people ("Conversation starter 2"). */
function nth(issue: SchemaIssue, depth: number): number {
  return Number(issue.path[depth] ?? 0) + 1;
}

/** The slot's own name for knowledge messages, when it has a usable one. */
function slotName(issue: SchemaIssue): string {
  const slots = (issue.target.value as { knowledge?: unknown }).knowledge;
  const slot = Array.isArray(slots)
    ? (slots[Number(issue.path[1])] as { name?: unknown } | undefined)
    : undefined;
  return typeof slot?.name === 'string' && slot.name !== '' ? quote(slot.name) : `number ${nth(issue, 1)}`;
}

/** solution document rows. */
export const SOLUTION_MESSAGES: readonly SchemaMessage[] = [
  dropped('solution', '', 'type'),
  // The version is read before the schema runs (solution-rules.ts); the name is compared with
  // plugin.json's; a listed skill's path is checked against the skills.
  dropped('solution', '', 'required', 'format_version'),
  dropped('solution', '/format_version'),
  dropped('solution', '', 'required', 'name'),
  dropped('solution', '/name'),
  dropped('solution', '/instructions', 'not'),
  {
    // The skill itself says so too (skill.name-reserved); the document would fail its own schema.
    document: 'solution',
    path: '/skills/*/name',
    keyword: 'not',
    rule: rule('solution.skill-name-reserved'),
    message: (issue) =>
      `Skill entry ${nth(issue, 1)} in the solution has the web name ${quote(issue.value)}, with a word Bailey reserves (anthropic or claude). ${NOT_INSTALLED} Rename the skill.`,
  },
  dropped('solution', '/skills/*/path', 'not|pattern'),
  {
    document: 'solution',
    path: '/**',
    keyword: 'additionalProperties',
    rule: (issue) =>
      issue.target.newerMinor ? rule('solution.newer-field') : rule('solution.unknown-field'),
    message: (issue) =>
      issue.target.newerMinor
        ? `${capitalize(quote(issue.member))} comes from a newer version of the solution format; Solution Builder keeps it but does not know what it means.`
        : `${issue.path.length === 0 ? 'The assistant' : capitalize(`the ${labelOf('solution', issue.path)}`)} holds a setting a solution cannot have: ${plainly(issue.member)}. Bailey would refuse it; remove it.`,
    fix: (issue) =>
      issue.target.newerMinor ? undefined : removeMemberFix(issue, 'Remove the unknown setting'),
  },
  {
    document: 'solution',
    path: '',
    keyword: 'required',
    member: 'title',
    rule: rule('solution.title'),
    message: () => `The assistant has no title. Give it the name people will see, such as *Shop Support*.`,
  },
  {
    document: 'solution',
    path: '/title',
    rule: rule('solution.title'),
    message: () =>
      `The assistant's title is empty. Give it the name people will see, such as *Shop Support*.`,
  },
  {
    document: 'solution',
    path: '',
    keyword: 'required',
    member: 'instructions',
    rule: rule('solution.instructions-missing'),
    message: () => noInstructions('The assistant has no instructions'),
  },
  {
    document: 'solution',
    path: '/instructions',
    when: (issue) => issue.value === '',
    rule: rule('solution.instructions-missing'),
    message: () => noInstructions("The assistant's instructions are not set"),
  },
  {
    document: 'solution',
    path: '/instructions',
    rule: rule('solution.instructions-path'),
    message: (issue) =>
      worded(
        `The instructions must be one of the plugin's skills, and ${quote(issue.value)} is not a skill's place in the plugin.`,
        'Choose the instructions skill again.',
        "Name a skill's file, such as *skills/instructions/SKILL.md*.",
      ),
  },
  {
    document: 'solution',
    path: '/persona|/mcp',
    rule: rule('solution.path-form'),
    message: (issue) =>
      `The ${labelOf('solution', issue.path)} must be kept in a file inside the plugin, in a folder whose name does not start with a dot. ${NOT_INSTALLED}`,
  },
  {
    document: 'solution',
    path: '/starters/*',
    keyword: 'minLength',
    rule: rule('solution.starter-empty'),
    message: (issue) => `Conversation starter ${nth(issue, 1)} is empty. Write the message, or remove it.`,
    fix: (issue) => removeMemberFix(issue, 'Remove the empty starter', true),
  },
  {
    document: 'solution',
    path: '/skills/*',
    keyword: 'required|type',
    rule: rule('solution.skill-entry'),
    message: (issue) =>
      worded(
        `Skill entry ${nth(issue, 1)} in the solution is incomplete. ${NOT_INSTALLED}`,
        'Choose the skill again.',
        "Give it the skill's web name and its file, such as *skills/returns/SKILL.md*.",
      ),
  },
  {
    document: 'solution',
    path: '/skills/*/name',
    rule: rule('solution.skill-entry'),
    message: (issue) =>
      `Skill entry ${nth(issue, 1)} in the solution has the web name ${quote(issue.value)}, which a skill cannot have (lowercase letters, digits and single hyphens only). Try *${suggestWebName(issue.value, 'my-skill')}*.`,
  },
  {
    document: 'solution',
    path: '/examples/*',
    keyword: 'required',
    member: 'input',
    rule: rule('solution.example-empty'),
    message: (issue) =>
      `Example ${nth(issue, 1)} has no question. Write what the person asks, or remove the example.`,
  },
  {
    document: 'solution',
    path: '/examples/*/input',
    keyword: 'minLength',
    rule: rule('solution.example-empty'),
    message: (issue) =>
      `Example ${nth(issue, 1)} has an empty question. Write what the person asks, or remove the example.`,
  },
  {
    document: 'solution',
    path: '/knowledge/*',
    keyword: 'required',
    member: 'name',
    rule: rule('solution.knowledge-name'),
    message: (issue) =>
      `Document ${slotName(issue)} to ask for at install has no short name. Give it one such as *refund_policy*.`,
  },
  {
    document: 'solution',
    path: '/knowledge/*/name',
    rule: rule('solution.knowledge-name'),
    message: (issue) =>
      `The short name ${quote(issue.value)} of a document to ask for at install can only use lowercase letters, digits and underscores, starting with a letter. Try *${suggestSlotName(issue.value)}*.`,
    fix: (issue) => setMemberFix(issue, suggestSlotName(issue.value)),
  },
  {
    document: 'solution',
    path: '/knowledge/*',
    keyword: 'required',
    member: 'description',
    rule: rule('solution.knowledge-description'),
    message: (issue) =>
      `Document ${slotName(issue)} to ask for at install does not say what to supply. Describe it in words the person would use.`,
  },
  {
    document: 'solution',
    path: '/knowledge/*/description',
    rule: rule('solution.knowledge-description'),
    message: (issue) =>
      `Document ${slotName(issue)} to ask for at install does not say what to supply. Describe it in words the person would use.`,
  },
  {
    document: 'solution',
    path: '/knowledge/*/accepts/*',
    keyword: 'pattern',
    rule: rule('solution.knowledge-accepts'),
    message: (issue) => {
      const better = suggestExtension(issue.value);
      const hint = better ? ` Write *${better}*.` : '';
      return `File types of document ${slotName(issue)} are written in lowercase without the dot, such as *pdf*; ${quote(issue.value)} is not.${hint}`;
    },
    fix: (issue) => {
      const better = suggestExtension(issue.value);
      return better ? setMemberFix(issue, better) : undefined;
    },
  },
  {
    document: 'solution',
    path: '/knowledge/*/accepts',
    rule: rule('solution.knowledge-accepts'),
    message: (issue) =>
      issue.keyword === 'uniqueItems'
        ? `Document ${slotName(issue)} lists the same file type twice. Remove one.`
        : `Document ${slotName(issue)} does not say which file types it takes. Add at least one, such as *pdf*.`,
  },
  {
    document: 'solution',
    path: '/knowledge/*',
    keyword: 'required',
    member: 'accepts',
    rule: rule('solution.knowledge-accepts'),
    message: (issue) =>
      `Document ${slotName(issue)} does not say which file types it takes. Add at least one, such as *pdf*.`,
  },
];
