/**
 * What the Skills view shows, read from the tree in one pass: each skill's SKILL.md entry (cards
 * are memoised on its identity), its supporting files and its problems; plus which skills the
 * assistant lists. Parsing is cached per byte array, so an unchanged SKILL.md is never re-read.
 */
import { decodeTextLenient, type FileEntry, type FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { parseSkill, type ParsedSkill } from '../../model/skill-document';
import { listSkillFolders, skillNameFromPath, skillPath } from '../../model/skill-files';
import { readSolution } from '../../model/solution-document';
import { supportingFilesBySkill, type SupportingFile } from '../../model/supporting-files';
import type { Diagnostic } from '../../validate/diagnostic';

/** A SKILL.md as the card reads it. */
export interface SkillText {
  readonly parsed: ParsedSkill;
  /** The details block as an object, when it can be read as one. */
  readonly frontmatter: Readonly<Record<string, unknown>> | undefined;
  readonly description: string;
}

const texts = new WeakMap<Uint8Array, SkillText>();

/** The parsed SKILL.md of an entry, once per byte array. */
export function skillText(entry: FileEntry): SkillText {
  let text = texts.get(entry.bytes);
  if (!text) {
    const parsed = parseSkill(decodeTextLenient(entry.bytes).text);
    const frontmatter = isJsonObject(parsed.frontmatter) ? parsed.frontmatter : undefined;
    const description = typeof frontmatter?.description === 'string' ? frontmatter.description : '';
    text = { parsed, frontmatter, description };
    texts.set(entry.bytes, text);
  }
  return text;
}

/** One card's data. Everything a card shows comes from these, so it re-renders only when they change. */
export interface SkillSlice {
  readonly name: string;
  readonly path: string;
  readonly entry: FileEntry;
  readonly files: readonly SupportingFile[];
  /** Diagnostics about any file in the skill's folder. */
  readonly problems: readonly Diagnostic[];
  /** Whether assistant.json lists it; `undefined` when there is no readable solution document. */
  readonly listed: boolean | undefined;
}

export interface SkillsSlices {
  /** Every skill but the instructions skill, in folder order. */
  readonly skills: readonly SkillSlice[];
  /** The instructions skill's name, when the solution names one the plugin carries. */
  readonly instructions: string | undefined;
  readonly solutionPath: string | undefined;
  /** Diagnostics about assistant.json's list of skills. */
  readonly listProblems: readonly Diagnostic[];
}

const SKILL_FILE = /^skills\/([^/]+)\//;
const none: readonly Diagnostic[] = [];
const noFiles: readonly SupportingFile[] = [];

/**
 * The skill folders in the solution's own order, which is the order they were added in (a new one
 * comes last, where the person is working, not wherever its name sorts); folders it does not list
 * come after, by name.
 */
function inListOrder(folders: readonly string[], entries: readonly { readonly path?: unknown }[]): string[] {
  const present = new Set(folders);
  const first = new Set<string>();
  for (const entry of entries) {
    const folder = skillNameFromPath(entry.path);
    if (folder !== undefined && present.has(folder)) first.add(folder);
  }
  return [...first, ...folders.filter((folder) => !first.has(folder))];
}

/** The slices of every skill, the instructions skill set apart. */
export function skillsSlices(tree: FileTree, diagnostics: readonly Diagnostic[]): SkillsSlices {
  const solution = readSolution(tree);
  const readable = solution?.object !== undefined;
  const listed = new Set<string>();
  for (const entry of solution?.skills ?? []) {
    const name = entry.name ?? skillNameFromPath(entry.path);
    if (name !== undefined) listed.add(name);
  }
  const instructions = skillNameFromPath(solution?.instructions);
  const problems = new Map<string, Diagnostic[]>();
  const listProblems: Diagnostic[] = [];
  for (const d of diagnostics) {
    const folder = SKILL_FILE.exec(d.file)?.[1];
    if (folder !== undefined) {
      const list = problems.get(folder) ?? [];
      list.push(d);
      problems.set(folder, list);
    } else if (d.file === solution?.path && d.pointer !== undefined && /^\/skills(\/|$)/.test(d.pointer)) {
      listProblems.push(d);
    }
  }
  const files = supportingFilesBySkill(tree);
  const skills: SkillSlice[] = [];
  for (const name of inListOrder(listSkillFolders(tree), solution?.skills ?? [])) {
    if (name === instructions) continue;
    const path = skillPath(name);
    skills.push({
      name,
      path,
      entry: tree.get(path) as FileEntry,
      files: files.get(name) ?? noFiles,
      problems: problems.get(name) ?? none,
      listed: readable ? listed.has(name) : undefined,
    });
  }
  return {
    skills,
    instructions: instructions !== undefined && tree.has(skillPath(instructions)) ? instructions : undefined,
    solutionPath: solution?.path,
    listProblems,
  };
}

/** Whether two diagnostic lists say the same things in the same order (each run makes new objects). */
export function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  if (a === b) return true;
  return (
    a.length === b.length &&
    a.every((d, i) => {
      const e = b[i]!;
      return (
        d === e ||
        (d.code === e.code &&
          d.severity === e.severity &&
          d.message === e.message &&
          d.file === e.file &&
          d.pointer === e.pointer &&
          d.range?.startLine === e.range?.startLine &&
          d.range?.endLine === e.range?.endLine &&
          d.fixes?.map((f) => f.label).join('\n') === e.fixes?.map((f) => f.label).join('\n'))
      );
    })
  );
}

/** Whether two lists hold the same files with the same entries (trees share unchanged entries). */
export function sameFiles(a: readonly SupportingFile[], b: readonly SupportingFile[]): boolean {
  return (
    a === b ||
    (a.length === b.length && a.every((file, i) => file.path === b[i]!.path && file.entry === b[i]!.entry))
  );
}

/** Whether a card would show the same thing for both slices. */
export function sameSlice(a: SkillSlice, b: SkillSlice): boolean {
  return (
    a.name === b.name &&
    a.entry === b.entry &&
    a.listed === b.listed &&
    sameFiles(a.files, b.files) &&
    sameDiagnostics(a.problems, b.problems)
  );
}

/** The question before deleting a skill, naming what goes with it. */
export function deleteQuestion(title: string, fileCount: number): string {
  const files = fileCount === 0 ? '' : ` and its ${fileCount} ${fileCount === 1 ? 'file' : 'files'}`;
  return `Delete the skill “${title}”${files}? You can undo this.`;
}

/** The names of every folder in `skills/`, with or without a SKILL.md: a new skill must avoid them all. */
export function skillFolderNames(tree: FileTree): string[] {
  const names = new Set<string>();
  for (const path of tree.keys()) {
    const name = /^skills\/([^/]+)(?:\/|$)/.exec(path)?.[1];
    if (name !== undefined) names.add(name);
  }
  return [...names];
}

/** Whether a skill's title, name or description holds every word of a search. */
export function matchesSearch(slice: SkillSlice, search: string): boolean {
  const haystack = `${slice.name} ${skillText(slice.entry).description}`.toLowerCase().replace(/[-_]/g, ' ');
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
