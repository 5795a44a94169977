/**
 * What a link holds, before it is compressed: a small binary table of entries (path, kind, mode,
 * time, size), then the files' bytes one after another. Binary rather than JSON, so a file that is
 * not text costs its bytes and no more, and reading a hostile table is a count of fields, never a
 * parse. Every read is checked against what is left; a table that does not end exactly where the
 * bytes do is damaged.
 *
 *   kind (1: a draft, 2: changes) · from · [changes: base hash (32 bytes) · title] · entry count ·
 *   entries (path · flags · [mode] · [time] · [size]) · the files' bytes
 *
 * A string is its UTF-8 length as a varint, then its bytes. Flags: bits 0–1 the kind (0 a file,
 * 1 a folder, 2 a path the changes remove), bit 2 a mode follows (varint), bit 3 a time follows
 * (float64, little-endian, milliseconds since the epoch, as the tree keeps it).
 */
import type { FileTree, TreeEntry } from '../model/file-tree';

/** A whole solution, as copied with "Copy a link to this draft". */
export interface DraftPayload {
  readonly kind: 'draft';
  /** Who sent it, as they wrote it (empty for nobody named). */
  readonly from: string;
  readonly tree: FileTree;
}

/** What changed in a copy against the version it was kept from. */
export interface ChangesPayload {
  readonly kind: 'changes';
  readonly from: string;
  /** The content hash of the version the changes are against (versions/tree-hash.ts). */
  readonly base: string;
  /** The title of that version, to name it when the owner no longer has it. */
  readonly title: string;
  /** The entries added or changed. */
  readonly changed: FileTree;
  /** The paths taken away. */
  readonly removed: readonly string[];
}

export type LinkPayload = DraftPayload | ChangesPayload;

/** The payload's bytes were not a payload (`why` is for the details). */
export class DamagedPayload extends Error {
  override readonly name = 'DamagedPayload';
}

const KIND = { draft: 1, changes: 2 } as const;
const ENTRY = { file: 0, folder: 1, removed: 2 } as const;
const HAS_MODE = 4;
const HAS_TIME = 8;
const HASH_BYTES = 32;

/** The payload's bytes. */
export function writePayload(payload: LinkPayload): Uint8Array {
  const out = new Writer();
  out.byte(KIND[payload.kind]);
  out.text(payload.from);
  const entries: [string, TreeEntry | undefined][] = [];
  if (payload.kind === 'changes') {
    out.raw(hexBytes(payload.base));
    out.text(payload.title);
    entries.push(
      ...payload.changed,
      ...payload.removed.map((path): [string, undefined] => [path, undefined]),
    );
  } else entries.push(...payload.tree);
  out.varint(entries.length);
  const files: Uint8Array[] = [];
  for (const [path, entry] of entries) {
    out.text(path);
    const kind = entry === undefined ? ENTRY.removed : ENTRY[entry.kind];
    const flags =
      kind | (entry?.mode !== undefined ? HAS_MODE : 0) | (entry?.mtime !== undefined ? HAS_TIME : 0);
    out.byte(flags);
    if (entry?.mode !== undefined) out.varint(entry.mode);
    if (entry?.mtime !== undefined) out.float(entry.mtime);
    if (entry?.kind === 'file') {
      out.varint(entry.bytes.length);
      files.push(entry.bytes);
    }
  }
  for (const bytes of files) out.raw(bytes);
  return out.bytes();
}

/**
 * The payload in `bytes`; throws `DamagedPayload` when they are not one, and when they list more
 * than `maxEntries` entries, `TooManyEntries` (before reading them). Names are not judged here.
 */
