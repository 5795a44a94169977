import { describe, expect, it } from 'vitest';
import { encodeText, type TreeEntry } from '../model/file-tree';
import { putEntries } from './entry-batches';
import type { SolutionId } from './ids';

/** A store whose requests succeed at once, noting how many puts were made when one is awaited. */
function recordingStore(): { store: IDBObjectStore; waits: number[]; puts: () => number } {
  const waits: number[] = [];
  let made = 0;
  const store = {
    put() {
      made += 1;
      const request = {};
      Object.defineProperty(request, 'onsuccess', {
        set(handler: () => void) {
          waits.push(made);
          queueMicrotask(handler);
        },
      });
      return request;
    },
  };
  return { store: store as unknown as IDBObjectStore, waits, puts: () => made };
}

const files = (count: number, bytes: () => Uint8Array): [string, TreeEntry][] =>
  Array.from({ length: count }, (_, i) => [`skills/s/file-${i}.md`, { kind: 'file', bytes: bytes() }]);

describe('putEntries', () => {
  it('ends the task every 200 records, however small they are', async () => {
    const { store, waits, puts } = recordingStore();
    await putEntries(
      store,
      'id' as SolutionId,
      files(450, () => encodeText('# small\n')),
    );
    expect(puts()).toBe(450);
    expect(waits).toEqual([200, 400]);
  });

  it('and every 4 MB', async () => {
    const { store, waits } = recordingStore();
    await putEntries(
      store,
      'id' as SolutionId,
      files(10, () => new Uint8Array(2 ** 20)),
    );
    expect(waits).toEqual([4, 8]);
  });
});
