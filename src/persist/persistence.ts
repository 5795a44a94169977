/** Whether the browser promised to keep this site's storage when space runs low. */
export type PersistenceResult = 'granted' | 'denied' | 'unsupported';

/** The part of `navigator.storage` this needs (injectable for tests). */
export interface StorageManagerLike {
  persisted?(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

/**
 * Asks the browser to keep this site's data even when space runs low. Without it ('denied',
 * 'unsupported') the library should say the browser may clear solutions and suggest exporting.
 * Never rejects. Some browsers decide silently (Chrome by engagement), so 'denied' may later turn
 * to 'granted'; asking again is harmless.
 */
export async function requestPersistence(storage?: StorageManagerLike): Promise<PersistenceResult> {
  const manager = storage ?? browserStorageManager();
  if (!manager?.persist) return 'unsupported';
  try {
    if (await manager.persisted?.()) return 'granted';
    return (await manager.persist()) ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}

function browserStorageManager(): StorageManagerLike | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}
