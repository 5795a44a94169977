import { describe, expect, test } from 'vitest';
import { estimateTokens, SKILL_BODY_TOKEN_GUIDANCE } from './token-estimate';

describe('estimateTokens', () => {
  test('counts about four characters a token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('a'.repeat(20_000))).toBe(SKILL_BODY_TOKEN_GUIDANCE);
    expect(estimateTokens('a'.repeat(10))).toBe(3);
  });
});
