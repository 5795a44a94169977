import { describe, expect, it } from 'vitest';
import { createSolution } from '../app/templates';
import { encodeText, writeText, type FileTree } from '../model/file-tree';
import { editJsonFile } from '../model/operation-support';
import { setTitle } from '../model/operations';
import { DEFAULT_SOLUTION_PATH, PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import { addSkill } from '../model/skill-operations';
import { jsonAt, unwrap } from '../model/test-support';
import { acceptGroup, changedSince, changeGroups, changesAgainst, withChanges } from './share-changes';

const base = createSolution('Shop Support', 'shop-support');
const starters = (tree: FileTree) => (jsonAt(tree, DEFAULT_SOLUTION_PATH) as { starters: string[] }).starters;
const withStarters = (tree: FileTree, list: string[]) =>
  unwrap(editJsonFile(tree, DEFAULT_SOLUTION_PATH, ['starters'], list));
const reworded = (tree: FileTree) => withStarters(tree, ['Where is my parcel?', ...starters(tree).slice(1)]);

describe('what a copy changed', () => {
  it('carries only the entries that changed and the paths taken away, and makes the copy again', () => {
    const mine = writeText(
      new Map([...reworded(base)].filter(([path]) => path !== 'persona.md')),
      'notes.txt',
      'new',
    );
    const changes = changesAgainst(base, mine);
    expect([...changes.changed.keys()].sort()).toEqual([DEFAULT_SOLUTION_PATH, 'notes.txt']);
    expect(changes.removed).toEqual(['persona.md']);
    expect(withChanges(base, changes)).toEqual(mine);
  });

  it('do not fit a version where they would put a file under a file', () => {
    const under = new Map([['plugin.json/x', { kind: 'file' as const, bytes: encodeText('x') }]]);
    expect(withChanges(base, { changed: under, removed: [] })).toBeUndefined();
  });

  it('counts no change of time alone', () => {
    const touched = new Map([...base].map(([path, entry]) => [path, { ...entry, mtime: 1 }]));
    expect(changesAgainst(base, touched).changed.size).toBe(0);
  });
});

describe('changes sent back, accepted or left one by one', () => {
  it('names a reworded starter and, accepted, changes only it in the owner’s tree as it is now', () => {
    const theirs = reworded(base);
    const groups = changeGroups(base, theirs);
    expect(groups.map((g) => g.changes.map((c) => c.text))).toEqual([
      ['Starter 1 reworded: “Where is my parcel?”'],
    ]);
    // The owner has renamed the solution since: that stays.
    const mine = unwrap(setTitle(base, 'Shop Help'));
    expect(changedSince(base, mine, groups[0]!)).toBe(false);
    const accepted = acceptGroup(mine, theirs, groups[0]!);
    expect(starters(accepted)).toEqual(starters(theirs));
    expect(jsonAt(accepted, DEFAULT_SOLUTION_PATH)).toMatchObject({ title: 'Shop Help', name: 'shop-help' });
  });

  it('keeps each change apart, so one can be left', () => {
    const theirs = unwrap(
      editJsonFile(reworded(base), DEFAULT_SOLUTION_PATH, ['description'], 'Helps with parcels.'),
    );
    const groups = changeGroups(base, theirs);
    expect(groups).toHaveLength(2);
    const onlyStarter = acceptGroup(
      base,
      theirs,
      groups.find((g) => g.changes[0]!.text.startsWith('Starter'))!,
    );
    expect(starters(onlyStarter)).toEqual(starters(theirs));
    expect(jsonAt(onlyStarter, DEFAULT_SOLUTION_PATH)).toMatchObject({
      description: (jsonAt(base, DEFAULT_SOLUTION_PATH) as { description: string }).description,
    });
  });

  it('takes a web name that follows a new title with the title, in both documents', () => {
    const theirs = unwrap(setTitle(base, 'Parcel Help'));
    const groups = changeGroups(base, theirs);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.changes.map((c) => c.text)).toEqual(['Title changed to “Parcel Help”']);
    const accepted = acceptGroup(base, theirs, groups[0]!);
    expect(jsonAt(accepted, PLUGIN_MANIFEST_PATH)).toMatchObject({ name: 'parcel-help' });
    expect(jsonAt(accepted, DEFAULT_SOLUTION_PATH)).toMatchObject({ name: 'parcel-help' });
  });

  it('takes a new skill with its place in the list of skills', () => {
    const theirs = unwrap(
      addSkill(base, { name: 'gift-cards', description: 'Answers about gift cards.', body: 'Be kind.\n' }),
    );
    const groups = changeGroups(base, theirs);
    expect(groups.map((g) => g.changes.map((c) => c.text))).toEqual([['Skill “Gift cards” added']]);
    expect(acceptGroup(base, theirs, groups[0]!)).toEqual(theirs);
  });

  it('says when the owner changed the same part since, and accepting replaces it', () => {
    const theirs = reworded(base);
    const mine = withStarters(base, ['Do you ship abroad?']);
    const [group] = changeGroups(base, theirs);
    expect(changedSince(base, mine, group!)).toBe(true);
    expect(starters(acceptGroup(mine, theirs, group!))).toEqual(starters(theirs));
  });

  it('words a file no form shows by its name', () => {
    const theirs = new Map(base).set('data/prices.bin', { kind: 'file', bytes: encodeText('\u0000') });
    const [group] = changeGroups(base, theirs);
    expect(group!.changes.length).toBeGreaterThan(0);
    expect(acceptGroup(base, theirs, group!)).toEqual(theirs);
  });
});
