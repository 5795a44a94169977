/**
 * What changed in the skills (the instructions skill aside): added, renamed (same body, new name),
 * removed, edited (what it does, its instructions, other details), and taken into or out of the
 * assistant's use.
 */
import { decodeTextLenient, getFile, type FileTree } from '../model/file-tree';
import { sentenceTitle } from '../model/display-names';
import { isJsonObject } from '../model/json-document';
import { jsonEqual } from '../model/json-sync';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import { listSkillFolders, readSkill, skillNameFromPath, skillPath } from '../model/skill-files';
import { splitSkill } from '../model/skill-frontmatter';
import type { SolutionFile } from '../model/solution-document';
import { proseOf, quote, type AddChange, type ChangePlace } from './change';
import { sameBytes, sameEntry } from './same-content';

/** The changes to the skills, with every skill's file added to `covered`. */
export function compareSkills(
  before: FileTree,
  after: FileTree,
  was: SolutionFile | undefined,
  now: SolutionFile | undefined,
  add: AddChange,
  covered: Set<string>,
): void {
  const instructions = new Set([was?.instructions, now?.instructions].map(skillNameFromPath));
  const wasSkills = listSkillFolders(before).filter((name) => !instructions.has(name));
  const nowSkills = listSkillFolders(after).filter((name) => !instructions.has(name));
  const removed = wasSkills.filter((name) => !nowSkills.includes(name));
  const added = nowSkills.filter((name) => !wasSkills.includes(name));
  const listPlace: ChangePlace = now
    ? { file: now.path, pointer: '/skills' }
    : { file: PLUGIN_MANIFEST_PATH };
  for (const name of [...wasSkills, ...nowSkills]) covered.add(skillPath(name));
  for (const name of added) {
    // A skill gone and one come with the same body is the same skill renamed.
    const from = removed.find(
      (old) => skillBody(before, skillPath(old)) === skillBody(after, skillPath(name)),
    );
    if (from !== undefined) {
      removed.splice(removed.indexOf(from), 1);
      add(`Skill ${quote(sentenceTitle(from))} renamed to ${quote(sentenceTitle(name))}`, {
        file: skillPath(name),
      });
    } else add(`Skill ${quote(sentenceTitle(name))} added`, { file: skillPath(name) }, 'addition');
  }
  for (const name of removed) add(`Skill ${quote(sentenceTitle(name))} removed`, listPlace, 'removal');
  for (const name of nowSkills) {
    if (!wasSkills.includes(name)) continue;
    if (bodyOnlyEdited(before, after, name, add)) continue;
    const old = readSkill(before, name);
    const next = readSkill(after, name);
    if (!old || !next || sameEntry(before.get(old.path), after.get(next.path))) continue;
    const title = `Skill ${quote(sentenceTitle(name))}`;
    const description = (s: typeof old) =>
      isJsonObject(s.parsed.frontmatter) ? s.parsed.frontmatter.description : undefined;
    const wasDescription = description(old);
    const nowDescription = description(next);
    if (!jsonEqual(wasDescription, nowDescription))
      add(
        `${title}: “What it does and when to use it” reworded`,
        { file: next.path, pointer: '/description' },
        'wording',
        proseOf(
          typeof wasDescription === 'string' ? wasDescription : undefined,
          typeof nowDescription === 'string' ? nowDescription : undefined,
        ),
      );
    if (old.parsed.body !== next.parsed.body)
      add(
        `${title}: its instructions edited`,
        { file: next.path },
        'wording',
        proseOf(old.parsed.body, next.parsed.body),
      );
    const otherDetails = (s: typeof old) =>
      isJsonObject(s.parsed.frontmatter)
        ? { ...s.parsed.frontmatter, description: undefined }
        : s.parsed.frontmatter;
    if (!jsonEqual(otherDetails(old), otherDetails(next)))
      add(`${title}: details changed`, { file: next.path });
  }
  const wasListed = new Set(was?.skills.map((s) => s.name));
  const nowListed = new Set(now?.skills.map((s) => s.name));
  for (const name of nowSkills)
    if (wasSkills.includes(name) && nowListed.has(name) && !wasListed.has(name))
      add(`Skill ${quote(sentenceTitle(name))} now used by the assistant`, listPlace, 'addition');
  for (const name of wasSkills)
    if (nowSkills.includes(name) && wasListed.has(name) && !nowListed.has(name))
      add(`Skill ${quote(sentenceTitle(name))} no longer used by the assistant`, listPlace, 'removal');
}

/**
 * A skill whose frontmatter text is unchanged had only its instructions edited: said without
 * parsing its YAML (a comparison over hundreds of edited skills stays fast). False otherwise.
 */
function bodyOnlyEdited(before: FileTree, after: FileTree, name: string, add: AddChange): boolean {
  const path = skillPath(name);
  const was = getFile(before, path);
  const now = getFile(after, path);
  if (!was || !now || was.mode !== now.mode || sameBytes(was.bytes, now.bytes)) return false;
  const parts = (bytes: Uint8Array) => {
    const { content, bodyStart } = splitSkill(decodeTextLenient(bytes).text);
    return { head: content.slice(0, bodyStart), body: content.slice(bodyStart) };
  };
  const old = parts(was.bytes);
  const next = parts(now.bytes);
  if (old.head !== next.head || old.head === '') return false;
  add(`Skill ${quote(sentenceTitle(name))}: its instructions edited`, { file: path }, 'wording', {
    prose: { before: old.body, after: next.body },
  });
  return true;
}

/** The instructions of the skill at `path`, or undefined when there is none. */
export function skillBody(tree: FileTree, path: string | undefined): string | undefined {
  const name = skillNameFromPath(path);
  return name === undefined ? undefined : readSkill(tree, name)?.parsed.body;
}
