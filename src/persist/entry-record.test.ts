import { describe, expect, it } from 'vitest';
import { entryToRecord, recordToEntry } from './entry-record';
import { asSolutionId } from './ids';

const id = asSolutionId('sol-1');

describe('entry records', () => {
  it('leaves out a mode or time that the entry does not have', () => {
    expect(entryToRecord(id, 'a', { kind: 'folder' })).toStrictEqual({
      solutionId: id,
      path: 'a',
      kind: 'folder',
    });
  });

  it('refuses a stored path that is not a safe plugin path', () => {
    expect(recordToEntry('../etc/passwd', { kind: 'file', bytes: new Uint8Array() })).toEqual({
      ok: false,
      reason: 'its path is not a safe plugin path (dot-segment)',
    });
  });

  it('refuses permission bits that are not a small whole number', () => {
    expect(recordToEntry('a', { kind: 'folder', mode: 0o17777 })).toMatchObject({ ok: false });
  });
});
