/**
 * Promises over raw IndexedDB requests and transactions. Small on purpose: the persistence layer
 * needs only these two shapes, and owning them lets the IndexedDB implementation be injected.
 *
 * Inside a transaction, only await these request promises: awaiting anything else (a timer, a
 * fetch) lets the transaction commit early.
 */

/** The value of a request, or its error. */
export function promiseOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('Request failed', 'UnknownError'));
  });
}

/**
 * Runs `body` in a new transaction and resolves with its result once the transaction has
 * committed. When `body` throws, the transaction is aborted, so nothing it wrote is kept.
 */
export async function transact<T>(
  db: IDBDatabase,
  stores: readonly string[],
  mode: IDBTransactionMode,
  body: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  const tx = db.transaction([...stores], mode);
  const committed = completion(tx);
  // Handled here too: the abort may arrive before anyone awaits `committed`.
  committed.catch(() => undefined);
  let result: T;
  try {
    result = await body(tx);
  } catch (error) {
    abortQuietly(tx);
    const txError = await committed.then(
      () => undefined,
      (e: unknown) => e,
    );
    throw moreInformative(error, txError);
  }
  await committed;
  return result;
}

function completion(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    // A failed request aborts the transaction; its `error` (e.g. QuotaExceededError) says why.
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

function abortQuietly(tx: IDBTransaction): void {
  try {
    tx.abort();
  } catch {
    // Already finished or aborted by the browser: nothing left to undo.
  }
}

/** A request's AbortError only says "the transaction died"; the transaction's own error says why. */
function moreInformative(bodyError: unknown, txError: unknown): unknown {
  const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
  return isAbort(bodyError) && txError !== undefined && !isAbort(txError) ? txError : bodyError;
}
