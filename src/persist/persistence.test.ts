import { describe, expect, it } from 'vitest';
import { requestPersistence } from './persistence';

describe('requestPersistence', () => {
  it('is granted without asking when the browser already persists the data', async () => {
    let asked = false;
    const storage = {
      persisted: async () => true,
      persist: async () => {
        asked = true;
        return true;
      },
    };
    expect(await requestPersistence(storage)).toBe('granted');
    expect(asked).toBe(false);
  });

  it('reports what the browser answers when asked', async () => {
    expect(await requestPersistence({ persisted: async () => false, persist: async () => true })).toBe(
      'granted',
    );
    expect(await requestPersistence({ persisted: async () => false, persist: async () => false })).toBe(
      'denied',
    );
  });

  it('is unsupported without the API, or when it fails', async () => {
    expect(await requestPersistence({})).toBe('unsupported');
    const broken = { persist: () => Promise.reject(new Error('no')) };
    expect(await requestPersistence(broken)).toBe('unsupported');
  });
});
