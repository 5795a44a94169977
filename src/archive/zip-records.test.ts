import { describe, expect, it } from 'vitest';
import {
  CENTRAL_RECORD,
  END_RECORD,
  LOCAL_RECORD,
  RECORD_BYTES,
  readFields,
  writeFields,
} from './zip-records';

// The offsets as APPNOTE.TXT 6.3.10 gives them (4.3.7, 4.3.12, 4.3.16), written out by hand.
describe('the zip records', () => {
  it('place each field where the format says', () => {
    expect(LOCAL_RECORD.crc).toEqual([14, 4]);
    expect(LOCAL_RECORD.nameLength).toEqual([26, 2]);
    expect(LOCAL_RECORD.extraLength).toEqual([28, 2]);
    expect(CENTRAL_RECORD.madeBy).toEqual([4, 2]);
    expect(CENTRAL_RECORD.packedSize).toEqual([20, 4]);
    expect(CENTRAL_RECORD.commentLength).toEqual([32, 2]);
    expect(CENTRAL_RECORD.externalAttributes).toEqual([38, 4]);
    expect(CENTRAL_RECORD.localOffset).toEqual([42, 4]);
    expect(END_RECORD.entries).toEqual([10, 2]);
    expect(END_RECORD.directoryOffset).toEqual([16, 4]);
    expect(END_RECORD.commentLength).toEqual([20, 2]);
  });

  it('end where their fixed part ends', () => {
    for (const [name, layout] of [
      ['local', LOCAL_RECORD],
      ['central', CENTRAL_RECORD],
      ['end', END_RECORD],
    ] as const) {
      const ends = Object.values(layout).map(([at, bytes]) => at + bytes);
      expect(Math.max(...ends)).toBe(RECORD_BYTES[name]);
    }
  });

  it('read back what was written, little-endian, and leave the fields not given alone', () => {
    const view = new DataView(new ArrayBuffer(RECORD_BYTES.end));
    writeFields(view, 0, END_RECORD, { signature: 0x06054b50, entries: 0x0102, directorySize: 0x01020304 });
    expect([...new Uint8Array(view.buffer, 10, 6)]).toEqual([0x02, 0x01, 0x04, 0x03, 0x02, 0x01]);
    expect(readFields(view, 0, END_RECORD)).toEqual({
      signature: 0x06054b50,
      disk: 0,
      directoryDisk: 0,
      entriesOnDisk: 0,
      entries: 0x0102,
      directorySize: 0x01020304,
      directoryOffset: 0,
      commentLength: 0,
    });
  });
});
