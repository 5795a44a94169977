import { describe, expect, it } from 'vitest';
import { MANIFEST_FORMAT, readManifest } from './manifest';
import { MIGRATION_STEPS } from './migrations';

describe('manifest migrations', () => {
  it('has one step per format before the current one', () => {
    expect(MIGRATION_STEPS).toBe(MANIFEST_FORMAT);
  });

  it('migrates a prototype record without a format number', () => {
    expect(readManifest({ id: 'sol-1', name: '', modified: 5 })).toEqual({
      kind: 'migrated',
      manifest: {
        format: 1,
        id: 'sol-1',
        title: 'Untitled solution',
        createdAt: 5,
        changedAt: 5,
        savedAt: 5,
        problemCount: 0,
        revision: 1,
      },
    });
  });

  it('calls a prototype record without a time unreadable, naming the format', () => {
    expect(readManifest({ id: 'sol-1', name: 'x' })).toEqual({
      kind: 'unreadable',
      reason: 'its modified time is not a number (format 0)',
    });
  });

  it('reads a current record as it is', () => {
    const manifest = {
      format: 1,
      id: 'sol-1',
      title: 'T',
      createdAt: 1,
      changedAt: 2,
      savedAt: 3,
      problemCount: 0,
      revision: 4,
      owner: 'tab-1',
    };
    expect(readManifest(manifest)).toEqual({ kind: 'current', manifest });
  });
});
