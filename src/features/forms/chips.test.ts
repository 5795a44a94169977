import { describe, expect, it } from 'vitest';
import { addChips, endsChip, normalizeChip, parseChips } from './chips';

describe('chips', () => {
  it('turn a typed file type into a bare lowercase extension', () => {
    expect(normalizeChip('.PDF', 'extension')).toBe('pdf');
    expect(normalizeChip(' *.Docx ', 'extension')).toBe('docx');
    expect(normalizeChip('csv files', 'extension')).toBe('csv');
    expect(normalizeChip('report.tar.gz', 'extension')).toBe('gz');
    expect(normalizeChip('...', 'extension')).toBe('');
    expect(normalizeChip('Word', 'extension')).toBe('docx');
    expect(normalizeChip('Excel', 'extension')).toBe('xlsx');
    expect(normalizeChip('PDF file', 'extension')).toBe('pdf');
  });

  it('split typed text at commas and drop empty pieces', () => {
    expect(parseChips('.PDF, docx,, .TXT', 'extension')).toEqual(['pdf', 'docx', 'txt']);
    expect(parseChips('  customer   support , ', 'keyword')).toEqual(['customer support']);
  });

  it('ignore duplicates when adding', () => {
    expect(addChips(['pdf'], ['pdf', 'csv', 'csv'])).toEqual(['pdf', 'csv']);
  });

  it('end a chip at a comma', () => {
    expect(endsChip('pdf,')).toBe(true);
    expect(endsChip('pdf')).toBe(false);
  });
});
