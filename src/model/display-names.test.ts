import { describe, expect, test } from 'vitest';
import { sentenceTitle, toolTitle } from './display-names';

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

describe('toolTitle', () => {
  test('uses the title a service gives, else a sentence from the name', () => {
    expect(toolTitle('lookup_order', 'Look up an order')).toBe('Look up an order');
    expect(toolTitle('lookup_order')).toBe('Lookup order');
    expect(toolTitle('start-return', '  ')).toBe('Start return');
    expect(toolTitle('start-return', 7)).toBe('Start return');
  });
});
