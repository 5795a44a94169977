import { closeSync, openSync, ftruncateSync } from 'node:fs';
import * as promises from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ZIP_LIMITS } from '../archive/limits';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

// Every file the checker reads goes through this readFile, so a test can see what was read.
vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});

describe('a zip larger than the checker opens (#37 item 9)', () => {
  const { err } = captureConsole();

  it('is refused from its size, before a byte of it is read', async () => {
    const zip = join(writeTree(new Map()), 'huge.zip');
    // A sparse file: its size is over the limit, and the disk holds none of it.
    const handle = openSync(zip, 'w');
    ftruncateSync(handle, DEFAULT_ZIP_LIMITS.maxZipBytes + 4 * 1024 * 1024);
    closeSync(handle);
    expect(await main(['check', zip])).toBe(2);
    expect(err).toEqual([
      `${zip}: This zip is 260 MB, larger than the 256 MB the builder opens, so it was not opened.`,
    ]);
    expect(vi.mocked(promises.readFile).mock.calls.some(([path]) => path === zip)).toBe(false);
  });
});
