/**
 * How much a zip may hold before the builder refuses it. The reasons for each number are in
 * README.md; tests pass smaller limits to exercise the checks without building huge files.
 */
export interface ZipLimits {
  /** Largest zip file accepted, in bytes; checked from the file's size before it is read. */
  readonly maxZipBytes: number;
  /** Most entries (files and folders) in the zip's central directory. */
  readonly maxEntries: number;
  /** Most bytes all files may unpack to, counted while inflating. */
  readonly maxUnpackedBytes: number;
}

/** The limits the app and the command-line checker use. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = Object.freeze({
  maxZipBytes: 256 * 1024 * 1024,
  maxEntries: 20_000,
  maxUnpackedBytes: 512 * 1024 * 1024,
});

/** The default limits with some of them replaced. */
export function zipLimits(overrides: Partial<ZipLimits> = {}): ZipLimits {
  return { ...DEFAULT_ZIP_LIMITS, ...overrides };
}
