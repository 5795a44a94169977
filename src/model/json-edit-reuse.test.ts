import { describe, expect, test } from 'vitest';
import { encodeText, readText, treeFromFiles, type FileTree } from './file-tree';
import { editJson, editJsonValues, JsonEditError, parseJson, type JsonChange } from './json-document';
import { cachedJsonParse, readJsonFile } from './json-file';
import { syncJsonFile } from './json-sync';
import { editJsonFile, editJsonFileValues } from './operation-support';
import { newSolution, setSolutionName, setTitle } from './operations';
import { unwrap } from './test-support';

// Edits that start from a parse the caller already has must give exactly the text a fresh parse
// gives: reusing a parse is only ever a matter of speed.

const texts = [
  '{\n  "title": "Shop",\n  "name": "shop",\n  "n": 1,\n  "list": [1, 2, 3],\n  "o": { "a": true }\n}\n',
  '\uFEFF{\r\n\t"title": "Shop",\r\n\t"name": "shop"\r\n}\r\n',
  '{"title":"Shop","name":"shop","list":[{"a":1},{"b":null}]}',
  '{\n  // a comment\n  "title": "Shop",\n  "name": "shop", \n}\n',
  '{\n  "name": "first",\n  "name": "second",\n  "title": "x"\n}\n',
];

const paths: (readonly (string | number)[])[] = [
  ['title'],
  ['name'],
  ['n'],
  ['list', 1],
  ['list', 0, 'a'],
  ['o', 'a'],
  ['new'],
  ['deep', 'er'],
];

const values: unknown[] = ['Other', 42, null, false, undefined, ['x'], { y: 1 }];

function outcome(run: () => string): string {
  try {
    return run();
  } catch (error) {
    if (error instanceof JsonEditError) return `error: ${error.code}`;
    throw error;
  }
}

describe('editJson with a parse it is given', () => {
  test('gives the same text as parsing afresh, for every kind of edit', () => {
    for (const text of texts) {
      const parsed = parseJson(text);
      for (const path of paths) {
        for (const value of values) {
          for (const insert of [false, true]) {
            const options = { insert };
            expect(outcome(() => editJson(text, path, value, options, parsed))).toBe(
              outcome(() => editJson(text, path, value, options)),
            );
          }
        }
      }
    }
  });

  test('ignores a parse of another text', () => {
    const other = parseJson('{"title": "Elsewhere"}');
    expect(editJson('{"title": "Here"}', ['title'], 'X', {}, other)).toBe('{"title": "X"}');
  });

  test('refuses to edit a text whose parse has syntax errors, as a fresh parse does', () => {
    const text = '{"title": "Shop" "name": 1}';
    expect(() => editJson(text, ['title'], 'X', {}, parseJson(text))).toThrow(JsonEditError);
    const deep = `${'['.repeat(300)}${']'.repeat(300)}`;
    expect(outcome(() => editJson(deep, [0], 1, {}, parseJson(deep)))).toBe('error: unreadable');
  });
});

describe('editJsonValues', () => {
  const sequentially = (text: string, changes: readonly JsonChange[]) =>
    outcome(() => changes.reduce((next, { path, value }) => editJson(next, path, value), text));

  test('gives the text that editing each member in turn gives', () => {
    const cases: JsonChange[][] = [
      [
        { path: ['title'], value: 'New title' },
        { path: ['name'], value: 'new-title' },
      ],
      [
        { path: ['name'], value: 'b' },
        { path: ['title'], value: 'a, b' },
      ],
      [
        { path: ['title'], value: 'X' },
        { path: ['title'], value: 'Y' },
      ],
      [
        { path: ['title'], value: 'X' },
        { path: ['missing'], value: 'Y' },
      ],
      [
        { path: ['title'], value: 'X' },
        { path: ['name'], value: undefined },
      ],
      [
        { path: ['list', 0], value: 7 },
        { path: ['list', 2], value: 'seven' },
        { path: ['n'], value: 2.5 },
      ],
      [
        { path: ['o'], value: { a: false } },
        { path: ['title'], value: 'Z' },
      ],
      [{ path: ['title'], value: 'only one' }],
      [
        { path: ['n'], value: Number.NaN },
        { path: ['title'], value: 'Z' },
      ],
    ];
    for (const text of texts) {
      const parsed = parseJson(text);
      for (const changes of cases) {
        const expected = sequentially(text, changes);
        expect(outcome(() => editJsonValues(text, changes))).toBe(expected);
        expect(outcome(() => editJsonValues(text, changes, parsed))).toBe(expected);
      }
    }
  });

  test('refuses a text with syntax errors', () => {
    const text = '{"title": "Shop",, "name": "shop"}';
    const changes = [
      { path: ['title'], value: 'a' },
      { path: ['name'], value: 'b' },
    ];
    expect(() => editJsonValues(text, changes, parseJson(text))).toThrow(JsonEditError);
    expect(() => editJsonValues(text, changes)).toThrow(JsonEditError);
  });
});