export function readPayload(bytes: Uint8Array, maxEntries: number): LinkPayload {
  const input = new Reader(bytes);
  const kind = input.byte();
  if (kind !== KIND.draft && kind !== KIND.changes) throw new DamagedPayload('an unknown kind of link');
  const from = input.text();
  const base = kind === KIND.changes ? bytesHex(input.raw(HASH_BYTES)) : '';
  const title = kind === KIND.changes ? input.text() : '';
  const count = input.varint();
  if (count > maxEntries) throw new TooManyEntries(count);
  const listed: { path: string; kind: number; mode?: number; mtime?: number; size: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const path = input.text();
    const flags = input.byte();
    const entryKind = flags & 3;
    if (flags > 15 || entryKind > ENTRY.removed || (entryKind === ENTRY.removed && kind === KIND.draft))
      throw new DamagedPayload(`the entry ${JSON.stringify(path)} has unknown flags`);
    const mode = flags & HAS_MODE ? input.varint() : undefined;
    const mtime = flags & HAS_TIME ? input.float() : undefined;
    const size = entryKind === ENTRY.file ? input.varint() : 0;
    listed.push({
      path,
      kind: entryKind,
      size,
      ...(mode !== undefined ? { mode } : {}),
      ...(mtime !== undefined ? { mtime } : {}),
    });
  }
  const entries: [string, TreeEntry][] = [];
  const removed: string[] = [];
  for (const { path, kind: entryKind, size, ...meta } of listed) {
    if (entryKind === ENTRY.removed) removed.push(path);
    // Each file gets a buffer of its own: a worker hands them to the page without copying.
    else if (entryKind === ENTRY.file)
      entries.push([path, { kind: 'file', bytes: input.raw(size).slice(), ...meta }]);
    else entries.push([path, { kind: 'folder', ...meta }]);
  }
  input.end();
  return kind === KIND.draft
    ? { kind: 'draft', from, tree: new Map(entries) }
    : { kind: 'changes', from, base, title, changed: new Map(entries), removed };
}

/** More entries listed than the limit allows. */
export class TooManyEntries extends Error {
  override readonly name = 'TooManyEntries';
  constructor(readonly count: number) {
    super(`${count} entries`);
  }
}

/** The paths a payload names, in order, with duplicates kept (for the name checks). */
export function payloadPaths(payload: LinkPayload): string[] {
  return payload.kind === 'draft'
    ? [...payload.tree.keys()]
    : [...payload.changed.keys(), ...payload.removed];
}

class Writer {
  private chunks: Uint8Array[] = [];
  private small: number[] = [];

  byte(value: number): void {
    this.small.push(value);
  }

  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.small.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.small.push(rest);
  }

  float(value: number): void {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setFloat64(0, value, true);
    this.raw(bytes);
  }

  text(value: string): void {
    const bytes = new TextEncoder().encode(value);
    this.varint(bytes.length);
    this.raw(bytes);
  }

  raw(bytes: Uint8Array): void {
    this.flush();
    this.chunks.push(bytes);
  }

  bytes(): Uint8Array {
    this.flush();
    const out = new Uint8Array(this.chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }

  private flush(): void {
    if (this.small.length === 0) return;
    this.chunks.push(Uint8Array.from(this.small));
    this.small = [];
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

class Reader {
  private at = 0;

  constructor(private readonly input: Uint8Array) {}

  byte(): number {
    if (this.at >= this.input.length) throw new DamagedPayload('it ends too soon');
    return this.input[this.at++]!;
  }

  /** A varint of at most 7 bytes (49 bits: every size, count and mode a link may hold). */
  varint(): number {
    let value = 0;
    for (let shift = 1, i = 0; i < 7; i += 1, shift *= 0x80) {
      const byte = this.byte();
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) return value;
    }
    throw new DamagedPayload('a number is too long');
  }

  float(): number {
    const bytes = this.raw(8);
    const value = new DataView(bytes.buffer, bytes.byteOffset, 8).getFloat64(0, true);
    if (!Number.isFinite(value)) throw new DamagedPayload('a time is not a number');
    return value;
  }

  text(): string {
    const bytes = this.raw(this.varint());
    try {
      return strictUtf8.decode(bytes);
    } catch {
      throw new DamagedPayload('a name is not UTF-8');
    }
  }

  raw(length: number): Uint8Array {
    if (length > this.input.length - this.at) throw new DamagedPayload('it ends too soon');
    const bytes = this.input.subarray(this.at, this.at + length);
    this.at += length;
    return bytes;
  }

  end(): void {
    if (this.at !== this.input.length) throw new DamagedPayload('more follows its last file');
  }
}

function hexBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`Not a content hash: ${hex}`);
  return Uint8Array.from({ length: HASH_BYTES }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
}

function bytesHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
