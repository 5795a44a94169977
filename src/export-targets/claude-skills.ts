/**
 * Each skill as a zip for claude.ai's skill upload: the zip holds the skill's folder, with
 * SKILL.md at the folder's top. Every skill is checked first against the rules that upload applies
 * (Anthropic's skill documentation and the upload's own refusals): a name of at most 64 lowercase
 * letters, digits and hyphens without "anthropic" or "claude"; a description that is there, at
 * most 1,024 characters; neither with angle brackets (XML tags); at most 200 files, and at most
 * 30 MB. A skill that breaks one is not written and is named with the reason.
 */
import type { FileTree, TreeEntry } from '../model/file-tree';
import { isJsonObject } from '../model/json-document';
import { listSkillFolders, readSkill, skillFolder } from '../model/skill-files';
import { RESERVED_SKILL_WORDS } from '../model/names';
import { windowsNameProblem } from '../model/portable-names';
import { instructionsSkillWithVoice, solutionParts } from './solution-parts';
import type { ExportOutput, ExportResult } from './types';
import { groupDigits } from '../model/digits';

/** claude.ai's upload limits. */
export const SKILL_UPLOAD_LIMITS = {
  nameCharacters: 64,
  descriptionCharacters: 1024,
  files: 200,
  bytes: 30 * 1024 * 1024,
} as const;

const NAME = /^[a-z0-9-]+$/;

/** Why claude.ai would refuse this skill, or `undefined` when it takes it. */
function refusal(name: string, frontmatter: unknown, files: number, bytes: number): string | undefined {
  const fields = isJsonObject(frontmatter) ? frontmatter : {};
  const skillName = fields.name;
  const description = fields.description;
  if (typeof skillName !== 'string' || skillName === '') return 'it has no name';
  if ([...skillName].length > SKILL_UPLOAD_LIMITS.nameCharacters)
    return 'its name is longer than 64 characters';
  if (!NAME.test(skillName)) return 'its name may hold only lowercase letters, digits and hyphens';
  const reserved = RESERVED_SKILL_WORDS.find((word) => skillName.includes(word));
  if (reserved) return `its name contains “${reserved}”, which Claude keeps for its own skills`;
  if (skillName !== name) return 'its name differs from its folder’s';
  if (typeof description !== 'string' || description.trim() === '')
    return 'it says nothing about what it does';
  if ([...description].length > SKILL_UPLOAD_LIMITS.descriptionCharacters) {
    return 'its description is longer than 1,024 characters';
  }
  if (/[<>]/.test(description)) return 'its description contains angle brackets, which claude.ai refuses';
  if (files > SKILL_UPLOAD_LIMITS.files)
    return `it has ${groupDigits(files)} files, and claude.ai takes at most 200`;
  if (bytes > SKILL_UPLOAD_LIMITS.bytes) return 'its files come to more than 30 MB, the most claude.ai takes';
  return undefined;
}

/** Makes one zip per skill that claude.ai would take. */
export function claudeSkillsTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes: string[] = [];
  const outputs: ExportOutput[] = [];
  const withVoice = instructionsSkillWithVoice(tree, parts);
  for (const name of listSkillFolders(tree)) {
    const prefix = `${skillFolder(name)}/`;
    const entries = new Map<string, TreeEntry>();
    let files = 0;
    let bytes = 0;
    for (const [path, entry] of tree) {
      if (!path.startsWith(prefix)) continue;
      const own = withVoice?.path === path ? withVoice.entry : entry;
      entries.set(`${name}/${path.slice(prefix.length)}`, own);
      if (own.kind === 'file') {
        files += 1;
        bytes += own.bytes.length;
      }
    }
    const why = refusal(name, readSkill(tree, name)?.parsed.frontmatter, files, bytes);
    if (why) {
      notes.push(`The skill “${name}” was not made: ${why}.`);
      continue;
    }
    // `con.zip` and the like cannot be saved on Windows (a device name, whatever the extension).
    const zipName = windowsNameProblem(`${name}.zip`) ? `${name}-skill.zip` : `${name}.zip`;
    outputs.push({ kind: 'zip', name: zipName, tree: entries });
  }
  if (outputs.length === 0 && notes.length === 0) notes.push('The solution has no skills to make.');
  if (Object.keys(parts.servers).length > 0) {
    notes.push('The tool servers are not part of a skill: connect the services in claude.ai itself.');
  }
  if (parts.knowledge.length > 0) {
    notes.push(
      'The documents asked for at install are not part of a skill: add them to a claude.ai project yourself.',
    );
  }
  if (parts.starters.length > 0 || parts.examples.length > 0) {
    notes.push('The conversation starters and examples are not part of a skill.');
  }
  return { outputs, cannotCarry: notes };
}
