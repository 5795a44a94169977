import { describe, expect, test } from 'vitest';
import {
  editJson,
  formatJson,
  hasPointer,
  JsonEditError,
  keyRangeOf,
  parseJson,
  parsePointer,
  rangeOf,
  toPointer,
} from './json-document';

const kinds = (text: string) => parseJson(text).problems.map((p) => p.kind);

describe('parseJson', () => {
  test('reads a clean file with no problems', () => {
    const parsed = parseJson('{\n  "name": "shop",\n  "n": 1\n}\n');
    expect(parsed.value).toEqual({ name: 'shop', n: 1 });
    expect(parsed.problems).toEqual([]);
    expect(parsed.bom).toBe(false);
    expect(parsed.eol).toBe('\n');
  });

  test('never throws on garbage and says the text is not JSON at all', () => {
    for (const text of ['', '   ', 'hello', '\u0000\u0001\uFFFD', '}{', '"unterminated', '[[[[']) {
      const parsed = parseJson(text);
      expect(parsed.problems.length).toBeGreaterThan(0);
      expect(parsed.problems.every((p) => p.message.length > 0)).toBe(true);
    }
    expect(parseJson('').value).toBeUndefined();
    expect(parseJson('hello').value).toBeUndefined();
    expect(parseJson('').problems[0]?.message).toBe('The file is empty.');
  });

  // #19 item 10: a NUL inside quotes was called "a tab or line break".
  test('names the control character found inside quotes', () => {
    const messages = (text: string) => parseJson(text).problems.map((p) => p.message);
    expect(messages('{"a": "x\u0000y"}')).toEqual([
      'Text in quotes holds an invisible control character (U+0000); remove it, or write it as \\u0000.',
    ]);
    expect(messages('{"a": "x\u001by"}')[0]).toContain('(U+001B)');
    expect(messages('{"a": "x\ty"}')).toEqual(['Text in quotes cannot contain a tab; write \\t instead.']);
  });

  test('reads null, arrays and scalars as they are', () => {
    expect(parseJson('null').value).toBeNull();
    expect(parseJson('[1, "a"]').value).toEqual([1, 'a']);
    expect(parseJson('"text"').value).toBe('text');
  });

  test('refuses hostile nesting without overflowing the stack', () => {
    const parsed = parseJson('['.repeat(100_000) + ']'.repeat(100_000));
    expect(parsed.value).toBeUndefined();
    expect(parsed.problems.map((p) => p.kind)).toContain('too-deep');
  });

  test('caps the number of problems a broken file reports', () => {
    expect(parseJson('{' + '@'.repeat(10_000)).problems.length).toBeLessThanOrEqual(50);
  });

  test('keeps __proto__ and constructor as ordinary own members', () => {
    const parsed = parseJson('{"__proto__": {"polluted": true}, "constructor": 1}');
    const value = parsed.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('reports a duplicated key and keeps the last value, like JSON.parse', () => {
    const parsed = parseJson('{\n  "a": 1,\n  "a": 2\n}');
    expect(parsed.value).toEqual({ a: 2 });
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        kind: 'duplicate-key',
        pointer: '/a',
        range: { startLine: 3, startColumn: 3, endLine: 3, endColumn: 5 },
      }),
    ]);
  });

  test('reports big integers and overflowing numbers, not 1.0', () => {
    expect(kinds('{"a": 12345678901234567890}')).toEqual(['unsafe-number']);
    expect(kinds('{"a": 1e400}')).toEqual(['unsafe-number']);
    expect(kinds('{"a": 9007199254740991, "b": 1.0, "c": 1e3, "d": -0.5}')).toEqual([]);
    expect(parseJson('[1, 12345678901234567890]').problems[0]?.pointer).toBe('/1');
  });

  test('reports comments and trailing commas that real JSON refuses, but still reads the value', () => {
    const parsed = parseJson('{\n  // note\n  "a": [1, 2,],\n  /* b */ "b": 2,\n}');
    expect(parsed.value).toEqual({ a: [1, 2], b: 2 });
    expect(parsed.problems.map((p) => p.kind).sort()).toEqual([
      'comment',
      'comment',
      'trailing-comma',
      'trailing-comma',
    ]);
  });

  test('notes a BOM and CRLF and counts ranges without the BOM', () => {
    const parsed = parseJson('\uFEFF{\r\n  "a": 1,\r\n  "a": 2\r\n}\r\n');
    expect(parsed.bom).toBe(true);
    expect(parsed.eol).toBe('\r\n');
    expect(parsed.value).toEqual({ a: 2 });
    expect(parsed.problems[0]?.range.startLine).toBe(3);
    expect(rangeOf(parsed, '')?.startColumn).toBe(1);
  });

  test('reports syntax mistakes with the line they are on', () => {
    const parsed = parseJson('{\n  "a": 1\n  "b": 2\n}');
    expect(parsed.problems[0]).toEqual(
      expect.objectContaining({ kind: 'syntax', range: expect.objectContaining({ startLine: 3 }) }),
    );
  });
});

