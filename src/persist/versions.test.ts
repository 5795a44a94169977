import { describe, expect, it } from 'vitest';
import { encodeText, treeFromFiles, writeFile, writeText, type FileTree } from '../model/file-tree';
import { newSolution, setTitle } from '../model/operations';
import { unwrap } from '../model/test-support';
import { createLibrary } from './library';
import { STORE } from './schema';
import { freshEnv, plant, rawValues } from './testing/fake-idb';
import { createVersionStore } from './versions';

function stamped(tree: FileTree): FileTree {
  const out = new Map(tree);
  for (const [path, entry] of out) out.set(path, { ...entry, mode: 0o644, mtime: 1_700_000_000_000 });
  return out;
}

describe('version store', () => {
  it('keeps versions newest first with a summary, and loads each one back exactly', async () => {
    const env = freshEnv();
    let clock = 1000;
    const store = createVersionStore({ env, now: () => clock++ });
    const first = stamped(newSolution('Shop Support'));
    const kept = await store.keep('sol-1', first, { exported: true });
    const second = stamped(unwrap(setTitle(first, 'Shop Helper')));
    await store.keep('sol-1', second, { note: 'Renamed' });
    const versions = await store.list('sol-1');
    expect(versions.map((v) => [v.summary, v.note, v.exported])).toEqual([
      ['Title changed to “Shop Helper”', 'Renamed', undefined],
      ['The first version', undefined, true],
    ]);
    const back = await store.load('sol-1', versions[1]!, second);
    expect([...back.entries()].sort()).toEqual([...first.entries()].sort());
    expect(kept.id).toBe(versions[1]!.id);
    expect(await store.list('sol-other')).toEqual([]);
  });

  it('stores each content once, and marks the newest version when nothing changed', async () => {
    const env = freshEnv();
    const store = createVersionStore({ env });
    const tree = stamped(
      treeFromFiles([
        ['plugin.json', '{"name":"a"}'],
        ['big.bin', new Uint8Array(10_000)],
      ]),
    );
    await store.keep('sol-1', tree);
    const again = await store.keep('sol-1', tree, { exported: true });
    expect(again.exported).toBe(true);
    expect(await store.list('sol-1')).toHaveLength(1);
    await store.keep('sol-1', writeText(tree, 'plugin.json', '{"name":"b"}'));
    const blobs = (await rawValues(env, STORE.blobs)) as { bytes: Uint8Array }[];
    const bigOnes = blobs.filter((b) => b.bytes.length === 10_000);
    expect(bigOnes).toHaveLength(1);
  });

  it('lets old unnamed versions go, and the contents only they held', async () => {
    const env = freshEnv();
    const store = createVersionStore({ env });
    let tree = stamped(treeFromFiles([['plugin.json', '{"name":"a"}']]));
    await store.keep('sol-1', tree, { note: 'Named' });
    for (let i = 0; i < 32; i++) {
      tree = writeFile(tree, 'notes.md', encodeText(`edit ${i}`), { mtime: i });
      await store.keep('sol-1', tree);
    }
    const versions = await store.list('sol-1');
    expect(versions).toHaveLength(31);
    expect(versions.at(-1)!.note).toBe('Named');
    const blobs = (await rawValues(env, STORE.blobs)) as { bytes: Uint8Array }[];
    const texts = blobs.map((b) => new TextDecoder().decode(b.bytes));
    expect(texts).not.toContain('edit 0');
    expect(texts).toContain('edit 31');
    // The named version still opens.
    const named = await store.load('sol-1', versions.at(-1)!, tree);
    expect(named.has('notes.md')).toBe(false);
  });

  it('never lets go of the version kept before a restore', async () => {
    const env = freshEnv();
    const store = createVersionStore({ env });
    let tree = stamped(treeFromFiles([['plugin.json', '{"name":"a"}']]));
    const before = await store.keep('sol-1', tree, { beforeRestore: true });
    expect(before.beforeRestore).toBe(true);
    for (let i = 0; i < 31; i++) {
      tree = writeFile(tree, 'notes.md', encodeText(`edit ${i}`), { mtime: i });
      await store.keep('sol-1', tree);
    }
    const versions = await store.list('sol-1');
    expect(versions).toHaveLength(31);
    expect(versions.at(-1)!.id).toBe(before.id);
  });

  it('reads the package names of stored solutions from their working copies', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const a = await library.create({ title: 'Shop Helper', tree: stamped(newSolution('Shop Support')) });
    const b = await library.create({
      title: 'No name',
      tree: stamped(treeFromFiles([['plugin.json', '{"version":"1.0.0"}']])),
    });
    const store = createVersionStore({ env });
    const names = await store.packageNames([a.id, b.id, 'gone']);
    expect([...names]).toEqual([[a.id, 'shop-support']]);
  });

  it('refuses with a sentence a version whose stored bytes no longer match their hash', async () => {
    const env = freshEnv();
    const store = createVersionStore({ env });
    const first = stamped(writeText(newSolution('Shop Support'), 'notes.md', 'The first notes.'));
    await store.keep('sol-1', first);
    const second = stamped(unwrap(setTitle(writeText(first, 'notes.md', 'Other notes.'), 'Shop Helper')));
    await store.keep('sol-1', second);
    // Damage the stored copy of the first notes: same hash, other bytes.
    const records = (await rawValues(env, STORE.blobs)) as { bytes?: Uint8Array }[];
    const notes = records.find(
      (record) => record.bytes && new TextDecoder().decode(record.bytes) === 'The first notes.',
    );
    expect(notes).toBeDefined();
    await plant(env, STORE.blobs, { ...notes, bytes: encodeText('The first notes, damaged.') });
    const versions = await store.list('sol-1');
    await expect(store.load('sol-1', versions[1]!, second)).rejects.toThrow(/cannot be opened/);
  });

  it('says a version record it cannot read is there, with its time when that can be read (#37 item 7)', async () => {
    const env = freshEnv();
    let clock = 5000;
    const store = createVersionStore({ env, now: () => clock++ });
    const first = stamped(newSolution('Shop Support'));
    await store.keep('sol-1', first);
    await store.keep('sol-1', stamped(unwrap(setTitle(first, 'Shop Helper'))));
    expect(await store.unreadable('sol-1')).toEqual([]);
    // Storage damages the first record: its list of files is gone, its time still there.
    const records = (await rawValues(env, STORE.versions)) as { time: number; chunks?: unknown }[];
    const older = records.find((record) => record.time === 5000)!;
    await plant(env, STORE.versions, { ...older, chunks: 'damaged' });
    expect((await store.list('sol-1')).map((v) => v.summary)).toEqual(['Title changed to “Shop Helper”']);
    expect(await store.unreadable('sol-1')).toEqual([{ time: 5000 }]);
    expect(await store.unreadable('sol-other')).toEqual([]);
  });

  it('is deleted with its solution', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const opened = await library.create({ title: 'A', tree: stamped(newSolution('A')) });
    const store = createVersionStore({ env });
    await store.keep(opened.id, opened.tree);
    await library.deleteForever(opened.id);
    expect(await store.list(opened.id)).toEqual([]);
    expect(await rawValues(env, STORE.blobs)).toEqual([]);
  });

  it('says so when storage is full', async () => {
    const env = freshEnv();
    const store = createVersionStore({ env });
    (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__ =
      'quota';
    try {
      await expect(store.keep('sol-1', stamped(newSolution('A')))).rejects.toMatchObject({ code: 'full' });
    } finally {
      delete (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__;
    }
    expect(await store.list('sol-1')).toEqual([]);
  });
});
