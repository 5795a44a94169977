import { describe, expect, it } from 'vitest';
import {
  clearStartMarker,
  hasStartMarker,
  leavePage,
  recordFault,
  setStartMarker,
  type MarkerStorage,
} from './start-marker';

function memoryStorage(): MarkerStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('the unfinished-start marker', () => {
  it('is kept until the view is drawn', () => {
    const storage = memoryStorage();
    expect(hasStartMarker(storage)).toBe(false);
    setStartMarker(storage);
    expect(hasStartMarker(storage)).toBe(true);
    clearStartMarker(storage);
    expect(hasStartMarker(storage)).toBe(false);
  });

  it('is cleared by leaving the page on purpose before the view was drawn', () => {
    const storage = memoryStorage();
    setStartMarker(storage);
    leavePage(storage);
    expect(hasStartMarker(storage)).toBe(false);
  });

  it('is kept when leaving a page in which a part failed', () => {
    const storage = memoryStorage();
    setStartMarker(storage);
    recordFault(storage);
    leavePage(storage);
    expect(hasStartMarker(storage)).toBe(true);
  });

  it('never throws when storage refuses', () => {
    const refusing: MarkerStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => setStartMarker(refusing)).not.toThrow();
    expect(() => clearStartMarker(refusing)).not.toThrow();
    expect(hasStartMarker(refusing)).toBe(false);
  });
});
