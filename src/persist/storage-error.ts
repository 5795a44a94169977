/**
 * The one place that turns IndexedDB failures into something a person can read. Every other
 * module throws or reports a `StorageError`, whose code the UI may word differently if it likes.
 */

/** Why storage did not work. */
export type StorageErrorCode =
  /** IndexedDB cannot be opened: a private window, storage blocked by a setting, a broken profile. */
  | 'unavailable'
  /** The browser refused a write because its storage quota is used up. */
  | 'full'
  /** A newer version of the app changed the database; this page must be reloaded. */
  | 'newer-version'
  /** Another tab now edits this solution; this tab must not write it. */
  | 'taken-over'
  /** Storage took a write and has not answered for seconds: nothing says the work is kept. */
  | 'no-answer'
  /** Anything else the browser reported. */
  | 'failed';

const SENTENCES: Record<StorageErrorCode, string> = {
  unavailable:
    'This browser does not let the page keep your work (a private window, or storage is blocked). Export to keep a copy.',
  full: "This browser's storage is full. Export to keep a copy.",
  'newer-version': 'A newer version of Solution Builder is open in another tab. Reload this page.',
  'taken-over': 'This solution is now being edited in another tab.',
  'no-answer':
    "This browser's storage is not answering, so your work is not being saved on this device. Export to download a copy.",
  failed: 'The browser could not store your work. Export to keep a copy.',
};

/** An I/O failure of the persistence layer; `message` is one plain sentence for people. */
export class StorageError extends Error {
  override readonly name = 'StorageError';

  constructor(
    readonly code: StorageErrorCode,
    options?: { cause?: unknown },
  ) {
    super(SENTENCES[code], options);
  }
}

/** The sentence the header shows when autosave failed, e.g. "Not saved — this browser's storage is full. …". */
export function notSavedSentence(code: StorageErrorCode): string {
  const sentence = SENTENCES[code];
  return `Not saved — ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/**
 * Classifies anything thrown by IndexedDB (or by our own code) as a `StorageError`. Browsers
 * disagree on names: Firefox has used NS_ERROR_DOM_QUOTA_REACHED, old WebKit the legacy code 22.
 */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const name = errorName(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || errorCode(error) === 22) {
    return new StorageError('full', { cause: error });
  }
  if (name === 'VersionError') return new StorageError('newer-version', { cause: error });
  if (name === 'SecurityError' || name === 'InvalidAccessError') {
    return new StorageError('unavailable', { cause: error });
  }
  return new StorageError('failed', { cause: error });
}

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}
