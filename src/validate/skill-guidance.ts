/**
 * Guidance for skills (warnings, from the Agent Skills specification's advice): keep the body
 * under 500 lines and about 5,000 tokens, link only to files the plugin carries, and say in
 * the description *when* to use the skill, since that is what an agent reads to decide.
 */
import type { Diagnostic } from './diagnostic';
import type { FileTree } from '../model/file-tree';
import { diagnose, worded, type Worded } from './rule';
import { rule } from './rules';
import type { SkillLink } from './skill-links';
import { estimateTokens, SKILL_BODY_TOKEN_GUIDANCE } from './token-estimate';
import { groupDigits } from '../model/digits';
import { commaSeparatedTools, isToolWord } from './spec';

const MAX_LINES = 500;

/** A warning when the body is long enough to crowd the conversation, else nothing. */
export function bodyLengthDiagnostics(file: string, body: string, bodyStartLine: number): Diagnostic[] {
  const lines = body === '' ? 0 : body.replace(/(?:\r\n|\n|\r)$/, '').split(/\r\n|\n|\r/).length;
  const tokens = estimateTokens(body);
  if (lines <= MAX_LINES && tokens <= SKILL_BODY_TOKEN_GUIDANCE) return [];
  const size =
    lines > MAX_LINES ? `${lines} lines long` : `about ${groupDigits(body.length)} characters long`;
  return [
    diagnose(
      rule('skill.body-long'),
      file,
      `This skill's text is ${size}; Bailey reads all of it whenever the skill is used, which crowds the conversation. Keep it under ${MAX_LINES} lines and move details into separate reference files.`,
      { range: { startLine: bodyStartLine, endLine: bodyStartLine + Math.max(lines - 1, 0) } },
    ),
  ];
}

// Words that tell an agent when a skill applies. English only: see isMostlyLatin.
const WHEN_WORDS =
  /\b(?:when|whenever|use|uses|used|using|if|for|before|after|during|while|once|trigger|triggers|triggered|invoke|invoked|whether|asks?|asked)\b/i;

/**
 * A warning when a description gives no hint of when to use the skill. Only descriptions
 * written mostly in Latin letters are judged, since the word list is English.
 */
export function descriptionDiagnostics(
  file: string,
  description: unknown,
  range: Diagnostic['range'],
): Diagnostic[] {
  if (typeof description !== 'string' || description.trim() === '' || !isMostlyLatin(description)) return [];
  if (WHEN_WORDS.test(description)) return [];
  return [
    diagnose(
      rule('skill.description-when'),
      file,
      'What this skill does and when to use it only says what it does. Add when to use it — for example "Use when a customer asks about returns." — so Bailey knows when to load it.',
      { pointer: '/description', range },
    ),
  ];
}

/**
 * A warning when the allowed tools are one line with commas between them (`Read, Grep`): Agent
 * Skills separates them by spaces, so `Read,` would be read as a tool's name. The fix writes
 * them with spaces only when no tool has a space in it; else the line has no form that keeps its
 * tools, and the only way out offered is the choice to keep it in the extra details.
 */
export function allowedToolsCommaDiagnostics(
  file: string,
  line: unknown,
  range: Diagnostic['range'],
): Diagnostic[] {
  const tools = typeof line === 'string' ? commaSeparatedTools(line) : undefined;
  if (!tools) return [];
  const spaced = tools.find((tool) => !isToolWord(tool));
  const what =
    'The tools this skill may use without asking are separated by commas, but the skills format Bailey follows separates them by spaces';
  // Quoted with “ ” rather than * *: a tool pattern often holds an asterisk.
  const message =
    spaced === undefined
      ? worded(
          `${what}, so it would read “${tools[0]},” as the name of a tool.`,
          'Separate them by spaces.',
          `Write them separated by spaces: “${tools.join(' ')}” (Agent Skills: allowed-tools is a space-separated string).`,
        )
      : worded(
          `${what}, and “${spaced}” has a space in it: with spaces between the tools it would read as two tools.`,
          'Keep them in the extra details (each tool then asks before it runs), or change the tools.',
          'Move the line under metadata (each tool then asks before it runs), or write tools without spaces (Agent Skills: allowed-tools is a space-separated string).',
        );
  const fix =
    spaced === undefined
      ? {
          label: 'Separate them by spaces',
          action: { type: 'join-allowed-tools', file } as const,
          // The same tools, written the way the format reads them.
          safe: true,
        }
      : {
          label: 'Keep them in the extra details',
          action: { type: 'move-skill-detail', file, key: 'allowed-tools' } as const,
          // The tools it allowed without asking would ask first: her choice, not a repair.
          safe: false,
        };
  return [
    diagnose(rule('skill.allowed-tools-commas'), file, message, { pointer: '/allowed-tools', range, fix }),
  ];
}

function isMostlyLatin(text: string): boolean {
  // Code and placeholders (`{PLAN_DIR}`, `.mstar/`) are Latin whatever language the prose is in.
  const prose = text.replace(/`[^`]*`|\{[^}]*\}/g, ' ');
  // Counted as strings of letters, not a string per letter: a skill's body has thousands.
  const letters = prose.replace(/\P{L}+/gu, '');
  if (letters.length === 0) return false;
  const otherScripts = letters.replace(/\p{Script=Latin}+/gu, '');
  return (codePoints(letters) - codePoints(otherScripts)) / codePoints(letters) >= 0.8;
}

/** How many characters `text` holds (a letter beyond the first 65,536 is two UTF-16 units). */
function codePoints(text: string): number {
  return text.length - text.replace(/[^\uD800-\uDBFF]+/g, '').length;
}

/** Warnings for links that point to files the plugin does not have (or outside it). */
export function linkDiagnostics(
  tree: FileTree,
  file: string,
  links: readonly SkillLink[],
  isFolder: (path: string) => boolean,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    if (link.path !== undefined && (link.path === '' || tree.has(link.path) || isFolder(link.path))) continue;
    // The app names the link by its words, so that several broken links read apart; the
    // terminal by where it leads.
    const app = link.words === undefined ? 'A link in this skill' : `The link “${link.words}” in this skill`;
    const terminal = `The link to ${link.target} in this skill`;
    const outcome =
      link.path === undefined
        ? ' leads outside the plugin, so Bailey cannot open it. Add the document to the skill and link to it there.'
        : ' leads to a document the skill does not have, so Bailey will find nothing there. Add the document to the skill, or correct the link.';
    const message: Worded = { app: app + outcome, terminal: terminal + outcome };
    diagnostics.push(
      diagnose(rule('skill.link-missing'), file, message, {
        range: { startLine: link.line, endLine: link.line },
      }),
    );
  }
  return diagnostics;
}
