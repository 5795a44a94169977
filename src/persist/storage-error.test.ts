import { afterEach, describe, expect, it } from 'vitest';
import { createLibrary } from './library';
import { notSavedSentence, StorageError, toStorageError } from './storage-error';
import { freshEnv } from './testing/fake-idb';

afterEach(() => {
  delete globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__;
});

describe('storage errors', () => {
  it('recognises a full disk under every name browsers use', () => {
    expect(toStorageError(new DOMException('x', 'QuotaExceededError')).code).toBe('full');
    expect(toStorageError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' }).code).toBe('full');
    expect(toStorageError({ name: 'Error', code: 22 }).code).toBe('full');
  });

  it('says that a newer version changed the database', () => {
    expect(toStorageError(new DOMException('x', 'VersionError')).code).toBe('newer-version');
  });

  it('words the header sentence from the plain one', () => {
    expect(new StorageError('full').message).toBe("This browser's storage is full. Export to keep a copy.");
    expect(notSavedSentence('full')).toBe(
      "Not saved — this browser's storage is full. Export to keep a copy.",
    );
  });

  it('lets end-to-end tests make opening fail, and storage recover when the switch is removed', async () => {
    const library = createLibrary({ env: freshEnv() });
    globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ = 'unavailable';
    expect((await library.startup()).available).toBe(false);

    delete globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__;
    expect((await library.startup()).available).toBe(true);
  });
});
