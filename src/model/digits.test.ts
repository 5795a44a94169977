import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits';

describe('groupDigits', () => {
  it('writes a count as English does, and as Intl would', () => {
    for (const value of [0, 7, 42, 999, 1000, 5000, 12345, 123456, 1234567, 200000000, -1234, 1e15])
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  });

  it('rounds a fraction to the nearest whole number', () => {
    expect(groupDigits(1234.6)).toBe('1,235');
  });
});
