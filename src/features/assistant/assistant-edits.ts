/**
 * The Assistant view's edits as pure functions on the tree, each one change: what a form hands
 * back is written only where it differs from the document (the About form's, at the field edited),
 * through the model's operations where one exists (the title and web name move together).
 */
import { readText, writeText, type FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { slotNameFromLabel, uniqueName } from '../../model/names';
import { editJsonFile, ok, type OperationResult } from '../../model/operation-support';
import { setDescription, setSolutionName, setTitle } from '../../model/operations';
import { setSkillBody, setSkillField } from '../../model/skill-document';
import { syncJsonFile } from '../../model/json-sync';
import { readSolution } from '../../model/solution-document';

/** The members the "About" form edits. */
export interface Basics {
  readonly title?: string;
  readonly description?: string;
  readonly name?: string;
}

/** A knowledge slot as the form edits it. */
export interface Slot {
  readonly name?: string;
  readonly description?: string;
  readonly accepts?: readonly string[];
  readonly required?: boolean;
}

function member(tree: FileTree, key: string): unknown {
  const object = readSolution(tree)?.object;
  return object && Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Applies the About form's edit of the field at `pointer` (its place in the solution document):
 * a new title goes through `setTitle` (the web name follows it while it was derived), a new web
 * name through `setSolutionName` (plugin.json agrees), and a new description through
 * `setDescription` (plugin.json's follows while it said the same); an emptied description is
 * removed, since absent and empty mean the same. Only the edited member is read from `next`.
 */
export function applyBasics(tree: FileTree, next: unknown, pointer: string): OperationResult {
  const basics = (isJsonObject(next) ? next : {}) as Basics;
  switch (pointer) {
    case '/title':
      return setTitle(tree, basics.title ?? '');
    case '/name':
      return setSolutionName(tree, basics.name ?? '');
    case '/description':
      return setDescription(tree, basics.description ?? '');
    default:
      return ok(tree);
  }
}

/** Sets a top-level list (starters, skills sold separately); an empty list removes the member. */
export function applyList(
  tree: FileTree,
  key: string,
  next: readonly unknown[] | undefined,
): OperationResult {
  const solution = readSolution(tree);
  if (!solution) return ok(tree);
  return syncJsonFile(tree, solution.path, [key], next && next.length > 0 ? next : undefined);
}

/** Whether a slot's name is still the one derived from its label (the person has not chosen another). */
export function isDerivedSlotName(name: string | undefined, label: string | undefined): boolean {
  if (name === undefined || name === '') return true;
  const base = slotNameFromLabel(label ?? '');
  return name === base || (name.startsWith(`${base}_`) && /^\d+$/.test(name.slice(base.length + 1)));
}

/** The names of the other slots, so a derived name stays unique. */
function otherSlotNames(tree: FileTree, index: number): string[] {
  const list = member(tree, 'knowledge');
  if (!Array.isArray(list)) return [];
  return list.flatMap((slot, i) =>
    i !== index && isJsonObject(slot) && typeof slot.name === 'string' ? [slot.name] : [],
  );
}

/**
 * The slot to write after an edit: while its name is derived, a new label gives a new name
 * ("Returns policy" → `returns_policy`, made unique among the other slots); `required: false`
 * is left out, since absent means false.
 */
export function nextSlot(before: Slot, after: Slot, otherNames: readonly string[]): Slot {
  let name = after.name;
  const labelChanged = (after.description ?? '') !== (before.description ?? '');
  if (labelChanged && name === before.name && isDerivedSlotName(before.name, before.description)) {
    name = uniqueName(slotNameFromLabel(after.description ?? ''), otherNames, { separator: '_' });
  }
  const { required, ...rest } = after;
  return {
    ...rest,
    name: name ?? '',
    description: after.description ?? '',
    accepts: after.accepts ?? [],
    ...(required ? { required } : {}),
  };
}

/** Applies a slot form's new values to slot `index`. */
export function applySlot(tree: FileTree, index: number, after: Slot): OperationResult {
  const solution = readSolution(tree);
  const list = member(tree, 'knowledge');
  if (!solution || !Array.isArray(list) || !isJsonObject(list[index])) return ok(tree);
  const slot = nextSlot(list[index] as Slot, after, otherSlotNames(tree, index));
  return syncJsonFile(tree, solution.path, ['knowledge', index], slot);
}

/** Adds an empty slot (its name follows what the person types) taking PDF files. */
export function addSlot(tree: FileTree): OperationResult {
  const solution = readSolution(tree);
  if (!solution) return ok(tree);
  const name = uniqueName(slotNameFromLabel(''), otherSlotNames(tree, -1), { separator: '_' });
  return editJsonFile(tree, solution.path, ['knowledge', -1], { name, description: '', accepts: ['pdf'] });
}

/** Removes item `index` of a top-level list; removing the last item removes the member. */
export function removeItem(tree: FileTree, key: string, index: number): OperationResult {
  const solution = readSolution(tree);
  const list = member(tree, key);
  if (!solution || !Array.isArray(list) || index >= list.length) return ok(tree);
  return editJsonFile(tree, solution.path, list.length === 1 ? [key] : [key, index], undefined);
}

/** Writes a SKILL.md's description field, keeping the body and other fields as they are. */
export function setSkillDescription(tree: FileTree, path: string, description: string): OperationResult {
  const text = readText(tree, path);
  if (text === undefined) return ok(tree);
  return ok(writeText(tree, path, setSkillField(text, 'description', description)));
}

/** Writes a SKILL.md's body, keeping its details block byte for byte. */
export function setSkillText(tree: FileTree, path: string, body: string): OperationResult {
  const text = readText(tree, path);
  if (text === undefined) return ok(tree);
  return ok(writeText(tree, path, setSkillBody(text, body)));
}
