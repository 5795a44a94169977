/**
 * What every multi-file operation shares: a result that is either the new tree or a plain
 * reason it could not apply, and JSON edits that turn file problems into such reasons.
 */
import { readText, writeText, type FileTree } from './file-tree';
import { editJson, formatJson, JsonEditError, type JsonEditOptions, type ParsedJson } from './json-document';
import { editJsonValues, type JsonChange } from './json-edit';
import { cachedJsonParse, writeEditedJson } from './json-file';
import { keptJson } from './kept-text';
import { readSolution, type SolutionFile } from './solution-document';

/** Why an operation could not apply; the UI words each code for people. */
export type OperationErrorCode =
  | 'not-a-solution'
  | 'already-solution'
  | 'not-a-claude-plugin'
  | 'already-portable'
  | 'file-missing'
  | 'file-unreadable'
  | 'member-wrong-type'
  | 'invalid-name'
  | 'name-taken'
  | 'skill-missing'
  | 'is-instructions'
  | 'server-missing'
  | 'server-taken';

/** A user-caused condition that stops an operation. `message` is a plain English fallback. */
export interface OperationError {
  readonly code: OperationErrorCode;
  readonly message: string;
  /** The file it is about, when there is one. */
  readonly file?: string;
  /** The skill or server name it is about, when there is one. */
  readonly name?: string;
}

/** The new tree, or why there is none. An operation that changes nothing returns the same tree. */
/**
 * Something an operation noticed that the person is told, as a sentence and, for an integrator,
 * the exact technical fact (what a conversion could not carry over).
 */
export interface OperationNote {
  readonly message: string;
  readonly detail?: string;
}

/** The new tree and what the operation noticed on the way (`notes`), or why it could not apply. */
export type OperationResult =
  | { readonly ok: true; readonly tree: FileTree; readonly notes?: readonly OperationNote[] }
  | { readonly ok: false; readonly error: OperationError };

/** A successful result. */
export function ok(tree: FileTree): OperationResult {
  return { ok: true, tree };
}

/** A failed result. */
export function fail(
  code: OperationErrorCode,
  message: string,
  details: { file?: string; name?: string } = {},
): OperationResult & { ok: false } {
  return { ok: false, error: { code, message, ...details } };
}

/**
 * Edits one member of the JSON file at `path` through `editJson` (only that member's text
 * changes; unchanged text keeps the same bytes object). A parse of the file already made (by a
 * view or the validator) is reused rather than made again.
 */
export function editJsonFile(
  tree: FileTree,
  path: string,
  jsonPath: readonly (string | number)[],
  value: unknown,
  options?: JsonEditOptions,
): OperationResult {
  const parsed = cachedJsonParse(tree, path);
  return editJsonText(tree, path, (text) => editJson(text, jsonPath, value, options, parsed), parsed);
}

/** `editJsonFile` for several members in turn, as one write (see `editJsonValues`). */
export function editJsonFileValues(
  tree: FileTree,
  path: string,
  changes: readonly JsonChange[],
): OperationResult {
  const parsed = cachedJsonParse(tree, path);
  return editJsonText(tree, path, (text) => editJsonValues(text, changes, parsed), parsed);
}

/**
 * Applies a JSON text edit that may throw `JsonEditError`, turning that into a plain reason.
 * `before` is the file's parse the edit started from, if any (see `writeEditedJson`).
 */
export function editJsonText(
  tree: FileTree,
  path: string,
  edit: (text: string) => string,
  before?: ParsedJson,
): OperationResult {
  if (!tree.has(path)) return fail('file-missing', `${path} is missing.`, { file: path });
  const text = readText(tree, path);
  if (text === undefined) {
    return fail('file-unreadable', `${path} is not a text file.`, { file: path });
  }
  try {
    return ok(writeEditedJson(tree, path, edit(text), before));
  } catch (error) {
    if (!(error instanceof JsonEditError)) throw error;
    return error.code === 'unreadable'
      ? fail('file-unreadable', `${path} has mistakes; fix them in the file first.`, { file: path })
      : fail('member-wrong-type', `A part of ${path} has the wrong kind of value; fix it first.`, {
          file: path,
        });
  }
}

/**
 * Writes a JSON file the builder creates (two-space indent, final newline), its texts kept as
 * `keptJson` keeps them (a title typed on the start screen, a server's first settings).
 */
export function writeNewJson(tree: FileTree, path: string, value: unknown): FileTree {
  return writeText(tree, path, formatJson(keptJson(value)));
}

/** The solution document, or the reason the tree has none that can be edited. */
export function requireSolution(
  tree: FileTree,
): { ok: true; solution: SolutionFile } | (OperationResult & { ok: false }) {
  const solution = readSolution(tree);
  if (!solution) {
    return fail('not-a-solution', 'This plugin is not a solution yet: make it one first.');
  }
  if (!solution.object) {
    return fail('file-unreadable', `${solution.path} has mistakes; fix them in the file first.`, {
      file: solution.path,
    });
  }
  return { ok: true, solution };
}
