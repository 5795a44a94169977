/**
 * Entry times. A zip's own date fields ("DOS time") have a 2-second resolution and no time zone;
 * jszip writes them in UTC. Info-ZIP and 7-Zip add a UTC time in an extra field, which is read when
 * present. Every time the builder keeps is on the 2-second grid, in UTC, between 1980 and 2107, so
 * exporting and re-importing gives back exactly the same numbers on any machine in any zone.
 */

/** 1980-01-01T00:00:00Z, the earliest time a zip can hold; given to entries that have no time. */
export const ZIP_EPOCH_MS = Date.UTC(1980, 0, 1);
const ZIP_LAST_MS = Date.UTC(2107, 11, 31, 23, 59, 58);

/** `ms` as a zip keeps it: clamped to 1980–2107 and rounded down to an even second. */
export function toZipTime(ms: number | undefined): number {
  if (ms === undefined || !Number.isFinite(ms)) return ZIP_EPOCH_MS;
  const clamped = Math.min(Math.max(ms, ZIP_EPOCH_MS), ZIP_LAST_MS);
  return Math.floor(clamped / 2000) * 2000;
}

/** DOS date and time fields read as UTC (the way jszip, and so the builder, writes them). */
export function dosTimeToMs(dosDate: number, dosTime: number): number {
  return Date.UTC(
    1980 + (dosDate >>> 9),
    ((dosDate >>> 5) & 0x0f) - 1,
    dosDate & 0x1f,
    dosTime >>> 11,
    (dosTime >>> 5) & 0x3f,
    (dosTime & 0x1f) * 2,
  );
}

const EXTENDED_TIMESTAMP = 0x5455;
const NTFS_TIMES = 0x000a;
// 100-nanosecond ticks between 1601-01-01 (the NTFS epoch) and 1970-01-01.
const NTFS_TO_UNIX_MS = 11_644_473_600_000;

/**
 * An entry's modification time on the zip grid: from the extended-timestamp field (UTC seconds)
 * when present, else from the NTFS field, else from the DOS fields read as UTC.
 */
export function entryTime(dosDate: number, dosTime: number, extras: ReadonlyMap<number, Uint8Array>): number {
  return toZipTime(
    extendedTime(extras.get(EXTENDED_TIMESTAMP)) ??
      ntfsTime(extras.get(NTFS_TIMES)) ??
      dosTimeToMs(dosDate, dosTime),
  );
}

function extendedTime(field: Uint8Array | undefined): number | undefined {
  if (!field || field.length < 5 || (field[0]! & 1) === 0) return undefined;
  const seconds = field[1]! | (field[2]! << 8) | (field[3]! << 16) | (field[4]! << 24);
  return seconds * 1000;
}

function ntfsTime(field: Uint8Array | undefined): number | undefined {
  if (!field) return undefined;
  const view = new DataView(field.buffer, field.byteOffset, field.byteLength);
  // Four reserved bytes, then tagged attributes; tag 1 holds mtime, atime, ctime (8 bytes each).
  for (let at = 4; at + 4 <= field.length;) {
    const tag = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (tag === 1 && length >= 8 && at + 12 <= field.length) {
      const ticks = view.getUint32(at + 4, true) + view.getUint32(at + 8, true) * 2 ** 32;
      return Math.floor(ticks / 10_000) - NTFS_TO_UNIX_MS;
    }
    at += 4 + length;
  }
  return undefined;
}
