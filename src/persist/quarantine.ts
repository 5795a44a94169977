import { promiseOf } from './idb';
import { STORE } from './schema';

/**
 * A record that could not be read, as the library reports it. The original value is kept in the
 * `quarantine` store untouched, so nothing is ever deleted because this build could not read it.
 */
export interface SetAsideRecord {
  /** The key in the quarantine store; absent when storage refused the move (the record stayed where it was). */
  readonly key?: number;
  /** Where the record lived ("solutions" or "entries") and its key there, as text. */
  readonly store: string;
  readonly recordKey: string;
  /** A title or path found in the record, to name it to people when there is one. */
  readonly label?: string;
  /** Why it could not be read (developer wording; the UI says "could not be read"). */
  readonly reason: string;
  readonly at: number;
}

interface QuarantineRecord {
  readonly store: string;
  readonly key: IDBValidKey;
  readonly value: unknown;
  readonly reason: string;
  readonly at: number;
}

/** Moves the record at `key` of `store` into quarantine with `reason`; returns its quarantine key. */
export async function setAside(
  tx: IDBTransaction,
  store: string,
  key: IDBValidKey,
  value: unknown,
  reason: string,
  at: number,
): Promise<number> {
  const record: QuarantineRecord = { store, key, value, reason, at };
  const quarantineKey = await promiseOf(tx.objectStore(STORE.quarantine).add(record));
  await promiseOf(tx.objectStore(store).delete(key));
  return Number(quarantineKey);
}

/** Every record set aside so far, oldest first. */
export async function readSetAside(tx: IDBTransaction): Promise<SetAsideRecord[]> {
  const store = tx.objectStore(STORE.quarantine);
  const [keys, values] = await Promise.all([promiseOf(store.getAllKeys()), promiseOf(store.getAll())]);
  return values.map((value: unknown, index) => describe(Number(keys[index]), value));
}

function describe(key: number, value: unknown): SetAsideRecord {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Partial<QuarantineRecord>;
  const label = labelOf(record.value) ?? labelOf(record.key);
  return {
    key,
    store: typeof record.store === 'string' ? record.store : 'unknown',
    recordKey: keyText(record.key),
    ...(label !== undefined ? { label } : {}),
    reason: typeof record.reason === 'string' ? record.reason : 'unknown',
    at: typeof record.at === 'number' ? record.at : 0,
  };
}

/** A name a person would recognise: a solution's title, or a file's path. */
function labelOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[1] === 'string' ? value[1] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const field of ['title', 'name', 'path']) {
    const text = record[field];
    if (typeof text === 'string' && text !== '') return text;
  }
  return undefined;
}

function keyText(key: unknown): string {
  if (Array.isArray(key)) return key.map(keyText).join(' / ');
  return typeof key === 'string' || typeof key === 'number' ? String(key) : 'unknown';
}
