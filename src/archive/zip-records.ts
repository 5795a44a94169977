/**
 * The three fixed records of a zip as APPNOTE.TXT lays them out (4.3.7 the local header, 4.3.12
 * the central directory's record, 4.3.16 the end of the central directory): each field's place
 * from the record's start and its width, little-endian. The writer (write-zip.ts) and the reader
 * of the directory (zip-directory.ts) both go through these tables, so the two agree by
 * construction. The Zip64 records, read only, stay where they are read.
 */

/** A field: where it starts in its record, and its width in bytes. */
type Field = readonly [at: number, bytes: 2 | 4];
type Layout = Readonly<Record<string, Field>>;
/** A record's fields in their order: each one's name and width. */
type Order = readonly (readonly [name: string, bytes: 2 | 4])[];

/** A record's fields by name, as numbers. */
export type Fields<L extends Layout> = { [K in keyof L]: number };

/** Each field placed after the ones before it. */
function layout<const O extends Order>(order: O): { readonly [F in O[number] as F[0]]: Field } {
  const fields: Record<string, Field> = {};
  let at = 0;
  for (const [name, bytes] of order) {
    fields[name] = [at, bytes];
    at += bytes;
  }
  return fields as { readonly [F in O[number] as F[0]]: Field };
}

export const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const;

/** General purpose flag bit 11: the name is UTF-8. */
export const UTF8_NAME = 0x0800;
/** The id of Info-ZIP's Unicode Path extra field. */
export const UNICODE_PATH_FIELD = 0x7075;

/** The fields the local and the central record share, from "version needed" to "extra field length". */
const SHARED = [
  ['needed', 2],
  ['flags', 2],
  ['method', 2],
  ['time', 2],
  ['date', 2],
  ['crc', 4],
  ['packedSize', 4],
  ['size', 4],
  ['nameLength', 2],
  ['extraLength', 2],
] as const;

export const LOCAL_RECORD = layout([['signature', 4], ...SHARED]);

export const CENTRAL_RECORD = layout([
  ['signature', 4],
  ['madeBy', 2],
  ...SHARED,
  ['commentLength', 2],
  ['disk', 2],
  ['internalAttributes', 2],
  ['externalAttributes', 4],
  ['localOffset', 4],
]);

export const END_RECORD = layout([
  ['signature', 4],
  ['disk', 2],
  ['directoryDisk', 2],
  ['entriesOnDisk', 2],
  ['entries', 2],
  ['directorySize', 4],
  ['directoryOffset', 4],
  ['commentLength', 2],
]);

/** Each record's fixed part, before its variable fields (name, extra field, comment). */
export const RECORD_BYTES = { local: 30, central: 46, end: 22 } as const;

/** One field of the record at `at`. */
export function readField(view: DataView, at: number, [offset, bytes]: Field): number {
  return bytes === 2 ? view.getUint16(at + offset, true) : view.getUint32(at + offset, true);
}

/** Each layout's fields as a list, made once: a central record is read per entry, thousands a zip. */
const fieldLists = new WeakMap<Layout, readonly (readonly [string, Field])[]>();

/** Every field of the record at `at` (the caller has checked that the record is in the view). */
export function readFields<L extends Layout>(view: DataView, at: number, layout: L): Fields<L> {
  let list = fieldLists.get(layout);
  if (!list) fieldLists.set(layout, (list = Object.entries(layout)));
  const fields: Record<string, number> = {};
  for (const [name, field] of list) fields[name] = readField(view, at, field);
  return fields as Fields<L>;
}

/** Writes the given fields of the record at `at`; the others keep what the buffer holds (zeros). */
export function writeFields<L extends Layout>(
  view: DataView,
  at: number,
  layout: L,
  fields: Partial<Fields<L>>,
): void {
  for (const [name, value] of Object.entries(fields)) {
    const [offset, bytes] = layout[name]!;
    if (bytes === 2) view.setUint16(at + offset, value!, true);
    else view.setUint32(at + offset, value!, true);
  }
}
