import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removePath, writeFile, writeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { createAutosaver } from './autosaver';
import { newSolutionId } from './ids';
import { journalApplies, takeJournal } from './journal';
import { createLibrary } from './library';
import { DB_NAME, STORE } from './schema';
import { blockableEnv, freshEnv, rawDatabase } from './testing/fake-idb';
import { promiseOf, transact } from './idb';

const meta = { view: 'files', openFile: 'skills/s0/SKILL.md', problemCount: 0 };
const FULL = "Not saved — this browser's storage is full. Export to keep a copy.";

afterEach(() => {
  delete globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__;
  vi.restoreAllMocks();
});

/** About 70 MB in 1,800 files, as in the benchmark target. */
function largeTree(): FileTree {
  const tree = new Map<string, TreeEntry>();
  for (let i = 0; i < 1800; i += 1) {
    const bytes = new Uint8Array(39_000).fill(i % 251);
    tree.set(`skills/s${i}/SKILL.md`, { kind: 'file', bytes, mode: 0o644, mtime: 1_700_000_000_000 });
  }
  return tree;
}

/** A few files, for the tests where size does not matter. */
function smallTree(): FileTree {
  const tree = new Map<string, TreeEntry>();
  for (let i = 0; i < 20; i += 1)
    tree.set(`skills/s${i}/SKILL.md`, { kind: 'file', bytes: new Uint8Array([i]) });
  return tree;
}

function plainBytes(tree: FileTree) {
  return [...tree].map(([path, entry]) => [path, entry.kind === 'file' ? [...entry.bytes] : 'folder']).sort();
}

/** The object stores written to since the spy started, one name per put. */
function spyOnPuts() {
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  return () => put.mock.contexts.map((store) => (store as IDBObjectStore).name);
}

