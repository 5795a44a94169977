import { describe, expect, it } from 'vitest';
import { dosTimeToMs, toZipTime, ZIP_EPOCH_MS } from './zip-time';

describe('toZipTime', () => {
  it('rounds down to an even second', () => {
    expect(toZipTime(Date.UTC(2024, 0, 1, 0, 0, 3, 999))).toBe(Date.UTC(2024, 0, 1, 0, 0, 2));
    expect(toZipTime(Date.UTC(2024, 0, 1, 0, 0, 2))).toBe(Date.UTC(2024, 0, 1, 0, 0, 2));
  });

  it('gives a missing or impossible time the fixed 1980 epoch, never the clock', () => {
    expect(toZipTime(undefined)).toBe(ZIP_EPOCH_MS);
    expect(toZipTime(Number.NaN)).toBe(ZIP_EPOCH_MS);
    expect(new Date(ZIP_EPOCH_MS).toISOString()).toBe('1980-01-01T00:00:00.000Z');
  });

  it('clamps times a zip cannot hold to 1980–2107', () => {
    expect(toZipTime(0)).toBe(ZIP_EPOCH_MS);
    expect(new Date(toZipTime(Date.UTC(2200, 0, 1))).toISOString()).toBe('2107-12-31T23:59:58.000Z');
  });

  it('is idempotent, so export → import → export never drifts', () => {
    const once = toZipTime(1_717_171_717_171);
    expect(toZipTime(once)).toBe(once);
  });
});

describe('dosTimeToMs', () => {
  it('reads the DOS fields as UTC', () => {
    const date = (2024 - 1980) * 512 + 7 * 32 + 15;
    const time = 13 * 2048 + 45 * 32 + 29;
    expect(dosTimeToMs(date, time)).toBe(Date.UTC(2024, 6, 15, 13, 45, 58));
  });
});
