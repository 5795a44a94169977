import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { quoted, yamlDocument, type YamlValue } from './yaml-text';

describe('yamlDocument', () => {
  test('every text reads back as the same string, whatever it holds', () => {
    const texts = [
      '',
      'plain',
      'yes',
      '123',
      '- a list?',
      '# not a comment',
      'key: value',
      '"quotes" and \\ backslashes',
      'line one\nline two\r\nthree',
      'tab\tand \u0000 nul, \u0007 bell, \u001b escape, \u007f delete, \u0085 next line',
      '\u2028 line and \u2029 paragraph separators, \u00a0 no-break space, \ufeff mark',
      'emoji 👍 and accents é',
      '{{ template }} and {% tag %}',
      '---',
      '...',
    ];
    for (const text of texts) expect(parse(`value: ${quoted(text)}\n`)).toEqual({ value: text });
  });

  test('a lone surrogate, which is not text, becomes the replacement character', () => {
    expect(parse(`value: ${quoted('a\ud800b')}`)).toEqual({ value: 'a\ufffdb' });
  });

  test('nested mappings and lists, empty ones, numbers and keys that look like other types', () => {
    const value: Record<string, YamlValue> = {
      name: 'x',
      yes: 'a key YAML 1.1 would read as true',
      'two words': 1,
      list: ['a', { type: 'llm-rubric', value: 'v' }, [], {}],
      empty: [],
      none: {},
      flag: false,
    };
    const text = yamlDocument(value, 'a comment\r\nwith a second line');
    expect(text.startsWith('# a comment\n# with a second line\n')).toBe(true);
    expect(parse(text)).toEqual(value);
  });
});
