import { describe, expect, it, vi } from 'vitest';
import {
  addFolder,
  encodeText,
  treeFromFiles,
  writeFile,
  writeText,
  type FileTree,
} from '../model/file-tree';
import { contentHash, knownHash } from './content-hash';
import { fileChanges, sizeChange } from './file-changes';
import { nextVersion } from './next-version';
import { filesOfChunks, snapshot, treeOfFiles } from './snapshot';
import { lastExported, versionsToThin, type Version } from './version';

// The breaks between tasks, counted (each resolves at once here).
const breaks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../model/next-task', () => ({ nextTask: () => Promise.resolve(void (breaks.count += 1)) }));

function wide(count: number): FileTree {
  const tree = treeFromFiles(
    Array.from({ length: count }, (_, i) => [`skills/s${i % 40}/file-${i}.md`, `# File ${i}\n`]),
  );
  const stamped = new Map(tree);
  for (const [path, entry] of stamped) stamped.set(path, { ...entry, mode: 0o644, mtime: 1_700_000_000_000 });
  return stamped;
}

describe('snapshot', () => {
  it('hashes at most about a megabyte of new bytes in one task', async () => {
    const tree: FileTree = new Map(
      Array.from({ length: 40 }, (_, i) => [
        `assets/f${i}.bin`,
        { kind: 'file', bytes: new Uint8Array(100_000).fill(i) } as const,
      ]),
    );
    breaks.count = 0;
    await snapshot(tree);
    // 4,000,000 bytes: a break after each megabyte.
    expect(breaks.count).toBe(3);
    breaks.count = 0;
    await snapshot(tree);
    expect(breaks.count).toBe(0);
  });

  it('hashes content with SHA-256, once per byte array', async () => {
    const bytes = encodeText('abc');
    expect(await contentHash(bytes)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(knownHash(bytes)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives back the very tree: bytes, modes, times and empty folders', async () => {
    let tree = wide(10);
    tree = addFolder(tree, 'empty');
    tree = writeFile(tree, 'scripts/run.sh', encodeText('#!/bin/sh\n'), { mode: 0o755, mtime: 5 });
    const shot = await snapshot(tree);
    const files = filesOfChunks(shot.chunks, (hash) => shot.blobs.get(hash));
    if (typeof files === 'string') throw new Error(files);
    const back = treeOfFiles(
      files,
      (hash) => shot.blobs.get(hash),
      new Map(),
      () => undefined,
    );
    if ('missing' in back) throw new Error('missing');
    expect([...back.entries()]).toEqual([...tree.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  });

  it('changes one chunk for one edit, so versions share the rest', async () => {
    const tree = wide(1800);
    const first = await snapshot(tree);
    const second = await snapshot(writeText(tree, 'skills/s3/file-43.md', 'edited'));
    const fresh = second.chunks.filter((hash) => !first.chunks.includes(hash));
    expect(first.chunks.length).toBeGreaterThan(20);
    expect(fresh).toHaveLength(1);
  });

  it('reuses the working copy’s entries and reads only what it lacks', async () => {
    const tree = wide(50);
    const shot = await snapshot(tree);
    const files = filesOfChunks(shot.chunks, (hash) => shot.blobs.get(hash));
    if (typeof files === 'string') throw new Error(files);
    const current = writeText(tree, 'skills/s1/file-1.md', 'edited');
    await snapshot(current);
    const asked: string[] = [];
    const back = treeOfFiles(files, (hash) => (asked.push(hash), shot.blobs.get(hash)), current, knownHash);
    if ('missing' in back) throw new Error('missing');
    expect(asked).toHaveLength(1);
    expect(back.get('skills/s2/file-2.md')).toBe(current.get('skills/s2/file-2.md'));
    expect(
      treeOfFiles(
        files,
        () => undefined,
        new Map(),
        () => undefined,
      ),
    ).toHaveProperty('missing');
  });

  it('refuses a list of files that is missing or not one', () => {
    expect(filesOfChunks(['a'], () => undefined)).toBe('a part of its list of files is missing');
    expect(filesOfChunks(['a'], () => encodeText('{"x":1}'))).toBe(
      'a part of its list of files cannot be read',
    );
    expect(filesOfChunks(['a'], () => encodeText('[["p","nothex",1,null,null]]'))).toBe(
      'a part of its list of files cannot be read',
    );
  });

  it('writes rows small (shared path start, base64 hash, time step) and still reads the full rows of earlier builds', async () => {
    const hash = 'ab'.repeat(32);
    const full = `[["skills/a/SKILL.md","${hash}",3,420,1000],["skills/a/x.md","${hash}",5,null,1500],["skills/b",0,0,null,null]]`;
    const old = filesOfChunks(['a'], () => encodeText(full));
    const tree = new Map([
      ['skills/a/SKILL.md', { kind: 'file' as const, bytes: encodeText('abc'), mode: 420, mtime: 1000 }],
      ['skills/a/x.md', { kind: 'file' as const, bytes: encodeText('abcde'), mtime: 1500 }],
      ['skills/b', { kind: 'folder' as const }],
    ]);
    const shot = await snapshot(tree);
    const written = new TextDecoder().decode(shot.blobs.get(shot.chunks[0]!)!);
    expect(written.length).toBeLessThan(full.length - 2 * 21);
    expect(written).toContain('[9,"x.md",');
    const back = filesOfChunks(shot.chunks, (h) => shot.blobs.get(h));
    expect(back).toEqual(shot.files);
    expect(typeof old === 'string' ? old : [...old.keys()]).toEqual([...tree.keys()]);
  });
});

describe('thinning and versions', () => {
  const version = (i: number, extra: Partial<Version> = {}): Version => ({
    id: `v${i}`,
    time: i,
    summary: '',
    chunks: [],
    ...extra,
  });

  it('keeps the newest 30 unnamed and every named or downloaded one', () => {
    const versions = Array.from({ length: 40 }, (_, i) =>
      version(i, i === 2 ? { note: 'Before the rewrite' } : i === 3 ? { exported: true } : {}),
    );
    const thinned = versionsToThin(versions).map((v) => v.id);
    expect(thinned).toHaveLength(8);
    expect(thinned).not.toContain('v2');
    expect(thinned).not.toContain('v3');
    expect(thinned).not.toContain('v39');
    expect(lastExported(versions)?.id).toBe('v3');
  });

  it('moves a version on by a step', () => {
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(nextVersion('1.4.2-beta.1', 'patch')).toBe('1.4.3');
    expect(nextVersion(undefined, 'patch')).toBe('1.0.0');
    expect(nextVersion('v2', 'patch')).toBe('1.0.0');
  });
});

describe('fileChanges', () => {
  it('lists files added, removed and changed, text or not', () => {
    const before = treeFromFiles([
      ['a.md', 'one'],
      ['b.bin', new Uint8Array([0xff, 0x00])],
      ['c.md', 'same'],
    ]);
    let after = writeText(before, 'a.md', 'two');
    after = writeFile(after, 'b.bin', new Uint8Array([0xff, 0x00, 0x01]));
    after = writeText(after, 'd.md', 'new');
    const changes = fileChanges(before, after);
    expect(changes.map((c) => [c.path, c.change, c.text])).toEqual([
      ['a.md', 'changed', true],
      ['b.bin', 'changed', false],
      ['d.md', 'added', true],
    ]);
    expect(sizeChange(changes[1]!)).toBe('binary, 2 bytes → 3 bytes');
  });
});
