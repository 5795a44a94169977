import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, test } from 'vitest';
import { encodeText, treeFromFiles, writeText, type FileTree } from './file-tree';
import { editJsonFile } from './operation-support';
import { newSolution, setDescription, setPersona, setSolutionName, setTitle } from './operations';
import { makeSolution } from './make-solution';
import { parseSkill } from './skill-document';
import { changedPaths, jsonAt, textAt, unwrap } from './test-support';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const schema = (file: string) =>
  ajv.compile(JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')));
const validPlugin = schema('plugin.schema.json');
const validSolution = schema('assistant.schema.json');

/** Schema errors of plugin.json and assistant.json, as strings (empty when both are valid). */
function schemaErrors(tree: FileTree): string[] {
  const errors: string[] = [];
  if (!validPlugin(jsonAt(tree, 'plugin.json'))) errors.push(ajv.errorsText(validPlugin.errors));
  if (!validSolution(jsonAt(tree, 'assistant.json'))) {
    errors.push(ajv.errorsText(validSolution.errors));
  }
  return errors;
}

describe('newSolution', () => {
  test('creates a complete, valid solution named from the title', () => {
    const tree = newSolution('Shop Support');
    expect([...tree.keys()].sort()).toEqual([
      'assistant.json',
      'plugin.json',
      'skills/instructions/SKILL.md',
    ]);
    expect(schemaErrors(tree)).toEqual([]);
    expect(jsonAt(tree, 'plugin.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
      name: 'shop-support',
      version: '0.1.0',
      extensions: { 'org.sigrix': { assistant: 'assistant.json' } },
    });
    expect(jsonAt(tree, 'assistant.json')).toEqual({
      format_version: '0.1',
      name: 'shop-support',
      title: 'Shop Support',
      instructions: 'skills/instructions/SKILL.md',
    });
    const skill = parseSkill(textAt(tree, 'skills/instructions/SKILL.md'));
    expect(skill.problems).toEqual([]);
    expect(skill.frontmatter).toEqual({ name: 'instructions', description: expect.any(String) });
    expect((skill.frontmatter as { description: string }).description).toMatch(/Use in every/);
    expect(skill.body).toContain('# Shop Support');
  });

  test('writes JSON two-space indented with a final newline, with no times stamped', () => {
    const tree = newSolution('Shop Support');
    expect(textAt(tree, 'assistant.json')).toBe(
      `${JSON.stringify(jsonAt(tree, 'assistant.json'), null, 2)}\n`,
    );
    for (const entry of tree.values()) expect(entry).not.toHaveProperty('mtime');
  });

  test('accepts a chosen name and description, and an empty title', () => {
    const tree = newSolution('Café', { name: 'cafe-bot', description: 'Helps guests.' });
    expect(jsonAt(tree, 'assistant.json')).toMatchObject({
      name: 'cafe-bot',
      title: 'Café',
      description: 'Helps guests.',
    });
    expect(schemaErrors(newSolution(''))).toEqual([]);
    expect(jsonAt(newSolution('  '), 'assistant.json')).toMatchObject({ name: 'my-assistant' });
  });
});

describe('setTitle', () => {
  test('moves the name along while it is still derived from the title', () => {
    const before = newSolution('Shop Support');
    const after = unwrap(setTitle(before, 'Maya’s Shop'));
    expect(jsonAt(after, 'assistant.json')).toMatchObject({
      title: 'Maya’s Shop',
      name: 'maya-s-shop',
    });
    expect(jsonAt(after, 'plugin.json')).toMatchObject({ name: 'maya-s-shop' });
    expect(after.get('skills/instructions/SKILL.md')).toBe(before.get('skills/instructions/SKILL.md'));
  });

  test('keeps a name the person chose', () => {
    const chosen = unwrap(setSolutionName(newSolution('Shop Support'), 'maya'));
    const after = unwrap(setTitle(chosen, 'Other'));
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ title: 'Other', name: 'maya' });
    expect(after.get('plugin.json')).toBe(chosen.get('plugin.json'));
  });

  test('leaves a plugin.json too large to rewrite per keystroke alone, and both names with it', () => {
    // #19 item 14: a 52 MB plugin.json was re-encoded on every letter of the title.
    const big = unwrap(
      editJsonFile(newSolution('Shop Support'), 'plugin.json', ['x-data'], 'x'.repeat(9 << 20)),
    );
    const after = unwrap(setTitle(big, 'Maya’s Shop'));
    expect(after.get('plugin.json')).toBe(big.get('plugin.json'));
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ title: 'Maya’s Shop', name: 'shop-support' });
  });

  test('edits surgically: other members, CRLF and key order survive', () => {
    const tree = treeFromFiles([
      [
        'plugin.json',
        '{\r\n  "name": "custom",\r\n  "$schema": "x",\r\n  "extensions": {"org.sigrix": {"assistant": "a.json"}}\r\n}\r\n',
      ],
      ['a.json', '{\r\n  "title": "Old",\r\n  "name": "custom",\r\n  "x-unknown": 1.0\r\n}\r\n'],
    ]);
    const after = unwrap(setTitle(tree, 'New'));
    expect(textAt(after, 'a.json')).toBe(
      '{\r\n  "title": "New",\r\n  "name": "custom",\r\n  "x-unknown": 1.0\r\n}\r\n',
    );
    expect(after.get('plugin.json')).toBe(tree.get('plugin.json'));
  });

  test('says why when the tree is not a solution or the document is broken', () => {
    const plain = treeFromFiles([['plugin.json', '{"name": "x"}']]);
    expect(setTitle(plain, 'T')).toMatchObject({ ok: false, error: { code: 'not-a-solution' } });
    const broken = writeText(newSolution('A'), 'assistant.json', '{"title": ');
    expect(setTitle(broken, 'T')).toMatchObject({ ok: false, error: { code: 'file-unreadable' } });
    const array = writeText(newSolution('A'), 'assistant.json', '[]');
    expect(setTitle(array, 'T')).toMatchObject({ ok: false, error: { code: 'file-unreadable' } });
  });
});

