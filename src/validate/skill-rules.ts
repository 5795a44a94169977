/**
 * Skill rules (Agent Skills, as Agent Plugins §7.1 requires): a discovered SKILL.md starts
 * with frontmatter that parses to a mapping of the six known fields, within their limits, and
 * its name equals its folder's. In a solution, the name may not contain "anthropic" or
 * "claude". Everything that depends on one file only is computed once per version of the file.
 */
import type { Diagnostic } from './diagnostic';
import type { TextRange } from '../model/text-position';
import { decodeText, type FileEntry } from '../model/file-tree';
import {
  parseSkill,
  rangeOfFrontmatterPointer,
  rangeOfKey,
  type ParsedSkill,
  type SkillProblemKind,
} from '../model/skill-document';
import { perFile } from './file-cache';
import { isJsonObject, ownMember } from '../model/json-document';
import { diagnose, quote, type RuleInfo } from './rule';
import { rule } from './rules';
import { checkSchema } from './schema-errors';
import { validateSkillFrontmatter } from './generated/schema-validators.js';
import {
  allowedToolsCommaDiagnostics,
  bodyLengthDiagnostics,
  descriptionDiagnostics,
} from './skill-guidance';
import { skillReplaceMe } from './placeholder-rules';
import { extractLinks, type SkillLink } from './skill-links';
import { isSkillName } from './spec';
import { suggestWebName } from './suggest';

/** What the cross-file rules need about one discovered skill. */
export interface SkillFacts {
  readonly file: string;
  readonly folder: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly parsed?: ParsedSkill;
  /** The frontmatter name, when it is text. */
  readonly name?: string;
  readonly nameRange?: TextRange;
  readonly links: readonly SkillLink[];
}

const problemRules: Record<SkillProblemKind, RuleInfo> = {
  'no-frontmatter': rule('skill.frontmatter-missing'),
  unclosed: rule('skill.frontmatter-unreadable'),
  'too-large': rule('skill.frontmatter-unreadable'),
  'too-deep': rule('skill.frontmatter-unreadable'),
  'yaml-syntax': rule('skill.frontmatter-unreadable'),
  'duplicate-key': rule('skill.duplicate-field'),
  empty: rule('skill.frontmatter-not-mapping'),
  'not-a-mapping': rule('skill.frontmatter-not-mapping'),
};

const SKIPPED = 'Bailey will skip this skill until this is fixed.';

/** The facts of the skill at `skills/<folder>/SKILL.md` (cached per version of the file). */
export function skillFacts(file: string, folder: string, entry: FileEntry): SkillFacts {
  return perFile('skill', file, entry, () => analyse(file, folder, entry));
}

function analyse(file: string, folder: string, entry: FileEntry): SkillFacts {
  const text = decodeText(entry.bytes);
  if (text === undefined) {
    const message = `This skill's file is not text (it may be a picture or a damaged file). ${SKIPPED}`;
    return {
      file,
      folder,
      diagnostics: [diagnose(rule('skill.frontmatter-missing'), file, message)],
      links: [],
    };
  }
  const parsed = parseSkill(text);
  const diagnostics: Diagnostic[] = parsed.problems.map((problem) =>
    diagnose(problemRules[problem.kind], file, `${problem.message} ${SKIPPED}`, {
      pointer: problem.pointer,
      range: problem.range,
    }),
  );
  const links = extractLinks(parsed.body, parsed.bodyStartLine, `skills/${folder}`);
  diagnostics.push(...bodyLengthDiagnostics(file, parsed.body, parsed.bodyStartLine));
  diagnostics.push(...skillReplaceMe(file, parsed.body, parsed.bodyStartLine));
  const frontmatter = parsed.frontmatter;
  if (!isJsonObject(frontmatter)) return { file, folder, diagnostics, parsed, links };

  diagnostics.push(
    ...checkSchema(validateSkillFrontmatter, {
      document: 'skill',
      file,
      value: frontmatter,
      locate: (pointer) => locate(parsed, pointer),
    }),
  );
  const name = ownMember(frontmatter, 'name');
  const nameRange = rangeOfKey(parsed, 'name');
  if (isSkillName(name) && name !== folder) {
    const fix = isSkillName(folder)
      ? {
          label: `Use "${folder}" everywhere`,
          action: { type: 'rename-skill-to-folder', folder } as const,
          safe: false,
        }
      : undefined;
    const advice = fix ? 'Rename one of them.' : `Rename the folder to ${quote(name)}.`;
    diagnostics.push(
      diagnose(
        rule('skill.name-mismatch'),
        file,
        `This skill's folder is ${quote(folder)} but its name says ${quote(name)}. Bailey will skip it. ${advice}`,
        {
          pointer: '/name',
          range: nameRange,
          fix,
        },
      ),
    );
  }
  diagnostics.push(
    ...descriptionDiagnostics(file, ownMember(frontmatter, 'description'), rangeOfKey(parsed, 'description')),
    ...allowedToolsCommaDiagnostics(
      file,
      ownMember(frontmatter, 'allowed-tools'),
      rangeOfKey(parsed, 'allowed-tools'),
    ),
  );
  return {
    file,
    folder,
    diagnostics,
    parsed,
    links,
    ...(typeof name === 'string' ? { name } : {}),
    ...(nameRange ? { nameRange } : {}),
  };
}

function locate(parsed: ParsedSkill, pointer: string): TextRange | undefined {
  const top = /^\/([^/]*)$/.exec(pointer);
  return (
    (top ? rangeOfKey(parsed, top[1]!.replace(/~1/g, '/').replace(/~0/g, '~')) : undefined) ??
    rangeOfFrontmatterPointer(parsed, pointer)
  );
}

const RESERVED = /anthropic|claude/;

/** In a solution: an error for each skill whose name holds a word clients reserve. */
export function reservedNameDiagnostics(skills: Iterable<SkillFacts>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const skill of skills) {
    const word = skill.name !== undefined ? RESERVED.exec(skill.name)?.[0] : undefined;
    if (word === undefined || skill.name === undefined) continue;
    const suggestion = suggestWebName(skill.name.replace(/anthropic|claude/g, ' '), 'my-skill');
    diagnostics.push(
      diagnose(
        rule('skill.name-reserved'),
        skill.file,
        `The web name ${quote(skill.name)} contains ${quote(word)}, a word Bailey reserves, so the solution cannot be installed with it. Rename the skill, for example to *${suggestion}*.`,
        { pointer: '/name', range: skill.nameRange },
      ),
    );
  }
  return diagnostics;
}
