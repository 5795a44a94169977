/**
 * Makes a part of a JSON file equal to a new value with the fewest member edits. Forms hand back a
 * whole object or list; this turns that into `editJson` calls on only the members that differ, so
 * every other byte of the file (order, spacing, unknown members) stays as it was.
 */
import { readText, type FileTree } from './file-tree';
import { editJson, isJsonObject, JsonEditError, parseJson } from './json-document';
import type { ParsedText } from './json-edit-tree';
import { readJsonFile, writeEditedJson } from './json-file';
import { fail, ok, type OperationResult } from './operation-support';

type Path = readonly (string | number)[];

/**
 * The text with the member at `path` equal to `value` (`undefined` removes it). Members equal in
 * both are not touched; a list that gained or lost items in one place gets that insertion or
 * removal only. Throws `JsonEditError` as `editJson` does (unreadable text, wrong-typed parents).
 * `root` is the text's parsed value, when the caller already has it (a large file parses slowly),
 * and `parsed` its `parseJson` result, which the first edit of the unchanged text starts from.
 */
export function syncJson(
  text: string,
  path: Path,
  value: unknown,
  root: unknown = parseJson(text).value,
  parsed?: ParsedText,
): string {
  const current = valueAt(root, path);
  return sync(text, path, current.found ? current.value : undefined, value, current.found, parsed);
}

/**
 * `syncJson` on the file at `file` of the tree: the same tree when nothing differs, or why the
 * file cannot be edited (missing, not text, has mistakes, a parent of the wrong kind).
 */
export function syncJsonFile(tree: FileTree, file: string, path: Path, value: unknown): OperationResult {
  const text = readText(tree, file);
  const parsed = readJsonFile(tree, file);
  if (text === undefined || !parsed) {
    return tree.has(file)
      ? fail('file-unreadable', `${file} is not a text file.`, { file })
      : fail('file-missing', `${file} is missing.`, { file });
  }
  try {
    // The tree's cached parse of these very bytes: the views and the validator parsed them already.
    const synced = syncJson(text, path, value, parsed.parsed.value, parsed.parsed);
    return ok(writeEditedJson(tree, file, synced, parsed.parsed));
  } catch (error) {
    if (!(error instanceof JsonEditError)) throw error;
    return error.code === 'unreadable'
      ? fail('file-unreadable', `${file} has mistakes; fix them in the file first.`, { file })
      : fail('member-wrong-type', `A part of ${file} has the wrong kind of value; fix it first.`, { file });
  }
}

// `parsed` is only used by an edit of the very text it is the parse of (editJson checks).
function sync(
  text: string,
  path: Path,
  before: unknown,
  after: unknown,
  present: boolean,
  parsed: ParsedText | undefined,
): string {
  if (present && jsonEqual(before, after)) return text;
  if (!present && after === undefined) return text;
  if (after === undefined) return editJson(text, path, undefined, {}, parsed);
  if (present && isJsonObject(before) && isJsonObject(after)) {
    let next = text;
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key)) next = editJson(next, [...path, key], undefined, {}, parsed);
    }
    for (const key of Object.keys(after)) {
      const had = Object.hasOwn(before, key);
      next = sync(next, [...path, key], had ? before[key] : undefined, after[key], had, parsed);
    }
    return next;
  }
  if (present && Array.isArray(before) && Array.isArray(after)) {
    return syncList(text, path, before, after, parsed);
  }
  return editJson(text, path, after, {}, parsed);
}

const ITEM_EDITS_AT_MOST = 32;

/**
 * Lists: the common start and end stay; what lies between is edited item by item, then the
 * surplus is removed or the rest inserted, so adding, removing or editing one item touches one.
 * A middle of more than `ITEM_EDITS_AT_MOST` items is written as one new list.
 */
function syncList(
  text: string,
  path: Path,
  before: readonly unknown[],
  after: readonly unknown[],
  parsed: ParsedText | undefined,
): string {
  let start = 0;
  while (start < before.length && start < after.length && jsonEqual(before[start], after[start])) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    jsonEqual(before[before.length - 1 - end], after[after.length - 1 - end])
  ) {
    end += 1;
  }
  const oldMiddle = before.length - start - end;
  const newMiddle = after.length - start - end;
  // Each item edit re-reads the text, so thousands of changed items (20,000 keywords turned from
  // numbers to text) cost minutes; past a few, the list is written in one edit.
  if (Math.max(oldMiddle, newMiddle) > ITEM_EDITS_AT_MOST) return editJson(text, path, after, {}, parsed);
  const shared = Math.min(oldMiddle, newMiddle);
  let next = text;
  for (let i = start; i < start + shared; i += 1) {
    next = sync(next, [...path, i], before[i], after[i], true, parsed);
  }
  for (let i = oldMiddle - 1; i >= shared; i -= 1) {
    next = editJson(next, [...path, start + i], undefined, {}, parsed);
  }
  for (let i = shared; i < newMiddle; i += 1) {
    next = editJson(next, [...path, start + i], after[start + i], { insert: true }, parsed);
  }
  return next;
}

function valueAt(root: unknown, path: Path): { found: boolean; value?: unknown } {
  let node = root;
  for (const segment of path) {
    if (typeof segment === 'number' ? !Array.isArray(node) : !isJsonObject(node)) return { found: false };
    const container = node as Record<string | number, unknown>;
    if (
      typeof segment === 'number'
        ? segment >= (node as unknown[]).length
        : !Object.hasOwn(node as object, segment)
    ) {
      return { found: false };
    }
    node = container[segment];
  }
  return { found: root !== undefined, value: node };
}

/** Deep equality of JSON values (member order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => jsonEqual(item, b[i]))
    );
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
  );
}