describe('rangeOf', () => {
  const parsed = parseJson(
    '{\n  "a/b": {"x~y": [10, 20]},\n  "list": [\n    "one"\n  ],\n  "d": 1,\n  "d": 2\n}',
  );

  test('finds a value by JSON Pointer with ~0 and ~1 escapes', () => {
    expect(rangeOf(parsed, '/a~1b/x~0y/1')).toEqual({
      startLine: 2,
      startColumn: 23,
      endLine: 2,
      endColumn: 24,
    });
    expect(rangeOf(parsed, '/list')).toEqual({
      startLine: 3,
      startColumn: 11,
      endLine: 5,
      endColumn: 3,
    });
  });

  test('falls back to the nearest existing parent when a member is missing', () => {
    // Written out, not compared with another call: a rangeOf that always returned undefined
    // would pass that comparison.
    expect(rangeOf(parsed, '/list/7')).toEqual({ startLine: 3, startColumn: 11, endLine: 5, endColumn: 3 });
    expect(rangeOf(parsed, '/a~1b/missing/deeper')).toEqual({
      startLine: 2,
      startColumn: 10,
      endLine: 2,
      endColumn: 26,
    });
    expect(hasPointer(parsed, '/list/7')).toBe(false);
    expect(hasPointer(parsed, '/list/0')).toBe(true);
  });

  test('points at the last of duplicated keys, the one readers keep', () => {
    expect(rangeOf(parsed, '/d')?.startLine).toBe(7);
    expect(keyRangeOf(parsed, '/d')).toEqual({
      startLine: 7,
      startColumn: 3,
      endLine: 7,
      endColumn: 5,
    });
  });

  test('gives nothing for a malformed pointer or a file with no value', () => {
    expect(rangeOf(parsed, 'list')).toBeUndefined();
    expect(rangeOf(parseJson(''), '/a')).toBeUndefined();
    expect(rangeOf(parsed, '/list/01')).toEqual(rangeOf(parsed, '/list'));
  });

  test('round-trips pointers', () => {
    expect(toPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(parsePointer('')).toEqual([]);
  });
});

describe('editJson', () => {
  const crlf =
    '\uFEFF{\r\n    "name": "x",\r\n    "version": 1.0,\r\n    "id": 12345678901234567890,\r\n    "zz": {"keep": true},\r\n    "keywords": ["a", "b"]\r\n}\r\n';

  test('changes only the edited member and keeps BOM, CRLF, key order and number text', () => {
    const edited = editJson(crlf, ['name'], 'shop');
    expect(edited).toBe(crlf.replace('"x"', '"shop"'));
  });

  test('adds a member in the file’s own indentation and line ending', () => {
    const edited = editJson(crlf, ['description'], 'Hi');
    expect(edited).toBe(crlf.replace('["a", "b"]\r\n}', '["a", "b"],\r\n    "description": "Hi"\r\n}'));
  });

  test('creates missing parents, indented like the rest of the file', () => {
    const text = '{\n\t"name": "x"\n}\n';
    expect(editJson(text, ['extensions', 'org.sigrix', 'assistant'], 'assistant.json')).toBe(
      '{\n\t"name": "x",\n\t"extensions": {\n\t\t"org.sigrix": {\n\t\t\t"assistant": "assistant.json"\n\t\t}\n\t}\n}\n',
    );
  });

  test('adds into an empty object by opening it onto lines', () => {
    expect(editJson('{\n  "tools": {}\n}\n', ['tools', 'db'], { tools: [] })).toBe(
      '{\n  "tools": {\n    "db": {\n      "tools": []\n    }\n  }\n}\n',
    );
  });

  test('removes a member with its separator, first, middle or last', () => {
    const text = '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n';
    expect(editJson(text, ['a'], undefined)).toBe('{\n  "b": 2,\n  "c": 3\n}\n');
    expect(editJson(text, ['b'], undefined)).toBe('{\n  "a": 1,\n  "c": 3\n}\n');
    expect(editJson(text, ['c'], undefined)).toBe('{\n  "a": 1,\n  "b": 2\n}\n');
    expect(editJson('{\n  "a": 1\n}\n', ['a'], undefined)).toBe('{}\n');
  });

  test('removing a member that is not there changes nothing', () => {
    expect(editJson(crlf, ['nope'], undefined)).toBe(crlf);
    expect(editJson(crlf, ['nope', 'deeper'], undefined)).toBe(crlf);
  });

  test('replaces a whole array, keeping a one-line array on one line', () => {
    expect(editJson(crlf, ['keywords'], ['c'])).toBe(crlf.replace('["a", "b"]', '["c"]'));
    expect(editJson('{\n  "s": []\n}', ['s'], [{ name: 'a' }])).toBe(
      '{\n  "s": [\n    {\n      "name": "a"\n    }\n  ]\n}',
    );
  });

  test('inserts, appends and removes array elements', () => {
    const text = '{\n  "s": [\n    "a",\n    "b"\n  ]\n}';
    expect(editJson(text, ['s', -1], 'c')).toBe('{\n  "s": [\n    "a",\n    "b",\n    "c"\n  ]\n}');
    expect(editJson(text, ['s', 2], 'c')).toBe(editJson(text, ['s', -1], 'c'));
    expect(editJson(text, ['s', 0], 'z', { insert: true })).toBe(
      '{\n  "s": [\n    "z",\n    "a",\n    "b"\n  ]\n}',
    );
    expect(editJson(text, ['s', 1], 'z')).toBe('{\n  "s": [\n    "a",\n    "z"\n  ]\n}');
    expect(editJson(text, ['s', 0], undefined)).toBe('{\n  "s": [\n    "b"\n  ]\n}');
    expect(editJson('{"s": [1, 2]}', ['s', 1], 3, { insert: true })).toBe('{"s": [1, 3, 2]}');
  });

  test('keeps a one-line file on one line', () => {
    expect(editJson('{"a":1}', ['b'], { c: 2 })).toBe('{"a":1,"b":{"c":2}}');
    expect(editJson('{"a": 1, "b": 2}', ['a'], undefined)).toBe('{"b": 2}');
  });

  test('keeps a trailing comma style and comments elsewhere', () => {
    expect(editJson('{\n  "a": 1,\n}\n', ['b'], 2)).toBe('{\n  "a": 1,\n  "b": 2,\n}\n');
    expect(editJson('{\n  // why\n  "a": 1\n}\n', ['a'], 2)).toBe('{\n  // why\n  "a": 2\n}\n');
  });

  test('edits the last of duplicated keys', () => {
    expect(editJson('{"a": 1, "a": 2}', ['a'], 3)).toBe('{"a": 1, "a": 3}');
  });

  test('treats __proto__ as an ordinary key', () => {
    const edited = editJson('{\n  "a": 1\n}', ['__proto__', 'x'], 1);
    expect(edited).toBe('{\n  "a": 1,\n  "__proto__": {\n    "x": 1\n  }\n}');
    expect(Object.keys(parseJson(edited).value as object)).toEqual(['a', '__proto__']);
  });

  test('fills an empty file with a new document', () => {
    expect(editJson('', ['a'], 1)).toBe('{\n  "a": 1\n}\n');
  });

  test('refuses, with a code, edits it cannot make safely', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error instanceof JsonEditError ? error.code : 'other';
      }
      return 'none';
    };
    expect(code(() => editJson('{"a": ', ['a'], 1))).toBe('unreadable');
    expect(code(() => editJson('{"a": "text"}', ['a', 'b'], 1))).toBe('wrong-type');
    expect(code(() => editJson('[1]', ['a'], 1))).toBe('wrong-type');
    expect(code(() => editJson('{"s": [1]}', ['s', 5], 1))).toBe('out-of-range');
    expect(code(() => editJson('{"s": [1]}', ['s', 3], undefined))).toBe('out-of-range');
    expect(code(() => editJson('{}', [], undefined))).toBe('root');
  });
});

describe('formatJson', () => {
  test('writes two-space JSON with a final newline', () => {
    expect(formatJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