describe('setDescription', () => {
  test('writes plugin.json’s description with the solution’s while the two say the same', () => {
    const after = unwrap(setDescription(newSolution('Shop Support'), 'Answers customers.'));
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ description: 'Answers customers.' });
    expect(jsonAt(after, 'plugin.json')).toMatchObject({ description: 'Answers customers.' });
    const emptied = unwrap(setDescription(after, ''));
    expect(jsonAt(emptied, 'assistant.json')).not.toHaveProperty('description');
    expect(jsonAt(emptied, 'plugin.json')).not.toHaveProperty('description');
  });

  test('changes the description a plugin made a solution keeps in both files', () => {
    // #31 item 2: the new text went into assistant.json only; apps kept listing the old one.
    const plain = treeFromFiles([['plugin.json', '{\n  "name": "riverside",\n  "description": "Old."\n}\n']]);
    const made = unwrap(makeSolution(plain));
    const after = unwrap(setDescription(made, 'Books a berth.'));
    expect(jsonAt(after, 'plugin.json')).toMatchObject({ description: 'Books a berth.' });
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ description: 'Books a berth.' });
  });

  test('leaves a description plugin.json has of its own alone', () => {
    const own = unwrap(
      editJsonFile(newSolution('Shop Support'), 'plugin.json', ['description'], 'For apps.'),
    );
    const after = unwrap(setDescription(own, 'Answers customers.'));
    expect(after.get('plugin.json')).toBe(own.get('plugin.json'));
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ description: 'Answers customers.' });
  });
});

describe('setSolutionName', () => {
  test('sets the name in plugin.json and assistant.json together', () => {
    const before = newSolution('Shop Support');
    const after = unwrap(setSolutionName(before, 'maya-shop'));
    expect(jsonAt(after, 'plugin.json')).toMatchObject({ name: 'maya-shop' });
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ name: 'maya-shop' });
    expect(changedPaths(before, after)).toEqual(['assistant.json', 'plugin.json']);
  });

  test('in a plain plugin it sets only the manifest', () => {
    const plain = treeFromFiles([['plugin.json', '{"name": "x", "big": 12345678901234567890}']]);
    const after = unwrap(setSolutionName(plain, 'y'));
    expect(textAt(after, 'plugin.json')).toBe('{"name": "y", "big": 12345678901234567890}');
  });

  test('refuses without plugin.json and when plugin.json is not text', () => {
    expect(setSolutionName(treeFromFiles([]), 'x')).toMatchObject({
      ok: false,
      error: { code: 'file-missing' },
    });
    const binary = treeFromFiles([['plugin.json', new Uint8Array([0xff, 0xfe, 0x00])]]);
    expect(setSolutionName(binary, 'x').ok).toBe(false);
  });
});

describe('setPersona', () => {
  test('turning it on creates persona.md with a starting text and names it', () => {
    const before = newSolution('Shop Support');
    const after = unwrap(setPersona(before, true));
    expect(textAt(after, 'persona.md')).toContain('Shop Support');
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ persona: 'persona.md' });
    expect(schemaErrors(after)).toEqual([]);
    expect(changedPaths(before, after)).toEqual(['assistant.json', 'persona.md']);
  });

  test('keeps an existing persona file unless a text is given', () => {
    const on = unwrap(setPersona(newSolution('A'), true, 'Be brief.'));
    expect(textAt(on, 'persona.md')).toBe('Be brief.');
    const again = unwrap(setPersona(on, true));
    expect(again).toBe(on);
  });

  test('turning it off removes the file and the member', () => {
    const on = unwrap(setPersona(newSolution('A'), true));
    const off = unwrap(setPersona(on, false));
    expect(off.has('persona.md')).toBe(false);
    expect(jsonAt(off, 'assistant.json')).not.toHaveProperty('persona');
    expect(textAt(off, 'assistant.json')).toBe(textAt(newSolution('A'), 'assistant.json'));
  });

  test('never removes a file outside the plugin or the documents themselves', () => {
    const tree = writeText(newSolution('A'), 'assistant.json', '{"persona": "../x.md", "name": "a"}');
    const off = unwrap(setPersona(tree, false));
    expect(jsonAt(off, 'assistant.json')).toEqual({ name: 'a' });
    const self = writeText(newSolution('A'), 'assistant.json', '{"persona": "assistant.json"}');
    expect(unwrap(setPersona(self, false)).has('assistant.json')).toBe(true);
  });

  test('an existing file keeps its bytes and mode when it is named', () => {
    const base = newSolution('A');
    const withFile = new Map(base);
    withFile.set('voice.md', { kind: 'file', bytes: encodeText('Hi'), mode: 0o600, mtime: 5 });
    const named = writeText(withFile, 'assistant.json', '{"persona": "voice.md"}');
    const on = unwrap(setPersona(named, true));
    expect(on.get('voice.md')).toBe(withFile.get('voice.md'));
  });
});
