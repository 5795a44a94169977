import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removePath, treeFromFiles, writeText, type FileTree } from '../model/file-tree';
import { createAutosaver } from './autosaver';
import { promiseOf, transact } from './idb';
import { createLibrary } from './library';
import { DB_NAME, STORE } from './schema';
import { freshEnv, rawValues } from './testing/fake-idb';
import type { IdbEnvironment } from './connection';
import type { SolutionId } from './ids';
import { createVersionStore } from './versions';

const meta = { view: 'assistant' };
const BIG = 'x'.repeat(50_000);

/** A stored solution with a large file and a small one, and a version store over the same database. */
async function storedWithVersion(env: IdbEnvironment) {
  const library = createLibrary({ env });
  const tree = treeFromFiles([
    ['plugin.json', '{"name":"shop"}'],
    ['skills/big/SKILL.md', BIG],
  ]);
  const stored = await library.create({ title: 'Shop', tree });
  const versions = createVersionStore({ env });
  const version = await versions.keep(stored.id, stored.tree);
  const saver = createAutosaver({ target: library, id: stored.id, stored });
  return { library, stored, versions, version, saver };
}

/** The bytes the version store holds as copies (pointers hold none). */
async function copiedBytes(env: IdbEnvironment): Promise<number> {
  const blobs = (await rawValues(env, STORE.blobs)) as { bytes?: Uint8Array }[];
  return blobs.reduce((sum, blob) => sum + (blob.bytes?.length ?? 0), 0);
}

const texts = (tree: FileTree) =>
  [...tree].map(([path, e]) => [path, e.kind === 'file' ? new TextDecoder().decode(e.bytes) : '']).sort();

/** A fresh page over the same storage: nothing of the old one in memory. */
async function reopened(env: IdbEnvironment, id: SolutionId) {
  const opened = await createLibrary({ env }).open(id);
  return { current: opened!.tree, versions: createVersionStore({ env }) };
}

afterEach(() => vi.restoreAllMocks());

describe('versions share bytes with the working copy', () => {
  it('a version of a stored solution copies no file bytes: it points at the stored entries', async () => {
    const env = freshEnv();
    await storedWithVersion(env);
    // Only the small file list chunk is a copy.
    expect(await copiedBytes(env)).toBeLessThan(1_000);
  });

  it('an edit saved over a file a version points at copies its old bytes first, and the version opens after a reload', async () => {
    const env = freshEnv();
    const { stored, version, saver } = await storedWithVersion(env);
    saver.save(writeText(stored.tree, 'skills/big/SKILL.md', 'short now'), meta);
    expect(await saver.flush()).toBe('saved');
    expect(await copiedBytes(env)).toBeGreaterThanOrEqual(BIG.length);
    const { current, versions } = await reopened(env, stored.id);
    const back = await versions.load(stored.id, version, current);
    expect(texts(back)).toEqual(texts(stored.tree));
  });

  it('a file deleted, or the whole solution written again, keeps what a version points at', async () => {
    const env = freshEnv();
    const { library, stored, version, saver } = await storedWithVersion(env);
    saver.save(removePath(stored.tree, 'skills/big/SKILL.md'), meta);
    expect(await saver.flush()).toBe('saved');
    const { current, versions } = await reopened(env, stored.id);
    expect(texts(await versions.load(stored.id, version, current))).toEqual(texts(stored.tree));

    // A second version points at plugin.json; a save with no base rewrites every entry.
    const second = await versions.keep(stored.id, writeText(current, 'notes.md', 'n'));
    await library.saveChanges({
      id: stored.id,
      base: undefined,
      tree: treeFromFiles([['plugin.json', '{"name":"other"}']]),
      meta: { problemCount: 0 },
      changedAt: 1,
      expectedOwner: undefined,
      titleIfNew: 'Shop',
    });
    const later = await reopened(env, stored.id);
    const secondBack = await later.versions.load(stored.id, second, later.current);
    expect(texts(secondBack)).toEqual(texts(writeText(current, 'notes.md', 'n')));
  });

  it('a tree that differs from what is stored (another tab saved since, or the autosave is behind) is copied, not pointed at', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const stored = await library.create({ title: 'Shop', tree: treeFromFiles([['a.md', BIG]]) });
    const versions = createVersionStore({ env });
    // This tab's tree says "mine"; storage holds BIG.
    const mine = writeText(stored.tree, 'a.md', `${BIG}mine`);
    const version = await versions.keep(stored.id, mine);
    expect(await copiedBytes(env)).toBeGreaterThanOrEqual(BIG.length);
    const { current, versions: after } = await reopened(env, stored.id);
    expect(texts(await after.load(stored.id, version, current))).toEqual(texts(mine));
  });

  it('a full disk during the copy keeps the old file and the version whole', async () => {
    const env = freshEnv();
    const { stored, version, saver } = await storedWithVersion(env);
    const original = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === STORE.blobs) throw new DOMException('full', 'QuotaExceededError');
      return original.apply(this, args);
    });
    saver.save(writeText(stored.tree, 'skills/big/SKILL.md', 'short now'), meta);
    expect(await saver.flush()).toMatchObject({ failed: expect.stringMatching(/^Not saved/) });
    vi.restoreAllMocks();
    saver.stop();
    const { current, versions } = await reopened(env, stored.id);
    // Nothing of the failed save landed: the stored file is the old one, and the version opens.
    expect(texts(current)).toEqual(texts(stored.tree));
    expect(texts(await versions.load(stored.id, version, current))).toEqual(texts(stored.tree));
  });

  it('a version kept by an older build (bytes copied) still opens after the upgrade', async () => {
    const env = freshEnv();
    // The database as version 2 left it: no pointers index.
    const request = env.indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(STORE.solutions, { keyPath: 'id' });
      db.createObjectStore(STORE.entries, { keyPath: ['solutionId', 'path'] });
      db.createObjectStore(STORE.settings);
      db.createObjectStore(STORE.quarantine, { autoIncrement: true });
      db.createObjectStore(STORE.versions, { keyPath: ['solutionId', 'id'] });
      db.createObjectStore(STORE.blobs, { keyPath: ['solutionId', 'hash'] });
    };
    const old = await promiseOf(request);
    old.close();
    const versions = createVersionStore({ env });
    const tree = treeFromFiles([['plugin.json', '{"name":"shop"}']]);
    const kept = await versions.keep('sol-1', tree);
    const reopenedStore = createVersionStore({ env });
    expect(texts(await reopenedStore.load('sol-1', kept, new Map()))).toEqual(texts(tree));
    const db = await promiseOf(env.indexedDB.open(DB_NAME));
    expect(
      await transact(
        db,
        [STORE.blobs],
        'readonly',
        async (tx) => tx.objectStore(STORE.blobs).indexNames.length,
      ),
    ).toBe(1);
    db.close();
  });
});
