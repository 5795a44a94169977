/**
 * A skill's supporting files: everything in `skills/<name>/` besides its SKILL.md, usually in
 * `references/` (documents it reads), `scripts/` (programs it runs) and `assets/` (templates,
 * pictures). Listing is one pass over the tree for every skill at once.
 */
import { exists, getFile, writeFile, type FileEntry, type FileTree } from './file-tree';
import { fail, ok, type OperationResult } from './operation-support';
import { skillFolder } from './skill-files';

/** The folders the Agent Skills specification names, in the order they are shown. */
export const SUPPORT_FOLDERS = ['references', 'scripts', 'assets'] as const;
export type SupportFolder = (typeof SUPPORT_FOLDERS)[number];

/** One file of a skill's folder other than its SKILL.md. */
export interface SupportingFile {
  /** The whole path in the tree, e.g. `skills/returns/references/policy.md`. */
  readonly path: string;
  /** The path inside the skill's folder, e.g. `references/policy.md`. */
  readonly local: string;
  readonly entry: FileEntry;
}

const SKILL_CHILD = /^skills\/([^/]+)\/(.+)$/;

/**
 * Every skill folder's supporting files, by skill name, each list in code-point order. Explicit
 * empty folders are left out: there is nothing to show or remove in them.
 */
export function supportingFilesBySkill(tree: FileTree): Map<string, SupportingFile[]> {
  const bySkill = new Map<string, SupportingFile[]>();
  for (const [path, entry] of tree) {
    if (entry.kind !== 'file') continue;
    const match = SKILL_CHILD.exec(path);
    if (!match || match[2] === 'SKILL.md') continue;
    const list = bySkill.get(match[1]!) ?? [];
    list.push({ path, local: match[2]!, entry });
    bySkill.set(match[1]!, list);
  }
  for (const list of bySkill.values())
    list.sort((a, b) => (a.local < b.local ? -1 : a.local > b.local ? 1 : 0));
  return bySkill;
}

/** Why a typed file name cannot be used, or `undefined` when it can. Worded for people. */
export function fileNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the file a name.';
  if (/[/\\]/.test(trimmed)) return 'A file name cannot contain / or \\.';
  if (trimmed.startsWith('.')) return 'A file name cannot start with a dot.';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f]/.test(trimmed))
    return 'A file name cannot contain invisible control characters.';
  if (trimmed.length > 255) return 'A file name can be at most 255 characters long.';
  return undefined;
}

/** `name` when it is free, else `name-2.ext`, `name-3.ext`… (the extension is kept). */
export function uniqueFileName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Writes a file into `skills/<skill>/<folder>/`; a name already taken there gets a number
 * (`policy-2.pdf`), so an upload never overwrites. Files put in `scripts/` are made executable,
 * since that folder holds programs the assistant runs. Refused for a bad name or a missing skill.
 */
export function addSupportingFile(
  tree: FileTree,
  skill: string,
  folder: SupportFolder,
  name: string,
  bytes: Uint8Array,
): OperationResult {
  const problem = fileNameProblem(name);
  if (problem) return fail('invalid-name', problem, { name });
  if (!exists(tree, skillFolder(skill))) {
    return fail('skill-missing', `There is no skill called "${skill}".`, { name: skill });
  }
  const base = `${skillFolder(skill)}/${folder}/`;
  const taken = new Set<string>();
  for (const path of tree.keys()) if (path.startsWith(base)) taken.add(path.slice(base.length));
  const path = base + uniqueFileName(name.trim(), taken);
  if (exists(tree, path)) return fail('name-taken', `"${name}" is already a folder.`, { name });
  return ok(writeFile(tree, path, bytes, folder === 'scripts' ? { mode: 0o755 } : {}));
}

/** Removes one supporting file; refused for the skill's SKILL.md or a path outside a skill. */
export function removeSupportingFile(tree: FileTree, path: string): OperationResult {
  const match = SKILL_CHILD.exec(path);
  if (!match || match[2] === 'SKILL.md') {
    return fail('invalid-name', 'Only a skill’s supporting files can be removed here.', { name: path });
  }
  if (!getFile(tree, path)) return fail('file-missing', `${path} is missing.`, { file: path });
  const next = new Map(tree);
  next.delete(path);
  return ok(next);
}
