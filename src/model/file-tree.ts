/**
 * The single source of truth for a plugin: its file tree, path → entry.
 *
 * Paths are relative to the plugin root, use forward slashes, and have no leading `./`, no
 * trailing slash and no empty, `.` or `..` segment. A `Map` holds them, so a file called
 * `__proto__` or `constructor` is an ordinary file. Trees are immutable: every change returns a
 * new tree that shares the untouched entries (and their bytes) with the old one, which keeps undo
 * snapshots cheap and lets per-file caches key on entry identity.
 */

import { keptText } from './kept-text';

/** A file: its bytes and, when known, its Unix permission bits and modification time. */
export interface FileEntry {
  readonly kind: 'file';
  readonly bytes: Uint8Array;
  /** Unix permission bits such as 0o644 or 0o755 (no file-type bits); absent when unknown. */
  readonly mode?: number;
  /** Modification time in milliseconds since the Unix epoch; absent for files the builder wrote and nobody stamped yet. */
  readonly mtime?: number;
}

/** A folder that exists as its own entry (an empty folder, or one imported with its own metadata). */
export interface FolderEntry {
  readonly kind: 'folder';
  readonly mode?: number;
  readonly mtime?: number;
}

export type TreeEntry = FileEntry | FolderEntry;

/** A plugin's files and explicit folders. Folders that hold files need no entry of their own. */
export type FileTree = ReadonlyMap<string, TreeEntry>;

/**
 * Whether two trees hold the same entries: the same paths, kinds, bytes, modes and times, so the
 * same zip. Entries an edit did not touch are shared between trees, so most compare by identity.
 */
export function sameEntries(a: FileTree, b: FileTree): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [path, x] of a) {
    const y = b.get(path);
    if (y === x) continue;
    if (!y || y.kind !== x.kind || y.mode !== x.mode || y.mtime !== x.mtime) return false;
    if (x.kind === 'file' && y.kind === 'file' && !sameBytes(x.bytes, y.bytes)) return false;
  }
  return true;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Default permission bits for a file the builder creates. */
export const DEFAULT_FILE_MODE = 0o644;
/** Default permission bits for a folder the builder creates. */
export const DEFAULT_FOLDER_MODE = 0o755;

/**
 * Text files larger than this open read-only in the Files view, showing their beginning (an editor
 * and a parse over tens of megabytes block the page for seconds), and no keystroke elsewhere
 * rewrites one of them (a 52 MB plugin.json cost seconds per letter of the title).
 */
export const LARGEST_EDITABLE_BYTES = 8 * 1024 * 1024;

const utf8Encoder = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const decodedText = new WeakMap<Uint8Array, string | null>();

/**
 * The bytes as text when they are valid UTF-8 (a BOM is kept as U+FEFF), else `undefined`.
 * Results are cached per byte array, so repeated reads of an unchanged file cost nothing.
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  const cached = decodedText.get(bytes);
  if (cached !== undefined) return cached ?? undefined;
  let text: string | null;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = null;
  }
  decodedText.set(bytes, text);
  return text ?? undefined;
}

/** Text → UTF-8 bytes (no BOM is added; one present in the text as U+FEFF is kept). */
export function encodeText(text: string): Uint8Array {
  const bytes = utf8Encoder.encode(text);
  decodedText.set(bytes, text);
  return bytes;
}

/**
 * `text` as UTF-8, when it is `before` (the text of `beforeBytes`) with its characters from
 * `start` to `end` replaced: the unchanged beginning and end are copied from `beforeBytes`, not
 * encoded again, so a keystroke in a field of a large file encodes the few bytes it changed.
 */