describe('operations reuse the tree’s parse', () => {
  test('editJsonFile and editJsonFileValues write what editJson writes', () => {
    const tree = treeFromFiles([['a.json', texts[0]!]]);
    readJsonFile(tree, 'a.json');
    expect(cachedJsonParse(tree, 'a.json')).toBeDefined();
    const one = unwrap(editJsonFile(tree, 'a.json', ['list', 1], 'two'));
    expect(readText(one, 'a.json')).toBe(editJson(texts[0]!, ['list', 1], 'two'));
    const both = unwrap(
      editJsonFileValues(tree, 'a.json', [
        { path: ['title'], value: 'T' },
        { path: ['name'], value: 't' },
      ]),
    );
    expect(readText(both, 'a.json')).toBe(editJson(editJson(texts[0]!, ['title'], 'T'), ['name'], 't'));
  });

  test('interleaved trees: each edit is parsed from its own tree’s parse, however many edits come between', () => {
    const text = '{\n  "title": "Shop",\n  "examples": [{ "input": "a" }]\n}\n';
    const examples = (tree: FileTree) => (readJsonFile(tree, 'a.json')?.object ?? {}).examples;
    const a = treeFromFiles([['a.json', text]]);
    const b = treeFromFiles([['a.json', text]]);
    const aExamples = examples(a);
    const bExamples = examples(b);
    const editedA = unwrap(editJsonFile(a, 'a.json', ['title'], 'Shop A'));
    let editedB = b;
    for (let i = 0; i < 6; i += 1) {
      editedB = unwrap(editJsonFile(editedB, 'a.json', ['title'], `Shop B${i}`));
      expect(examples(editedB)).toBe(bExamples);
    }
    // Parsed from the parse it was edited from: the untouched list is that parse's very object.
    expect(examples(editedA)).toBe(aExamples);
    expect(aExamples).not.toBe(bExamples);
    expect(readJsonFile(editedA, 'a.json')?.object?.title).toBe('Shop A');
  });

  test('cachedJsonParse never parses', () => {
    const tree = new Map([['b.json', { kind: 'file' as const, bytes: encodeText('{"a": 1}') }]]);
    expect(cachedJsonParse(tree, 'b.json')).toBeUndefined();
    expect(cachedJsonParse(tree, 'missing.json')).toBeUndefined();
  });

  test('setTitle writes the same files as setting the title, then the name that follows it', () => {
    for (const start of [newSolution('Maya’s Shop'), newSolution('Shop', { description: 'x' })]) {
      const title = 'A, new: "title"';
      const after = unwrap(setTitle(start, title));
      const titled = unwrap(editJsonFile(start, 'assistant.json', ['title'], title));
      const expected = unwrap(setSolutionName(titled, 'a-new-title'));
      for (const path of ['plugin.json', 'assistant.json']) {
        expect(readText(after, path)).toBe(readText(expected, path));
      }
    }
  });

  test('a keystroke writes the bytes of its text, though only the edited span is encoded', () => {
    let tree = newSolution('Café “Ünïcödé” 😀', { description: 'Thé, ß and 😀 further down' });
    for (const title of ['Café “Ünïcödé” 😀!', 'Café', 'Tea 😀 ß', '']) {
      tree = unwrap(setTitle(tree, title));
      for (const path of ['plugin.json', 'assistant.json']) {
        const bytes = (tree.get(path) as { bytes: Uint8Array }).bytes;
        expect([...bytes]).toEqual([...new TextEncoder().encode(readText(tree, path))]);
      }
    }
  });

  test('syncJsonFile with the cached parse writes what a fresh sync writes', () => {
    const text = '{\n  "examples": [\n    { "input": "a", "output": "b" },\n    { "input": "c" }\n  ]\n}\n';
    const tree = treeFromFiles([['s.json', text]]);
    const changed = unwrap(syncJsonFile(tree, 's.json', ['examples', 1, 'output'], 'd'));
    expect(readText(changed, 's.json')).toBe(editJson(text, ['examples', 1, 'output'], 'd'));
    const removed = unwrap(syncJsonFile(changed, 's.json', ['examples', 0, 'output'], undefined));
    expect(readText(removed, 's.json')).toBe(
      editJson(readText(changed, 's.json')!, ['examples', 0, 'output'], undefined),
    );
  });
});
