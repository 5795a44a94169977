/**
 * A JSON file of the tree, parsed once per byte array: the validator and every view ask for the
 * same files after each change, and unchanged files share their bytes across trees.
 */
import {
  decodeTextLenient,
  encodeEditedText,
  encodeText,
  getFile,
  readText,
  writeFile,
  type FileTree,
} from './file-tree';
import { isJsonObject, parseJson, type ParsedJson } from './json-document';
import { stringEditsFrom, type StringEdits } from './json-parse-tree';
import { reparseAfterStringEdits } from './json-reparse';

/** A JSON file as read from the tree. `object` is the value when it is a JSON object. */
export interface JsonFile {
  readonly path: string;
  readonly parsed: ParsedJson;
  /** False when the bytes were not valid UTF-8 (they were decoded with replacement characters). */
  readonly utf8: boolean;
  readonly object: Readonly<Record<string, unknown>> | undefined;
}

interface Cached {
  readonly parsed: ParsedJson;
  readonly utf8: boolean;
}

const cache = new WeakMap<Uint8Array, Cached>();
/** Bytes an edit wrote by replacing strings of a parse: their parse starts from that one. */
const madeByStringEdits = new WeakMap<Uint8Array, StringEdits>();

/** The parsed file at `path`, or `undefined` when there is no file there. Never throws. */
export function readJsonFile(tree: FileTree, path: string): JsonFile | undefined {
  const file = getFile(tree, path);
  return file && jsonFileOf(path, file.bytes);
}

/** The file at `path` with these bytes, parsed (once per byte array). */
export function jsonFileOf(path: string, bytes: Uint8Array): JsonFile {
  const cached = parseJsonBytes(bytes);
  const value = cached.parsed.value;
  return { path, ...cached, object: isJsonObject(value) ? value : undefined };
}

/**
 * These bytes parsed as JSON, once per byte array: the views, the operations and the validator
 * share one parse of each version of a file. `utf8` is false when the bytes were not valid UTF-8
 * (then the text was decoded with replacement characters). The result is shared: never change it.
 */
export function parseJsonBytes(bytes: Uint8Array): { readonly parsed: ParsedJson; readonly utf8: boolean } {
  let cached = cache.get(bytes);
  if (!cached) {
    const { text, utf8 } = decodeTextLenient(bytes);
    const made = madeByStringEdits.get(bytes);
    const derived = made?.text === text ? reparseAfterStringEdits(made) : undefined;
    cached = { parsed: derived ?? parseJson(text), utf8 };
    cache.set(bytes, cached);
  }
  return cached;
}

/**
 * Writes `text`, an edit of the file at `path` whose parse before the edit was `before`: when the
 * edit only replaced strings of that parse (typing in a field), the new bytes are parsed from it
 * rather than afresh. As `writeText`: unchanged text keeps the tree, and the file its mode.
 */
export function writeEditedJson(tree: FileTree, path: string, text: string, before?: ParsedJson): FileTree {
  const old = readText(tree, path);
  if (old === text) return tree;
  const made = before && stringEditsFrom(before, text);
  const bytes =
    made && made.edits.length > 0 && old === before.text
      ? encodeStringEdits(made, old, getFile(tree, path)!.bytes)
      : encodeText(text);
  if (made) madeByStringEdits.set(bytes, made);
  return writeFile(tree, path, bytes);
}

/** The bytes of a text made by string edits of `before`, the text of `bytes`: only the edited span is encoded. */
function encodeStringEdits(made: StringEdits, before: string, bytes: Uint8Array): Uint8Array {
  const start = Math.min(...made.edits.map(({ node }) => node.offset));
  const end = Math.max(...made.edits.map(({ node }) => node.offset + node.length));
  return encodeEditedText(made.text, before, bytes, start, end);
}

/** The parse of the file at `path` when one was already made (no parsing here), else `undefined`. */
export function cachedJsonParse(tree: FileTree, path: string): ParsedJson | undefined {
  const file = getFile(tree, path);
  return file ? cache.get(file.bytes)?.parsed : undefined;
}

/** The member `key` of `object` when it is a string (own members only). */
export function stringMember(
  object: Readonly<Record<string, unknown>> | undefined,
  key: string,
): string | undefined {
  if (!object || !Object.prototype.hasOwnProperty.call(object, key)) return undefined;
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

/** The member `key` of `object` when it is a JSON object (own members only). */
export function objectMember(
  object: Readonly<Record<string, unknown>> | undefined,
  key: string,
): Readonly<Record<string, unknown>> | undefined {
  if (!object || !Object.prototype.hasOwnProperty.call(object, key)) return undefined;
  const value = object[key];
  return isJsonObject(value) ? value : undefined;
}
