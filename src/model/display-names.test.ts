import { describe, expect, test } from 'vitest';
import { sentenceTitle } from './display-names';

describe('sentenceTitle', () => {
  test('turns a skill or server name into a sentence-case title', () => {
    expect(sentenceTitle('order-lookup')).toBe('Order lookup');
    expect(sentenceTitle('lookup_order')).toBe('Lookup order');
    expect(sentenceTitle('orders')).toBe('Orders');
    expect(sentenceTitle('v2.api--beta')).toBe('V2 api beta');
  });

  test('keeps the case of the rest, so names with capitals survive', () => {
    expect(sentenceTitle('GitHub-issues')).toBe('GitHub issues');
    expect(sentenceTitle('pdfTools')).toBe('PdfTools');
  });

  test('returns the name itself when nothing but separators is left', () => {
    expect(sentenceTitle('')).toBe('');
    expect(sentenceTitle('--')).toBe('--');
  });
});