describe('autosaver with IndexedDB', () => {
  it('writes one entry record and the manifest for a one-character edit in a 70 MB solution', async () => {
    const library = createLibrary({ env: freshEnv() });
    const stored = await library.create({ title: 'Large', tree: largeTree() });
    const saver = createAutosaver({ target: library, id: stored.id, stored });
    const puts = spyOnPuts();

    saver.save(writeText(stored.tree, 'skills/s7/SKILL.md', 'x'), meta);
    await saver.flush();

    expect(puts().sort()).toEqual([STORE.entries, STORE.solutions]);
    // Of the 70 MB, only the edited file's one byte is handed to storage.
    const handedOver = vi
      .mocked(IDBObjectStore.prototype.put)
      .mock.calls.map(([record]) => (record as { bytes?: Uint8Array }).bytes?.length ?? 0);
    expect(handedOver.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(saver.status()).toBe('saved');
  });

  it('leaves the previous save whole when a save fails halfway through its transaction', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const stored = await library.create({ title: 'Shop', tree: smallTree() });
    const saver = createAutosaver({ target: library, id: stored.id, stored });
    const original = IDBObjectStore.prototype.put;
    let calls = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      calls += 1;
      if (calls === 2) throw new DOMException('Simulated crash', 'UnknownError');
      return original.apply(this, args);
    });

    const edited = writeText(
      writeText(stored.tree, 'skills/s0/SKILL.md', 'one'),
      'skills/s1/SKILL.md',
      'two',
    );
    saver.save(edited, meta);
    expect(await saver.flush()).toMatchObject({ failed: expect.any(String) });
    vi.restoreAllMocks();

    const reopened = await createLibrary({ env }).open(stored.id);
    expect(plainBytes(reopened!.tree)).toEqual(plainBytes(stored.tree));
    expect(await saver.flush()).toBe('saved');
    expect(plainBytes((await createLibrary({ env }).open(stored.id))!.tree)).toEqual(plainBytes(edited));
  });

  it('writes only the manifest when just the view or open file changed', async () => {
    const library = createLibrary({ env: freshEnv() });
    const stored = await library.create({ title: 'Views', tree: smallTree() });
    const saver = createAutosaver({ target: library, id: stored.id, stored });
    const puts = spyOnPuts();

    saver.save(stored.tree, { ...meta, view: 'assistant' });
    await saver.flush();

    expect(puts()).toEqual([STORE.solutions]);
    expect((await library.open(stored.id))?.view).toBe('assistant');
  });

  it('deletes the records of removed files in the same save', async () => {
    const library = createLibrary({ env: freshEnv() });
    const stored = await library.create({ title: 'Small', tree: smallTree() });
    const saver = createAutosaver({ target: library, id: stored.id, stored });

    saver.save(removePath(stored.tree, 'skills/s1'), meta);
    await saver.flush();

    const reopened = await library.open(stored.id);
    expect(reopened?.tree.has('skills/s1/SKILL.md')).toBe(false);
    expect(reopened?.tree.size).toBe(stored.tree.size - 1);
  });

  it('when storage is full, says so, keeps every change, and saves them all once it works again', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const stored = await library.create({ title: 'Shop', tree: smallTree() });
    const saver = createAutosaver({ target: library, id: stored.id, stored });
    globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ = 'quota';

    const first = writeText(stored.tree, 'a.txt', 'first');
    saver.save(first, meta);
    expect(await saver.flush()).toEqual({ failed: FULL });
    const second = writeFile(removePath(first, 'skills/s3'), 'b.bin', new Uint8Array([0, 255]));
    saver.save(second, meta);
    expect(await saver.flush()).toEqual({ failed: FULL });
    expect(saver.unsaved()?.tree).toBe(second);

    delete globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__;
    const third = writeText(second, 'skills/s9/SKILL.md', 'third');
    saver.save(third, meta);
    expect(await saver.flush()).toBe('saved');

    const reopened = await createLibrary({ env }).open(stored.id);
    expect(reopened?.tree.get('a.txt')).toEqual(third.get('a.txt'));
    expect(reopened?.tree.get('b.bin')).toEqual(third.get('b.bin'));
    expect(reopened?.tree.has('skills/s3/SKILL.md')).toBe(false);
    expect(reopened?.tree.get('skills/s9/SKILL.md')).toEqual(third.get('skills/s9/SKILL.md'));
    expect(reopened?.tree.size).toBe(third.size);
  });

  it('in a browser that blocks storage, keeps the work in memory and stores it all once storage opens', async () => {
    const env = blockableEnv();
    const library = createLibrary({ env });
    const id = newSolutionId();
    const saver = createAutosaver({ target: library, id, titleIfNew: 'Shop Support' });
    const tree = writeText(new Map(), 'plugin.json', '{}\n');

    saver.save(tree, meta);
    expect(await saver.flush()).toEqual({
      failed:
        'Not saved — this browser does not let the page keep your work (a private window, or storage is blocked). Export to keep a copy.',
    });

    env.blocked = false;
    const more = writeText(tree, 'assistant.json', '{}\n');
    saver.save(more, meta);
    expect(await saver.flush()).toBe('saved');

    const reopened = await library.open(id);
    expect(reopened?.title).toBe('Shop Support');
    expect([...(reopened?.tree.keys() ?? [])].sort()).toEqual(['assistant.json', 'plugin.json']);
  });

  it('refuses to write over a solution another tab has claimed, and stops saving', async () => {
    const env = freshEnv();
    const tabA = createLibrary({ env });
    const stored = await tabA.create({ title: 'Shop', tree: smallTree() });
    const saverA = createAutosaver({ target: tabA, id: stored.id, stored });
    const tabB = createLibrary({ env });
    await tabB.open(stored.id, { claim: true });

    const edited = writeText(stored.tree, 'a.txt', 'from A');
    saverA.save(edited, meta);

    expect(await saverA.flush()).toEqual({
      failed: 'Not saved — this solution is now being edited in another tab.',
    });
    expect(saverA.unsaved()?.tree).toBe(edited);
    expect((await tabB.open(stored.id))?.tree.has('a.txt')).toBe(false);
  });

  it("never applies a tab's journal over what another tab saved after it", async () => {
    const env = freshEnv();
    const journalStore = new Map<string, string>();
    const storage = {
      getItem: (k: string) => journalStore.get(k) ?? null,
      setItem: (k: string, v: string) => void journalStore.set(k, v),
      removeItem: (k: string) => void journalStore.delete(k),
    };
    const tabA = createLibrary({ env });
    const stored = await tabA.create({ title: 'Shop', tree: smallTree() });
    const saverA = createAutosaver({
      target: tabA,
      id: stored.id,
      stored,
      journal: { storage, writer: tabA.tabId },
    });
    saverA.save(writeText(stored.tree, 'a.txt', 'from A, never stored'), meta);
    const journalOfA = journalStore.get(`solution-builder:journal:${stored.id}`)!;

    // Tab B opens it after A went away (A's journal was A's and B left it), changes it and saves.
    const tabB = createLibrary({ env });
    const openedB = (await tabB.open(stored.id, { claim: true }))!;
    expect(openedB.writtenBy).toBe(tabA.tabId);
    const saverB = createAutosaver({ target: tabB, id: stored.id, stored: openedB });
    saverB.save(writeText(openedB.tree, 'b.txt', 'from B'), meta);
    expect(await saverB.flush()).toBe('saved');

    journalStore.set(`solution-builder:journal:${stored.id}`, journalOfA);
    const reopened = (await createLibrary({ env }).open(stored.id, { claim: true }))!;
    const journal = takeJournal(storage, stored.id, reopened.tree)!;
    expect(journalApplies(journal, openedB)).toBe(true);
    expect(journalApplies(journal, reopened)).toBe(false);
  });

  it('after a reload, saves over the record the previous page left (its owner is gone)', async () => {
    const env = freshEnv();
    const stored = await createLibrary({ env }).create({ title: 'Shop', tree: smallTree() });
    const reloaded = createLibrary({ env });
    const opened = await reloaded.open(stored.id);
    const saver = createAutosaver({ target: reloaded, id: stored.id, stored: opened! });

    saver.save(writeText(opened!.tree, 'a.txt', 'after reload'), meta);

    expect(await saver.flush()).toBe('saved');
  });

  it('stores the solution afresh when it was deleted for good in another tab, rather than lose the work', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const stored = await library.create({ title: 'Shop', tree: smallTree() });
    const saver = createAutosaver({ target: library, id: stored.id, stored });
    await createLibrary({ env }).deleteForever(stored.id);

    const edited = writeText(stored.tree, 'a.txt', 'still here');
    saver.save(edited, meta);
    await saver.flush();

    expect((await library.open(stored.id))?.tree.size).toBe(edited.size);
  });

  it('when the database is deleted under the open solution, writes all of it again at once and says so', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const stored = await library.create({ title: 'Shop', tree: smallTree() });
    let storedAgain = 0;
    const saver = createAutosaver({
      target: library,
      id: stored.id,
      stored,
      storageLost: library.onStorageLost,
      onStoredAgain: () => (storedAgain += 1),
    });
    const edited = writeText(stored.tree, 'a.txt', 'typed');
    saver.save(edited, meta);
    await saver.flush();

    // Another page (or "clear site data") deletes the database; nobody types after it.
    await new Promise<void>((resolve, reject) => {
      const request = env.indexedDB.deleteDatabase(DB_NAME);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    await vi.waitFor(async () => expect(await library.list()).toHaveLength(1));
    await saver.flush();

    expect(plainBytes((await library.open(stored.id))!.tree)).toEqual(plainBytes(edited));
    expect(storedAgain).toBe(1);
    expect(saver.status()).toBe('saved');
  });

  it('writes every file again when the stored solution went missing, and says so', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const stored = await library.create({ title: 'Shop', tree: smallTree() });
    let storedAgain = 0;
    const saver = createAutosaver({
      target: library,
      id: stored.id,
      stored,
      onStoredAgain: () => (storedAgain += 1),
    });
    // Its records are gone (cleared by hand); the next save finds no solution to change.
    const raw = await rawDatabase(env);
    await transact(raw, [STORE.solutions, STORE.entries], 'readwrite', async (tx) => {
      tx.objectStore(STORE.solutions).clear();
      await promiseOf(tx.objectStore(STORE.entries).clear());
    });
    raw.close();

    const edited = writeText(stored.tree, 'a.txt', 'typed');
    saver.save(edited, meta);
    await saver.flush();

    expect(plainBytes((await library.open(stored.id))!.tree)).toEqual(plainBytes(edited));
    expect(storedAgain).toBe(1);
  });

  it('counts work as only in this browser when it changed after the last export', async () => {
    let clock = 1000;
    const library = createLibrary({ env: freshEnv(), now: () => clock });
    const stored = await library.create({ title: 'Shop', tree: smallTree() });
    const saver = createAutosaver({ target: library, id: stored.id, stored, now: () => clock });
    clock = 2000;
    const edited = writeText(stored.tree, 'a.txt', 'edit');
    saver.save(edited, meta);
    clock = 3000;
    // Exported before the pending save landed: the export held the edit, so it counts as exported.
    await library.markExported(stored.id);
    await saver.flush();
    expect((await library.list())[0]?.unexported).toBe(false);

    clock = 4000;
    saver.save(writeText(edited, 'a.txt', 'later'), meta);
    await saver.flush();
    expect((await library.list())[0]?.unexported).toBe(true);
  });
});
