/**
 * Skill operations: each moves or writes the skill's files and updates assistant.json
 * (`skills[]` or `instructions`) in the same change, so the two never disagree.
 */
import { exists, getFile, movePath, readText, removePath, writeText, type FileTree } from './file-tree';
import { isValidSkillName } from './names';
import { editJsonFile, fail, ok, requireSolution, type OperationResult } from './operation-support';
import { createSkillText, parseSkill, setSkillField } from './skill-document';
import { skillFolder, skillNameFromPath, skillPath } from './skill-files';
import type { SolutionFile } from './solution-document';
import { skillBody } from './templates';

/** A new skill: its name, what it does and when to use it, and optionally its body. */
export interface NewSkillInput {
  readonly name: string;
  readonly description: string;
  readonly body?: string;
  /** Whether to list it in assistant.json `skills` (default true). */
  readonly listed?: boolean;
}

function invalidName(name: string): OperationResult & { ok: false } {
  return fail(
    'invalid-name',
    'A skill name uses lowercase letters, digits and single hyphens, at most 64, without "anthropic" or "claude".',
    { name },
  );
}

function missing(name: string): OperationResult & { ok: false } {
  return fail('skill-missing', `There is no skill called "${name}".`, { name });
}

/** The indices of `skills[]` entries about skill `name`, highest first (so removals stay valid). */
function entriesOf(solution: SolutionFile, name: string): number[] {
  const path = skillPath(name);
  return solution.skills
    .filter((entry) => entry.name === name || entry.path === path)
    .map((entry) => entry.index)
    .reverse();
}

function removeEntries(tree: FileTree, solution: SolutionFile, name: string): OperationResult {
  let result = ok(tree);
  for (const index of entriesOf(solution, name)) {
    if (!result.ok) return result;
    result = editJsonFile(result.tree, solution.path, ['skills', index], undefined);
  }
  return result;
}

function appendEntry(tree: FileTree, solution: SolutionFile, name: string): OperationResult {
  if (solution.skillsMistyped) {
    return fail('member-wrong-type', `"skills" in ${solution.path} is not a list; fix it first.`, {
      file: solution.path,
    });
  }
  return editJsonFile(tree, solution.path, ['skills', -1], { name, path: skillPath(name) });
}

/**
 * Creates `skills/<name>/SKILL.md` and lists it in assistant.json (unless `listed` is false).
 * In a plain plugin it only creates the skill.
 */
export function addSkill(tree: FileTree, skill: NewSkillInput): OperationResult {
  const { name } = skill;
  if (!isValidSkillName(name)) return invalidName(name);
  if (exists(tree, skillFolder(name))) {
    return fail('name-taken', `There is already a skill called "${name}".`, { name });
  }
  const text = createSkillText({
    name,
    description: skill.description,
    body: skill.body ?? skillBody(name),
  });
  const next = writeText(tree, skillPath(name), text);
  const required = requireSolution(next);
  if (!required.ok) return required.error.code === 'not-a-solution' ? ok(next) : required;
  return skill.listed === false ? ok(next) : appendEntry(next, required.solution, name);
}

/**
 * Renames a skill: moves `skills/<from>/` with all its files, rewrites the frontmatter `name`,
 * and updates its `skills[]` entry or `instructions`. Refused when `to` is taken or invalid, or
 * the frontmatter cannot be edited safely.
 */
export function renameSkill(tree: FileTree, from: string, to: string): OperationResult {
  if (from === to) return ok(tree);
  if (!isValidSkillName(to)) return invalidName(to);
  const oldPath = skillPath(from);
  if (!getFile(tree, oldPath)) return missing(from);
  if (exists(tree, skillFolder(to))) {
    return fail('name-taken', `There is already a skill called "${to}".`, { name: to });
  }
  const text = readText(tree, oldPath);
  const renamed = text === undefined ? undefined : setSkillField(text, 'name', to);
  const frontmatter = renamed === undefined ? undefined : parseSkill(renamed).frontmatter;
  if (!frontmatter || (frontmatter as { name?: unknown }).name !== to) {
    return fail(
      'file-unreadable',
      `The details at the top of ${oldPath} have mistakes; fix them before renaming.`,
      { file: oldPath, name: from },
    );
  }
  let next = movePath(tree, skillFolder(from), skillFolder(to));
  next = writeText(next, skillPath(to), renamed!);
  const required = requireSolution(next);
  if (!required.ok) return required.error.code === 'not-a-solution' ? ok(next) : required;
  const { solution } = required;
  let result = ok(next);
  if (solution.instructions === oldPath) {
    result = editJsonFile(next, solution.path, ['instructions'], skillPath(to));
  }
  for (const index of entriesOf(solution, from)) {
    if (!result.ok) return result;
    result = editJsonFile(result.tree, solution.path, ['skills', index, 'name'], to);
    if (!result.ok) return result;
    result = editJsonFile(result.tree, solution.path, ['skills', index, 'path'], skillPath(to));
  }
  return result;
}

/** Deletes `skills/<name>/` and its `skills[]` entries; refused for the instructions skill. */
export function deleteSkill(tree: FileTree, name: string): OperationResult {
  if (!exists(tree, skillFolder(name))) return missing(name);
  const required = requireSolution(tree);
  if (!required.ok && required.error.code !== 'not-a-solution') return required;
  if (!required.ok) return ok(removePath(tree, skillFolder(name)));
  const { solution } = required;
  if (solution.instructions === skillPath(name)) {
    return fail('is-instructions', 'Choose another instructions skill before deleting this one.', {
      name,
    });
  }
  const result = removeEntries(tree, solution, name);
  return result.ok ? ok(removePath(result.tree, skillFolder(name))) : result;
}

/**
 * Makes `name` the instructions skill: it leaves `skills`, and the previous instructions
 * skill, when the plugin still carries it, is listed in its place.
 */
export function setInstructionsSkill(tree: FileTree, name: string): OperationResult {
  const required = requireSolution(tree);
  if (!required.ok) return required;
  const { solution } = required;
  if (!getFile(tree, skillPath(name))) return missing(name);
  let result = removeEntries(tree, solution, name);
  if (!result.ok) return result;
  result = editJsonFile(result.tree, solution.path, ['instructions'], skillPath(name));
  if (!result.ok) return result;
  const previous = skillNameFromPath(solution.instructions);
  const carried = previous !== undefined && getFile(tree, skillPath(previous)) !== undefined;
  if (!carried || previous === name || entriesOf(solution, previous).length > 0) return result;
  return appendEntry(result.tree, solution, previous);
}

/** Lists skill `name` in `skills` (no change when it already is); refused for the instructions skill. */
export function listSkill(tree: FileTree, name: string): OperationResult {
  const required = requireSolution(tree);
  if (!required.ok) return required;
  const { solution } = required;
  if (!getFile(tree, skillPath(name))) return missing(name);
  if (solution.instructions === skillPath(name)) {
    return fail('is-instructions', 'The instructions skill is never listed with the others.', {
      name,
    });
  }
  if (entriesOf(solution, name).length > 0) return ok(tree);
  return appendEntry(tree, solution, name);
}

/** Removes skill `name`'s entries from `skills`, keeping its files. */
export function unlistSkill(tree: FileTree, name: string): OperationResult {
  const required = requireSolution(tree);
  if (!required.ok) return required;
  return removeEntries(tree, required.solution, name);
}
