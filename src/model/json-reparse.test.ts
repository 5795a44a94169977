import type { Node } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { editJson, editJsonValues, hasPointer, keyRangeOf, parseJson, rangeOf } from './json-document';
import { parseTreeOf, stringEditsFrom } from './json-parse-tree';
import { reparseAfterStringEdits } from './json-reparse';

// A text made by replacing string values of a parsed text is parsed from that parse
// (json-reparse.ts). Whatever the edit, the result must be exactly what a fresh parse gives.

const fresh = (text: string) => parseJson(text);

function shape(node: Node | undefined): unknown {
  if (!node) return undefined;
  return {
    type: node.type,
    offset: node.offset,
    length: node.length,
    colonOffset: node.colonOffset,
    value: node.value,
    children: node.children?.map(shape),
  };
}

function pointers(value: unknown, base = ''): string[] {
  if (Array.isArray(value)) return [base, ...value.flatMap((item, i) => pointers(item, `${base}/${i}`))];
  if (typeof value === 'object' && value !== null)
    return [
      base,
      ...Object.entries(value).flatMap(([key, item]) =>
        pointers(item, `${base}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
      ),
    ];
  return [base];
}

/**
 * Checks the parse derived from `from` for `text` (`derivable`: there must be one), or a fresh
 * one when the edit noted none.
 */
function expectSameParse(text: string, from: object, derivable = false): void {
  const made = stringEditsFrom(from, text);
  const reparsed = made && reparseAfterStringEdits(made);
  if (derivable) expect(reparsed).toBeDefined();
  const derived = reparsed ?? parseJson(text);
  const expected = fresh(text);
  expect(derived.text).toBe(text);
  expect(derived.value).toEqual(expected.value);
  expect(JSON.stringify(derived.value)).toBe(JSON.stringify(expected.value));
  expect(derived.problems).toEqual(expected.problems);
  expect(derived.bom).toBe(expected.bom);
  expect(derived.eol).toBe(expected.eol);
  expect(shape(parseTreeOf(derived)?.root)).toEqual(shape(parseTreeOf(expected)?.root));
  expect(parseTreeOf(derived)?.lineStarts).toEqual(parseTreeOf(expected)?.lineStarts);
  expect(parseTreeOf(derived)?.editable).toBe(parseTreeOf(expected)?.editable);
  for (const pointer of pointers(expected.value)) {
    expect(rangeOf(derived, pointer)).toEqual(rangeOf(expected, pointer));
    expect(keyRangeOf(derived, pointer)).toEqual(keyRangeOf(expected, pointer));
    expect(hasPointer(derived, pointer)).toBe(true);
  }
}

const documents = [
  '{\n  "title": "Shop",\n  "name": "shop",\n  "examples": [\n    { "input": "a", "output": "b" },\n    { "input": "c" }\n  ],\n  "n": 1\n}\n',
  '\uFEFF{\r\n\t"title": "Shop",\r\n\t"list": ["x", "y", "z"],\r\n\t"name": "shop"\r\n}\r\n',
  '{"title":"Shop","__proto__":"p","deep":{"a":[{"b":"c"}]},"name":"shop"}',
];

const texts = [
  '',
  'é',
  'a "quoted" word',
  'back\\slash',
  'line\nbreak',
  'tab\there',
  '\u2028',
  '😀',
  '\ud800',
];

describe('parsing after string edits', () => {
  test('gives what a fresh parse gives, edit after edit', () => {
    for (const document of documents) {
      let text = document;
      let parsed = parseJson(text);
      const paths = pointers(parsed.value)
        .filter((pointer) => typeof rangeOf(parsed, pointer) === 'object')
        .map((pointer) => pointer.split('/').slice(1));
      let step = 0;
      for (const value of texts) {
        for (const segments of paths) {
          const path = segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
          let current: unknown = parsed.value;
          for (const segment of path) current = (current as Record<string | number, unknown>)[segment];
          if (typeof current !== 'string') continue;
          step += 1;
          text = editJson(text, path, `${value}${step}`, {}, parsed);
          expect(stringEditsFrom(parsed, text)?.from).toBe(parsed);
          expectSameParse(text, parsed, true);
          parsed = parseJson(text);
        }
      }
    }
  });

  test('covers two strings changed in one write (a title and the name that follows it)', () => {
    const text = documents[0]!;
    const parsed = parseJson(text);
    const next = editJsonValues(
      text,
      [
        { path: ['title'], value: 'Shop, the best' },
        { path: ['name'], value: 'shop-the-best' },
      ],
      parsed,
    );
    expect(stringEditsFrom(parsed, next)?.edits).toHaveLength(2);
    expectSameParse(next, parsed, true);
  });

  test('is not used when the edit is anything but a string for a string', () => {
    const text = documents[0]!;
    for (const [path, value] of [
      [['n'], 'now text'],
      [['title'], 5],
      [['examples', 1, 'output'], 'added'],
      [['examples', 0, 'output'], undefined],
    ] as const) {
      const parsed = parseJson(text);
      const next = editJson(text, path, value, {}, parsed);
      expect(stringEditsFrom(parsed, next)).toBeUndefined();
      expectSameParse(next, parsed);
    }
  });

  test('a parse with problems is never the start of another', () => {
    const text = '{\n  "title": "Shop",\n  "title": "Again",\n  // note\n  "name": "shop",\n}\n';
    const parsed = parseJson(text);
    expect(parsed.problems.length).toBeGreaterThan(0);
    expectSameParse(editJson(text, ['name'], 'other', {}, parsed), parsed);
  });
});

describe('the parse an edit was made from', () => {
  const text = documents[0]!;

  test('still answers for its own text once its tree went on to the edit', () => {
    const parsed = parseJson(text);
    const next = editJson(text, ['title'], 'Shop, the best', {}, parsed);
    expectSameParse(next, parsed, true);
    const expected = fresh(text);
    expect(shape(parseTreeOf(parsed)?.root)).toEqual(shape(parseTreeOf(expected)?.root));
    expect(parseTreeOf(parsed)?.lineStarts).toEqual(parseTreeOf(expected)?.lineStarts);
    for (const pointer of pointers(expected.value)) {
      expect(rangeOf(parsed, pointer)).toEqual(rangeOf(expected, pointer));
    }
    // Typing on from it again (after an undo): edits start from its own tree again.
    expectSameParse(editJson(text, ['name'], 'other', {}, parsed), parsed, true);
  });

  test('made into the same text twice gives a fresh parse’s result both times', () => {
    const parsed = parseJson(text);
    const next = editJson(text, ['examples', 0, 'output'], 'again', {}, parsed);
    const made = stringEditsFrom(parsed, next)!;
    const first = reparseAfterStringEdits(made)!;
    const second = reparseAfterStringEdits(made) ?? parseJson(next);
    for (const derived of [first, second]) {
      expect(shape(parseTreeOf(derived)?.root)).toEqual(shape(parseTreeOf(fresh(next))?.root));
      expect(derived.value).toEqual(fresh(next).value);
    }
  });

  test('an edit after it follows the layout of the new text, not the old one', () => {
    const compact = '{"title":"Shop","list":[1,2]}';
    const parsed = parseJson(compact);
    const next = editJson(compact, ['title'], 'Shop, the best', {}, parsed);
    const derived = reparseAfterStringEdits(stringEditsFrom(parsed, next)!)!;
    expect(editJson(next, ['list', -1], 3, {}, derived)).toBe(editJson(next, ['list', -1], 3));
  });
});
