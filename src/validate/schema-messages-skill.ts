/**
 * Schema message rows for a SKILL.md's frontmatter (Agent Skills, as
 * schemas/skill-frontmatter.schema.json states it). The name's match with its folder is checked
 * in skill-rules.ts.
 */
import { plainly, titled, worded } from './rule';
import { rule } from './rules';
import type { SchemaIssue } from './schema-issue';
import { dropped, type SchemaMessage } from './schema-table';
import { isSkillName, isToolWord } from './spec';
import { suggestWebName } from './suggest';
import { isClaudeSkillField } from '../model/claude-conversion';

const SKIPPED = 'Bailey will skip this skill until this is fixed.';

/** The skill's folder, from its file path `skills/<folder>/SKILL.md`. */
function folderOf(issue: SchemaIssue): string | undefined {
  const match = /^skills\/([^/]+)\/SKILL\.md$/.exec(issue.target.file);
  return match?.[1];
}

/** SKILL.md frontmatter rows. */
export const SKILL_MESSAGES: readonly SchemaMessage[] = [
  dropped('skill', '', 'type'),
  {
    document: 'skill',
    path: '',
    keyword: 'additionalProperties',
    // A detail Claude Code reads at the top of the frontmatter stays there: moving it is a loss.
    when: (issue) => isClaudeSkillField(issue.member),
    rule: rule('skill.claude-code-field'),
    message: (issue) =>
      worded(
        `${skillTitle(issue)} has a detail Claude Code reads here: ${plainly(issue.member)}. It stays where Claude Code reads it; the skills format Bailey follows has no such detail, and an app that follows it strictly may skip this skill.`,
        'Moving it into the extra details keeps it as text, and Claude Code then no longer reads it.',
        'Moving it under metadata keeps it as text, and Claude Code then no longer reads it.',
      ),
    fix: (issue) =>
      issue.member === undefined
        ? undefined
        : {
            label: 'Move it into the extra details (Claude Code stops reading it)',
            action: { type: 'move-skill-detail', file: issue.target.file, key: issue.member },
            safe: false,
          },
  },
  {
    document: 'skill',
    path: '',
    keyword: 'additionalProperties',
    rule: rule('skill.unknown-field'),
    message: (issue) =>
      worded(
        `${skillTitle(issue)} has a detail a skill cannot have: ${plainly(issue.member)}. ${SKIPPED}`,
        'Move it into the extra details, where it is kept as text, or remove it.',
        'Move it under metadata, as text, or remove it.',
      ),
    fix: (issue) =>
      issue.member === undefined
        ? undefined
        : {
            label: 'Move it into the extra details',
            action: { type: 'move-skill-detail', file: issue.target.file, key: issue.member },
            safe: true,
          },
  },
  {
    document: 'skill',
    path: '',
    keyword: 'required',
    member: 'name',
    rule: rule('skill.name'),
    message: (issue) =>
      `This skill has no web name. ${SKIPPED}${folderOf(issue) ? ` Use its folder's name, *${folderOf(issue)}*.` : ''}`,
    fix: renameToFolder,
  },
  {
    document: 'skill',
    path: '/name',
    rule: rule('skill.name'),
    message: (issue) =>
      typeof issue.value === 'string' && issue.value.length > 64
        ? `The skill's web name is too long: at most 64 characters. Try *${suggestWebName(issue.value, 'my-skill').slice(0, 64)}*.`
        : typeof issue.value === 'string' && issue.value.includes(':')
          ? `The skill's web name is written the way Claude Code names a plugin's skills, with a colon (${plainly(issue.value)}), and the skills format Bailey follows allows only lowercase letters, digits and single hyphens. ${SKIPPED} A new name is also the name Claude Code shows and calls it by, so it is yours to choose.`
          : `The skill's web name can only use lowercase letters, digits and single hyphens, starting and ending with a letter or digit. Try *${suggestWebName(issue.value, folderOf(issue) ?? 'my-skill')}*.`,
    fix: renameToFolder,
  },
  {
    document: 'skill',
    path: '',
    keyword: 'required',
    member: 'description',
    rule: rule('skill.description-missing'),
    message: () =>
      `This skill does not say what it does and when to use it, so Bailey cannot tell when to load it. ${SKIPPED} Write a sentence or two.`,
  },
  {
    document: 'skill',
    path: '/description',
    keyword: 'maxLength',
    rule: rule('skill.description-too-long'),
    message: (issue) =>
      `What this skill does and when to use it is ${typeof issue.value === 'string' ? [...issue.value].length : 'over 1,024'} characters long; the limit is 1,024. Shorten it and move the details into the skill's text.`,
  },
  {
    document: 'skill',
    path: '/description',
    rule: rule('skill.description-missing'),
    message: () =>
      `What this skill does and when to use it is empty, so Bailey cannot tell when to load it. ${SKIPPED} Write a sentence or two.`,
  },
  {
    document: 'skill',
    path: '/compatibility',
    rule: rule('skill.compatibility'),
    message: (issue) =>
      issue.keyword === 'maxLength'
        ? `The compatibility note is too long: at most 500 characters. Shorten it.`
        : `The compatibility note must be a short text of 1 to 500 characters; remove it if the skill has no special needs.`,
  },
  {
    document: 'skill',
    path: '/metadata/**',
    rule: rule('skill.metadata'),
    message: (issue) =>
      issue.path.length > 1
        ? worded(
            `${skillTitle(issue)} has an extra detail holding ${kindOf(issue.value)}, but extra details can only be text: ${plainly(issue.path[1])}. ${SKIPPED}`,
            'Write it as text: its value is kept.',
            'Put its value in quotes.',
          )
        : `The extra details must be pairs of a name and a text value. ${SKIPPED}`,
    fix: (issue) =>
      issue.path.length === 2
        ? {
            label: 'Write it as text',
            action: { type: 'detail-as-text', file: issue.target.file, key: issue.path[1]! },
            // The value stays as it was written; only its type becomes the one the format allows.
            safe: true,
          }
        : undefined,
  },
  {
    document: 'skill',
    path: '/allowed-tools',
    rule: rule('skill.allowed-tools'),
    message: (issue) => {
      const spaced = Array.isArray(issue.value)
        ? issue.value.find((tool) => typeof tool === 'string' && !isToolWord(tool))
        : undefined;
      if (typeof spaced !== 'string')
        return `The allowed tools must be written on one line, separated by spaces (such as *Read Grep*), not as a list. ${SKIPPED}`;
      // Quoted with “ ” rather than * *: a tool pattern often holds an asterisk.
      const what = `The allowed tools are written as a list, as Claude Code reads them, but the skills format Bailey follows reads one line of tools separated by spaces, and “${spaced.trim()}” has a space in it: on one line it would read as two tools. ${SKIPPED}`;
      return worded(
        what,
        'Keep the list in the extra details (each tool then asks before it runs), or change the tools in the list.',
        'Move the list under metadata (each tool then asks before it runs), or write tools without spaces (Agent Skills: allowed-tools is a space-separated string).',
      );
    },
    fix: (issue) => {
      if (!Array.isArray(issue.value) || !issue.value.every((tool) => typeof tool === 'string'))
        return undefined;
      return issue.value.every(isToolWord)
        ? {
            label: 'Write them on one line',
            action: { type: 'join-allowed-tools', file: issue.target.file },
            safe: true,
          }
        : {
            label: 'Keep the list in the extra details',
            action: { type: 'move-skill-detail', file: issue.target.file, key: 'allowed-tools' },
            // The tools it allowed without asking would ask first: her choice, not a repair.
            safe: false,
          };
    },
  },
  {
    document: 'skill',
    path: '/license',
    rule: rule('skill.license'),
    message: () => `The licence must be text, such as *MIT* or the name of a licence file. ${SKIPPED}`,
  },
];

/** “The skill “Returns””, titled by its folder as the Skills view titles it; “This skill” without one. */
function skillTitle(issue: SchemaIssue): string {
  const folder = folderOf(issue);
  return folder === undefined ? 'This skill' : `The skill ${titled(folder)}`;
}

/** What a value that is not text is, in a few words. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a group of details';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a yes or no';
  return 'no value';
}

/** "Use the folder's name": offered only when the folder's name is itself a valid web name. */
function renameToFolder(issue: SchemaIssue) {
  const folder = folderOf(issue);
  if (!isSkillName(folder)) return undefined;
  return {
    label: `Use "${folder}" as its web name`,
    action: { type: 'rename-skill-to-folder', folder } as const,
    safe: false,
  };
}
