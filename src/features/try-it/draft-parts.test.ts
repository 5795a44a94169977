import { describe, expect, it } from 'vitest';
import { readText, writeText } from '../../model/file-tree';
import { newSolution } from '../../model/operations';
import { readSolution } from '../../model/solution-document';
import { validate } from '../../validate/validate';
import { applyDraft, draftParts } from './draft-parts';
import { SAMPLE_DRAFT as DRAFT } from './sample-draft';

const errors = (tree: Parameters<typeof validate>[0]) =>
  validate(tree)
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.code}: ${d.message}`);

describe('a draft, part by part', () => {
  it('accepted whole on a new solution gives a solution with no errors', () => {
    const tree = newSolution('New assistant');
    const parts = draftParts(tree, DRAFT);
    expect(parts.filter((part) => part.refused).map((part) => `${part.label}: ${part.refused}`)).toEqual([]);
    expect(parts.map((part) => part.label)).toEqual([
      'Title',
      'What it does',
      'Instructions',
      'Voice',
      'Conversation starters',
      'Skill “Bookings”',
      'Skill “Prices”',
      '2 examples',
      'A document to ask for',
    ]);
    const result = applyDraft(
      tree,
      parts.map((part) => ({ part, text: part.text })),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(errors(result.tree)).toEqual([]);
  });

  it('never writes a part that breaks the format, and still writes the others', () => {
    const tree = newSolution('New assistant');
    const parts = draftParts(tree, {
      ...DRAFT,
      skills: [
        { name: 'Bad Name!', description: 'x', body: 'y' },
        { name: 'claude-helper', description: 'Helps. Use always.', body: 'Help.' },
        { name: 'bookings', description: 'Books. Use for times.', body: 'Book.', colour: 'blue' },
        DRAFT.skills[1],
      ],
      examples: [{ input: 'Hi', output: 'Hello', extra: 1 }],
    });
    const refused = parts.filter((part) => part.refused).map((part) => part.label);
    expect(refused).toEqual(['Skill “Bad Name!”', 'Skill “Claude helper”', 'Skill 3', 'An example']);
    const result = applyDraft(
      tree,
      parts.map((part) => ({ part, text: part.text })),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(errors(result.tree)).toEqual([]);
    expect([...result.tree.keys()].filter((path) => path.startsWith('skills/'))).toEqual(
      expect.arrayContaining(['skills/prices/SKILL.md']),
    );
    expect([...result.tree.keys()].some((path) => path.startsWith('skills/claude-helper'))).toBe(false);
  });

  it('leaves out a text part that is not text, and one with nowhere to go', () => {
    const tree = newSolution('New assistant');
    const refused = (draft: unknown) =>
      draftParts(tree, draft).map((part) => [part.label, part.refused, part.text]);
    expect(refused({ title: 42, description: ['a'], voice: {} })).toEqual([
      ['Title', 'It is not in the shape a draft has, so it was left out.', ''],
      ['What it does', 'It is not in the shape a draft has, so it was left out.', ''],
      ['Voice', 'It is not in the shape a draft has, so it was left out.', ''],
    ]);
    const solution = readSolution(tree)!.path;
    const withoutInstructions = writeText(
      tree,
      solution,
      readText(tree, solution)!.replace(/"instructions":\s*"[^"]*",?/, ''),
    );
    expect(draftParts(withoutInstructions, { instructions: 'Be kind.' }).map((part) => part.refused)).toEqual(
      ['The solution names no skill for its instructions, so there is nowhere to write them.'],
    );
  });

  it('says when a part replaces what the person wrote', () => {
    const tree = applyDraft(
      newSolution('New assistant'),
      draftParts(newSolution('New assistant'), DRAFT).map((part) => ({ part, text: part.text })),
    );
    if (!tree.ok) throw new Error(tree.error.message);
    const again = draftParts(tree.tree, {
      instructions: 'Other instructions.',
      voice: 'Other voice.',
      starters: ['Hi'],
    });
    expect(again.map((part) => part.replaces)).toEqual([
      'Replaces your instructions.',
      'Replaces your voice.',
      'Replaces your 3 starters.',
    ]);
  });

  it('reads an answer that is not a draft as no parts', () => {
    expect(draftParts(newSolution('x'), 'nonsense')).toEqual([]);
    expect(draftParts(newSolution('x'), null)).toEqual([]);
  });
});