export function encodeEditedText(
  text: string,
  before: string,
  beforeBytes: Uint8Array,
  start: number,
  end: number,
): Uint8Array {
  const tail = before.length - end;
  // A boundary inside a surrogate pair has no byte offset of its own.
  if (isLowSurrogate(before, start) || isLowSurrogate(before, end)) return encodeText(text);
  // Byte lengths of the kept beginning and end: the characters' counts when all are ASCII, else
  // counted over the shorter one (with the replaced part, which is short) and the other derived.
  let head = start;
  let kept = tail;
  if (beforeBytes.length !== before.length) {
    const replaced = utf8Length(before, start, end);
    if (start <= tail) {
      head = utf8Length(before, 0, start);
      kept = beforeBytes.length - head - replaced;
    } else {
      kept = utf8Length(before, end, before.length);
      head = beforeBytes.length - kept - replaced;
    }
  }
  const middle = utf8Encoder.encode(text.slice(start, text.length - tail));
  const bytes = new Uint8Array(head + middle.length + kept);
  bytes.set(beforeBytes.subarray(0, head));
  bytes.set(middle, head);
  bytes.set(beforeBytes.subarray(beforeBytes.length - kept), head + middle.length);
  decodedText.set(bytes, text);
  return bytes;
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff && index > 0;
}

/** How many bytes UTF-8 takes for `text` from `from` to `to` (a lone surrogate as U+FFFD). */
function utf8Length(text: string, from: number, to: number): number {
  let length = 0;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < to && isLowSurrogate(text, i + 1)) {
      length += 4;
      i += 1;
    } else length += 3;
  }
  return length;
}

/** An empty tree. */
export function emptyTree(): FileTree {
  return new Map();
}

/** Builds a tree from path → text or bytes pairs (test and template helper). */
export function treeFromFiles(files: Iterable<readonly [string, string | Uint8Array]>): FileTree {
  const tree = new Map<string, TreeEntry>();
  for (const [path, content] of files) {
    const bytes = typeof content === 'string' ? encodeText(content) : content;
    tree.set(path, { kind: 'file', bytes });
  }
  return tree;
}

/** The file at `path`, or `undefined` when there is none (a folder is not a file). */
export function getFile(tree: FileTree, path: string): FileEntry | undefined {
  const entry = tree.get(path);
  return entry?.kind === 'file' ? entry : undefined;
}

/** The text of the file at `path`, or `undefined` when it is missing or not valid UTF-8. */
export function readText(tree: FileTree, path: string): string | undefined {
  const file = getFile(tree, path);
  return file ? decodeText(file.bytes) : undefined;
}

/**
 * Writes `bytes` at `path`. An existing file keeps its mode; its time is cleared so that the
 * caller (the store) can stamp the moment of the change. A new file gets the default mode.
 */
export function writeFile(
  tree: FileTree,
  path: string,
  bytes: Uint8Array,
  meta: { mode?: number; mtime?: number } = {},
): FileTree {
  const previous = getFile(tree, path);
  if (previous && previous.bytes === bytes && meta.mode === undefined && meta.mtime === undefined) {
    return tree;
  }
  const next = new Map(tree);
  const entry: FileEntry = {
    kind: 'file',
    bytes,
    mode: meta.mode ?? previous?.mode ?? DEFAULT_FILE_MODE,
    ...(meta.mtime !== undefined ? { mtime: meta.mtime } : {}),
  };
  next.set(path, entry);
  return next;
}

/** Writes `text` as UTF-8 at `path`; a no-op (same tree) when the file already holds exactly that text. */
export function writeText(tree: FileTree, path: string, written: string): FileTree {
  // Text the builder writes (typed, pasted, made) is kept without NUL or half surrogate pairs.
  const text = keptText(written);
  if (readText(tree, path) === text) return tree;
  return writeFile(tree, path, encodeText(text));
}

/** Whether `path` is a file, an explicit folder, or a folder implied by the files beneath it. */
export function exists(tree: FileTree, path: string): boolean {
  return tree.has(path) || isFolder(tree, path);
}

/** Whether `path` is a folder: explicit, or implied by an entry beneath it. */
export function isFolder(tree: FileTree, path: string): boolean {
  if (path === '') return true;
  if (tree.get(path)?.kind === 'folder') return true;
  const prefix = `${path}/`;
  for (const key of tree.keys()) if (key.startsWith(prefix)) return true;
  return false;
}

