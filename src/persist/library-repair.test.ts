import { describe, expect, it } from 'vitest';
import { encodeText, treeFromFiles } from '../model/file-tree';
import { createLibrary } from './library';
import { STORE } from './schema';
import type { IdbEnvironment } from './connection';
import { promiseOf, transact } from './idb';
import { freshEnv, plant, rawDatabase, rawValues } from './testing/fake-idb';

const tree = () =>
  treeFromFiles([
    ['plugin.json', '{}\n'],
    ['skills/a/SKILL.md', '---\nname: a\n---\n'],
  ]);

describe('library repair at startup', () => {
  it('sets an unreadable manifest aside with the reason, and still lists the rest', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const good = await library.create({ title: 'Good', tree: tree() });
    await plant(env, STORE.solutions, { format: 1, id: 'sol-broken', title: 42 });

    const report = await createLibrary({ env }).startup();

    expect(report.available && report.solutions.map((s) => s.id)).toEqual([good.id]);
    expect(report.available && report.setAside).toEqual([
      expect.objectContaining({
        store: 'solutions',
        recordKey: 'sol-broken',
        reason: 'its title is not text',
      }),
    ]);
    const quarantined = (await rawValues(env, STORE.quarantine)) as Array<{ value: unknown }>;
    expect(quarantined[0]?.value).toEqual({ format: 1, id: 'sol-broken', title: 42 });
  });

  it('keeps the files of a solution whose manifest is unreadable, under a fresh manifest', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const created = await library.create({ title: 'Shop Support', tree: tree() });
    await plant(env, STORE.solutions, { format: 1, id: created.id, title: 'Shop Support', revision: 'x' });

    const list = await library.list();

    expect(list.map((s) => [s.id, s.title])).toEqual([[created.id, 'Shop Support']]);
    expect((await library.open(created.id))?.tree.size).toBe(2);
    expect((await library.listSetAside()).length).toBe(1);
  });

  it('opens a solution without a file record it cannot read, and sets that record aside', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const created = await library.create({ title: 'Shop', tree: tree() });
    await plant(env, STORE.entries, { solutionId: created.id, path: 'bad.txt', kind: 'file', bytes: 'aGk=' });

    const opened = await library.open(created.id);

    expect([...(opened?.tree.keys() ?? [])].sort()).toEqual(['plugin.json', 'skills/a/SKILL.md']);
    expect(opened?.setAside).toEqual([
      expect.objectContaining({ label: 'bad.txt', reason: 'its content is not bytes' }),
    ]);
    expect(await library.listSetAside()).toEqual([
      expect.objectContaining({ store: 'entries', recordKey: `${created.id} / bad.txt`, label: 'bad.txt' }),
    ]);
  });

  it('migrates a format-0 manifest and its ArrayBuffer entries, and writes format 1 back', async () => {
    const env = freshEnv();
    await createLibrary({ env }).startup();
    await plant(env, STORE.solutions, {
      id: 'sol-old',
      name: 'Prototype',
      modified: 1234,
      view: 'skills',
      file: 'x',
    });
    await plant(env, STORE.entries, {
      solutionId: 'sol-old',
      path: 'plugin.json',
      kind: 'file',
      bytes: encodeText('{}').buffer,
    });

    const library = createLibrary({ env });
    const report = await library.startup();

    expect(report.available && report.solutions).toEqual([
      {
        id: 'sol-old',
        title: 'Prototype',
        createdAt: 1234,
        changedAt: 1234,
        problemCount: 0,
        unexported: true,
      },
    ]);
    expect(await rawValues(env, STORE.solutions)).toEqual([
      expect.objectContaining({
        format: 1,
        id: 'sol-old',
        title: 'Prototype',
        view: 'skills',
        openFile: 'x',
      }),
    ]);
    const opened = await library.open('sol-old' as never);
    expect(opened?.tree.get('plugin.json')).toEqual({ kind: 'file', bytes: encodeText('{}') });
  });

  it('leaves a manifest from a newer build alone: not listed, not set aside, counted', async () => {
    const env = freshEnv();
    await createLibrary({ env }).startup();
    const future = { format: 7, id: 'sol-future', title: 'From the future' };
    await plant(env, STORE.solutions, future);

    const report = await createLibrary({ env }).startup();

    expect(report).toMatchObject({ available: true, solutions: [], setAside: [], newerCount: 1 });
    expect(await rawValues(env, STORE.solutions)).toEqual([future]);
  });

  it("names a newer build's solution in the overview instead of showing an empty library", async () => {
    const env = freshEnv();
    await createLibrary({ env }).startup();
    await plant(env, STORE.solutions, { format: 7, id: 'sol-future', title: 'From the future' });

    const overview = await createLibrary({ env }).overview();

    expect(overview.solutions).toEqual([]);
    expect(overview.newer).toEqual([{ id: 'sol-future', title: 'From the future' }]);
  });

  it('keeps a solution whose files are gone, marks it unreadable, and opens it without claiming it', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const created = await library.create({ title: 'Shop Support', tree: tree() });
    await deleteEntries(env, created.id);

    const overview = await createLibrary({ env, tabId: 'tab-other' as never }).overview();
    expect(overview.solutions).toEqual([
      expect.objectContaining({ id: created.id, title: 'Shop Support', unreadable: true }),
    ]);
    const opened = await createLibrary({ env, tabId: 'tab-other' as never }).open(created.id, {
      claim: true,
    });
    expect(opened).toMatchObject({ filesLost: true, owner: library.tabId });
    expect(opened?.tree.size).toBe(0);
    expect(await rawValues(env, STORE.solutions)).toEqual([
      expect.objectContaining({ id: created.id, owner: library.tabId, entryCount: 2 }),
    ]);
  });

  it('tells files that went missing from the rest', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const created = await library.create({ title: 'Shop', tree: tree() });
    await deleteEntries(env, created.id, 'plugin.json');

    const partly = await library.open(created.id);
    expect(partly?.filesLost).toBe(true);
    expect([...(partly?.tree.keys() ?? [])]).toEqual(['skills/a/SKILL.md']);
  });

  it('opens a record from before the count with no files as the empty solution it is', async () => {
    const env = freshEnv();
    await plant(env, STORE.solutions, oldRecord('sol-old'));
    const library = createLibrary({ env });

    expect((await library.overview()).solutions).toEqual([expect.not.objectContaining({ unreadable: true })]);
    const opened = await library.open('sol-old' as never, { claim: true });
    expect(opened?.filesLost).toBe(false);
    expect(opened?.tree.size).toBe(0);
    // Claimed like any solution: the next save stores the empty tree and its count.
    expect(await rawValues(env, STORE.solutions)).toEqual([
      expect.objectContaining({ id: 'sol-old', owner: library.tabId }),
    ]);
  });

  it('counts a record from before the count as broken when its only files were set aside', async () => {
    const env = freshEnv();
    await plant(env, STORE.solutions, oldRecord('sol-old'));
    await plant(env, STORE.entries, { solutionId: 'sol-old', path: 'bad.txt', kind: 'file', bytes: 'aGk=' });
    const library = createLibrary({ env });

    const first = await library.open('sol-old' as never, { claim: true });
    expect(first?.tree.size).toBe(0);
    expect(first?.setAside).toHaveLength(1);
    // Later openings find no file, and the one set aside still tells them apart from an empty one.
    expect((await library.overview()).solutions).toEqual([
      expect.objectContaining({ id: 'sol-old', unreadable: true }),
    ]);
    expect((await library.open('sol-old' as never))?.filesLost).toBe(true);
  });
});

/** A manifest of format 1 as builds before `entryCount` wrote it. */
function oldRecord(id: string): object {
  return {
    format: 1,
    id,
    title: 'Old',
    createdAt: 1,
    changedAt: 1,
    savedAt: 1,
    problemCount: 0,
    revision: 3,
  };
}

/** Deletes the stored entries of solution `id` (all, or the one at `path`): storage losing files. */
async function deleteEntries(env: IdbEnvironment, id: string, path?: string): Promise<void> {
  const db = await rawDatabase(env);
  await transact(db, [STORE.entries], 'readwrite', async (tx) => {
    const key = path !== undefined ? [id, path] : env.IDBKeyRange.bound([id], [id, []]);
    await promiseOf(tx.objectStore(STORE.entries).delete(key));
  });
  db.close();
}
