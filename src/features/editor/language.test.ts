import { describe, expect, it } from 'vitest';
import { languageFor, lineSeparatorOf } from './language';

describe('editor language and line breaks', () => {
  it('picks the language from the file name', () => {
    expect(languageFor('skills/a/SKILL.md')).toBe('markdown');
    expect(languageFor('plugin.json')).toBe('json');
    expect(languageFor('x.yml')).toBe('yaml');
    expect(languageFor('bin/server')).toBe('text');
  });

  it('keeps CRLF only when every line break is CRLF, so no byte is rewritten', () => {
    expect(lineSeparatorOf('a\r\nb\r\n')).toBe('\r\n');
    expect(lineSeparatorOf('a\nb\n')).toBe('\n');
    expect(lineSeparatorOf('a\r\nb\nc')).toBe('\n');
    expect(lineSeparatorOf('\nb\r\n')).toBe('\n');
    expect(lineSeparatorOf('one line')).toBe('\n');
  });
});