/** Every path at or beneath `path` (the path itself when it is an entry, then its descendants). */
export function pathsUnder(tree: FileTree, path: string): string[] {
  const prefix = `${path}/`;
  return [...tree.keys()].filter((key) => key === path || key.startsWith(prefix));
}

/** Removes the entry at `path` and everything beneath it. */
export function removePath(tree: FileTree, path: string): FileTree {
  const doomed = pathsUnder(tree, path);
  if (doomed.length === 0) return tree;
  const next = new Map(tree);
  for (const key of doomed) next.delete(key);
  return next;
}

/**
 * Moves the entry at `from` and everything beneath it to `to`, keeping bytes, modes and times.
 * Entries already at the destination are replaced. Moving a path into itself is a no-op.
 */
export function movePath(tree: FileTree, from: string, to: string): FileTree {
  if (from === to || to.startsWith(`${from}/`)) return tree;
  const moving = pathsUnder(tree, from);
  if (moving.length === 0) return tree;
  const next = new Map(tree);
  for (const key of moving) next.delete(key);
  for (const key of moving) next.set(to + key.slice(from.length), tree.get(key)!);
  return next;
}

/** Adds an explicit (possibly empty) folder at `path`; a no-op when an entry is already there. */
export function addFolder(tree: FileTree, path: string): FileTree {
  if (tree.has(path)) return tree;
  const next = new Map(tree);
  next.set(path, { kind: 'folder', mode: DEFAULT_FOLDER_MODE });
  return next;
}

/** Orders paths by UTF-16 code units, the same on every machine and locale. */
export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Why `path` is not a safe plugin path, or `undefined` when it is: relative, forward slashes,
 * no empty, `.` or `..` segment, no backslash, drive letter, NUL or other control character, and
 * no bidirectional control (a right-to-left override shows `invoice\u202Egpj.exe` as
 * `invoiceexe.jpg`, hiding what the file is). Every reader, the writer and the store use it.
 */
export function unsafePathReason(path: string): string | undefined {
  // One test for what nearly every path is (a reader checks thousands), the reasons only if not.
  return PLAINLY_SAFE.test(path) ? undefined : unsafePathReasonByRule(path);
}

/** `unsafePathReason` rule by rule, without its shortcut (which its test holds to this). */
export function unsafePathReasonByRule(path: string): string | undefined {
  if (path === '') return 'empty';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f-\u009f]/.test(path)) return 'control-character';
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(path)) return 'bidi-control';
  if (path.startsWith('/')) return 'absolute';
  if (/^[A-Za-z]:/.test(path)) return 'drive-letter';
  if (path.includes('\\')) return 'backslash';
  for (const segment of path.split('/')) {
    if (segment === '') return 'empty-segment';
    if (segment === '.' || segment === '..') return 'dot-segment';
  }
  return undefined;
}

/**
 * Paths `unsafePathReason` surely accepts: segments of characters other than slashes,
 * backslashes, control and bidirectional controls, none of them `.` or `..`, one slash between
 * each two, and no drive letter in front. A path it does not match is looked at rule by rule.
 */
const SEGMENT = String.raw`(?!\.\.?(?:/|$))[^/\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+`;
const PLAINLY_SAFE = new RegExp(`^(?![A-Za-z]:)${SEGMENT}(?:/${SEGMENT})*$`);

const lenientUtf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/**
 * The bytes as text for a parser that must always get something: valid UTF-8 decodes exactly
 * (`utf8: true`); anything else decodes with U+FFFD for each bad sequence (`utf8: false`).
 */
export function decodeTextLenient(bytes: Uint8Array): { text: string; utf8: boolean } {
  const text = decodeText(bytes);
  return text !== undefined ? { text, utf8: true } : { text: lenientUtf8.decode(bytes), utf8: false };
}

/** Removes the file at `path` only (never a folder or what lies beneath it); a no-op when there is none. */
export function removeFile(tree: FileTree, path: string): FileTree {
  if (tree.get(path)?.kind !== 'file') return tree;
  const next = new Map(tree);
  next.delete(path);
  return next;
}
