import { describe, expect, it, vi } from 'vitest';
import { warmUpReading } from './reading-warm-up';
import { warmUpPlugin } from '../model/warm-up-plugin';
import { handleArchiveRequest, type HelperWorkers } from './worker-handler';
import type { ArchiveReply } from './archive-protocol';

describe('the reading warm-up', () => {
  it('reads back every file it wrote, with its bytes and mode, refusing nothing', async () => {
    const written = warmUpPlugin();
    const read = await warmUpReading();
    if (read.kind === 'refused' || read.kind === 'choose-plugin') throw new Error(`read as ${read.kind}`);
    const files = [...read.tree].filter(([, entry]) => entry.kind === 'file');
    expect(files).toHaveLength(written.size);
    for (const [path, entry] of written) {
      const back = read.tree.get(path);
      if (entry.kind !== 'file' || back?.kind !== 'file') throw new Error(`${path} is not a file both ways`);
      expect(back.bytes, path).toEqual(entry.bytes);
      expect(back.mode, path).toBe(entry.mode);
    }
    // Both ways in are taken: deflated files and one stored as it is.
    expect(written.size).toBeGreaterThan(50);
  });

  it('runs when a worker is told a zip is coming, and answers nothing', async () => {
    const posted: ArchiveReply[] = [];
    const helpers: HelperWorkers = { pack: () => [], expectZip: vi.fn(), takeReaders: () => [] };
    await handleArchiveRequest({ id: 0, op: 'expect-zip' }, (reply) => void posted.push(reply), helpers);
    expect(helpers.expectZip).toHaveBeenCalledOnce();
    expect(posted).toEqual([]);
  });
});
