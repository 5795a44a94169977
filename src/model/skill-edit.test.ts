import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseSkill, rangeOfKey, setSkillField } from './skill-document';
import { CORPUS_DIR } from './test-support';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/skills/${name}.SKILL.md`, import.meta.url), 'utf8');

/** The lines of `before` that are not in `after` and the other way round, in order. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

// A frontmatter written the way people write them by hand: four-space indentation, a flow list,
// quotes, comments and a block description.
const handWritten = [
  '---',
  'name: release-notes',
  '# What the assistant reads first',
  'description: >-',
  '    Writes release notes from the merged changes.',
  "    Use it when someone asks what's new.",
  'license: "Apache-2.0"',
  'allowed-tools: [Read, Glob]',
  'metadata:',
  '    author: Dana   # the maintainer',
  '    version: "2.1"',
  '    tags: [notes, release]',
  '---',
  '',
  '# Release notes',
  '',
].join('\n');

describe('setSkillField changes only the edited member', () => {
  test('a description edit leaves the flow list, quotes, comments and indentation alone', () => {
    const edited = setSkillField(handWritten, 'description', 'Writes release notes.');
    expect(changedLines(handWritten, edited)).toEqual({
      removed: [
        '    Writes release notes from the merged changes.',
        "    Use it when someone asks what's new.",
      ],
      added: ['    Writes release notes.'],
    });
  });

  test('a plain one-line value is replaced on its line only', () => {
    const edited = setSkillField(handWritten, 'name', 'notes');
    expect(changedLines(handWritten, edited)).toEqual({
      removed: ['name: release-notes'],
      added: ['name: notes'],
    });
  });

  test('a quoted value stays quoted; a flow list stays a flow list without padding', () => {
    const licence = setSkillField(handWritten, 'license', 'MIT');
    expect(changedLines(handWritten, licence).added).toEqual(['license: "MIT"']);
    const tools = setSkillField(handWritten, 'allowed-tools', ['Read', 'Glob', 'Grep']);
    expect(changedLines(handWritten, tools).added).toEqual(['allowed-tools: [Read, Glob, Grep]']);
  });

  test('one extra detail changed, added or removed leaves the others and their comments', () => {
    const metadata = { author: 'Dana', version: '2.2', tags: ['notes', 'release'] };
    const changed = setSkillField(handWritten, 'metadata', metadata);
    expect(changedLines(handWritten, changed)).toEqual({
      removed: ['    version: "2.1"'],
      added: ['    version: "2.2"'],
    });
    const added = setSkillField(handWritten, 'metadata', { ...metadata, version: '2.1', owner: 'docs team' });
    expect(changedLines(handWritten, added)).toEqual({ removed: [], added: ['    owner: docs team'] });
    const removed = setSkillField(handWritten, 'metadata', { author: 'Dana', tags: ['notes', 'release'] });
    expect(changedLines(handWritten, removed)).toEqual({ removed: ['    version: "2.1"'], added: [] });
  });

  test('a new member goes last at the indentation of the others; removing it gives the bytes back', () => {
    const added = setSkillField(handWritten, 'compatibility', 'Needs git.');
    expect(changedLines(handWritten, added)).toEqual({ removed: [], added: ['compatibility: Needs git.'] });
    expect(setSkillField(added, 'compatibility', undefined)).toBe(handWritten);
  });

  test('removing a member with a trailing comment removes its line only', () => {
    const text = '---\nname: a # short\ndescription: b\n---\n';
    expect(setSkillField(text, 'name', undefined)).toBe('---\ndescription: b\n---\n');
  });

  test('Windows line breaks stay Windows line breaks', () => {
    const crlf = handWritten.replace(/\n/g, '\r\n');
    const edited = setSkillField(crlf, 'metadata', {
      author: 'Dana',
      version: '3',
      tags: ['notes', 'release'],
    });
    expect(edited).toBe(crlf.replace('version: "2.1"', 'version: "3"'));
  });

  test('every edit reads back as the value that was set', () => {
    const edited = setSkillField(handWritten, 'metadata', { author: 'Lee: the editor', extra: 'a\nb' });
    expect((parseSkill(edited).frontmatter as { metadata: unknown }).metadata).toEqual({
      author: 'Lee: the editor',
      extra: 'a\nb',
    });
  });
});

describe('on real SKILL.md files', () => {
  test("Claude's example command: a description edit keeps `[Read, Glob, Grep, Bash]` as written", () => {
    const text = fixture('example-command');
    const edited = setSkillField(text, 'description', 'An example command.');
    expect(changedLines(text, edited)).toEqual({
      removed: [expect.stringMatching(/^description: An example user-invoked skill/)],
      added: ['description: An example command.'],
    });
    expect(edited).toContain('allowed-tools: [Read, Glob, Grep, Bash]\n');
  });

  test('a long folded description with uneven indentation is kept when another member changes', () => {
    const text = fixture('winrm-troubleshooting');
    const edited = setSkillField(text, 'compatibility', 'Windows only.');
    expect(changedLines(text, edited)).toEqual({
      removed: [expect.stringMatching(/^compatibility: Requires Windows/)],
      added: ['compatibility: Windows only.'],
    });
    const renamed = setSkillField(text, 'name', 'winrm');
    expect(changedLines(text, renamed)).toEqual({
      removed: ['name: winrm-troubleshooting'],
      added: ['name: winrm'],
    });
  });
});

// Every SKILL.md of the shared corpus, when it is beside the repository (a clone has none).
const corpusSkills = existsSync(CORPUS_DIR)
  ? readdirSync(CORPUS_DIR, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('SKILL.md'))
  : [];
if (corpusSkills.length === 0)
  console.info('skill-edit: the shared corpus is not there; its suite did not run.');

describe.skipIf(corpusSkills.length === 0)('over every SKILL.md of the shared corpus', () => {
  test('a description edit changes the description lines and no other line', () => {
    let edited = 0;
    for (const path of corpusSkills) {
      const text = readFileSync(join(CORPUS_DIR, path), 'utf8');
      const parsed = parseSkill(text);
      const before = parsed.frontmatter as Record<string, unknown> | undefined;
      if (parsed.problems.length > 0 || typeof before?.description !== 'string') continue;
      const after = setSkillField(text, 'description', 'Changed by the test.');
      const outside = (source: string) => {
        const range = rangeOfKey(parseSkill(source), 'description')!;
        const lines = source.split('\n');
        return [...lines.slice(0, range.startLine - 1), ...lines.slice(range.endLine)];
      };
      expect(outside(after), path).toEqual(outside(text));
      expect(parseSkill(after).frontmatter, path).toEqual({ ...before, description: 'Changed by the test.' });
      edited += 1;
    }
    expect(edited).toBeGreaterThan(100);
  });
});
