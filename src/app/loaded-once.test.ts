import { describe, expect, it, vi } from 'vitest';
import { loadedOnce } from './loaded-once';

describe('a module loaded once', () => {
  it('is loaded at the first call only, and every call gets the same promise', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const get = loadedOnce(load);
    const first = get();
    expect(get()).toBe(first);
    expect((await get()).answer).toBe(42);
    expect(load).toHaveBeenCalledOnce();
  });

  it('is loaded again after a load that failed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('loaded');
    const get = loadedOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
