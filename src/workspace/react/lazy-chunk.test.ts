import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { lazyChunk } from './lazy-chunk';

const View: ComponentType<object> = () => null;

describe('a component in a chunk of its own', () => {
  it('loads its chunk once however often it is asked for ahead', async () => {
    const importChunk = vi.fn(() => Promise.resolve({ default: View }));
    const chunk = lazyChunk(importChunk);
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(importChunk).toHaveBeenCalledOnce();
  });

  it('asks for its chunk again after a load that failed', async () => {
    const importChunk = vi
      .fn<() => Promise<{ default: ComponentType<object> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: View });
    const chunk = lazyChunk(importChunk);
    await expect(chunk.load()).rejects.toThrow('offline');
    await expect(chunk.load()).resolves.toBeUndefined();
    expect(importChunk).toHaveBeenCalledTimes(2);
  });
});
