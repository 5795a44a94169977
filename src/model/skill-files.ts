/** Skills as Agent Plugins discovers them: `skills/<name>/SKILL.md`, never deeper. */
import { decodeTextLenient, getFile, type FileTree } from './file-tree';
import { parseSkill, type ParsedSkill } from './skill-document';

const SKILL_FILE = /^skills\/([^/]+)\/SKILL\.md$/;

/** The path of skill `name`'s SKILL.md. */
export function skillPath(name: string): string {
  return `skills/${name}/SKILL.md`;
}

/** The folder of skill `name`. */
export function skillFolder(name: string): string {
  return `skills/${name}`;
}

/** The skill name in a `skills/<name>/SKILL.md` path, or `undefined` for any other value. */
export function skillNameFromPath(path: unknown): string | undefined {
  return typeof path === 'string' ? SKILL_FILE.exec(path)?.[1] : undefined;
}

/**
 * The immediate children of `skills/` that hold a `SKILL.md` file (exact name, a file, not a
 * folder), in code-point order: exactly the skills an Agent Plugins client discovers. Worked out
 * once per tree: the views, the headline and the checks all ask after every keystroke.
 */
export function listSkillFolders(tree: FileTree): readonly string[] {
  let names = skillFolders.get(tree);
  if (!names) {
    const found: string[] = [];
    for (const [path, entry] of tree) {
      const name = skillNameFromPath(path);
      if (name !== undefined && entry.kind === 'file') found.push(name);
    }
    names = found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    skillFolders.set(tree, names);
  }
  return names;
}

const skillFolders = new WeakMap<FileTree, readonly string[]>();

/** A SKILL.md as read from the tree. */
export interface SkillFile {
  readonly name: string;
  readonly path: string;
  readonly parsed: ParsedSkill;
  /** False when the bytes were not valid UTF-8 (decoded with replacement characters). */
  readonly utf8: boolean;
}

const cache = new WeakMap<Uint8Array, { parsed: ParsedSkill; utf8: boolean }>();

/** Skill `name`'s SKILL.md, parsed once per byte array; `undefined` when there is none. */
export function readSkill(tree: FileTree, name: string): SkillFile | undefined {
  const path = skillPath(name);
  const file = getFile(tree, path);
  if (!file) return undefined;
  let cached = cache.get(file.bytes);
  if (!cached) {
    const { text, utf8 } = decodeTextLenient(file.bytes);
    cached = { parsed: parseSkill(text), utf8 };
    cache.set(file.bytes, cached);
  }
  return { name, path, ...cached };
}
