import { deflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileTree } from '../model/file-tree';
import { readPluginZip, type ReadZipOptions } from './read-zip';
import { sameBytes } from './test-support';
import { buildRawZip, type RawEntry } from './test-support-raw-zip';
import { writePluginZip } from './write-zip';
import { canInflateNatively } from './zip-unpack';

// Entries are read by the runtime's own inflater (DecompressionStream) and, where a runtime has
// none, by jszip. Both must open the same zips to the same trees and refuse the same ones.

const MANIFEST: RawEntry = { name: 'plugin.json', data: '{"name":"p"}' };
const NOISE = new Uint8Array(100_000).map((_, i) => (i * 2654435761) >>> 24);

function withoutNativeInflate(): void {
  vi.stubGlobal('DecompressionStream', undefined);
}

afterEach(() => vi.unstubAllGlobals());

async function bothWays(zip: Uint8Array, opts?: ReadZipOptions) {
  const native = await readPluginZip(zip, opts);
  withoutNativeInflate();
  const jszip = await readPluginZip(zip, opts);
  vi.unstubAllGlobals();
  return { native, jszip };
}

function expectSameTrees(a: FileTree, b: FileTree): void {
  expect([...a.keys()]).toEqual([...b.keys()]);
  for (const [path, entry] of a) {
    const other = b.get(path)!;
    expect({ ...entry, bytes: undefined }).toEqual({ ...other, bytes: undefined });
    if (entry.kind === 'file' && other.kind === 'file')
      expect(sameBytes(entry.bytes, other.bytes)).toBe(true);
  }
}

describe('reading entries', () => {
  it('uses the native inflater where the runtime has one', () => {
    expect(canInflateNatively()).toBe(true);
    withoutNativeInflate();
    expect(canInflateNatively()).toBe(false);
  });

  it('gives the same tree either way: stored, deflated, empty, large and folder entries', async () => {
    const noise = new Uint8Array(300_000).map((_, i) => (i * 2654435761) >>> 24);
    const zip = buildRawZip([
      MANIFEST,
      { name: 'skills/a/SKILL.md', data: '# A\n'.repeat(5000), method: 8 },
      { name: 'skills/a/asset.bin', data: noise, method: 0 },
      { name: 'skills/a/packed.bin', data: noise, method: 8 },
      { name: 'empty.txt', data: '', method: 8 },
      { name: 'stored-empty.txt', data: '' },
      { name: 'docs/' },
    ]);
    const { native, jszip } = await bothWays(zip);
    expect(native.kind).toBe('agent-plugin');
    if (native.kind !== 'agent-plugin' || jszip.kind !== 'agent-plugin') throw new Error('not opened');
    expectSameTrees(native.tree, jszip.tree);
    const written = await writePluginZip(native.tree);
    const again = await bothWays(written);
    if (again.native.kind !== 'agent-plugin' || again.jszip.kind !== 'agent-plugin')
      throw new Error('not opened');
    expectSameTrees(again.native.tree, native.tree);
    expectSameTrees(again.jszip.tree, native.tree);
  });

  it('reports progress up to the unpacked size either way', async () => {
    const zip = buildRawZip([MANIFEST, { name: 'a.txt', data: 'x'.repeat(100_000), method: 8 }]);
    for (const native of [true, false]) {
      if (!native) withoutNativeInflate();
      const seen: number[] = [];
      await readPluginZip(zip, { onProgress: (p) => seen.push(p.done) });
      expect(seen.at(-1)).toBe(100_000 + 12);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
  });

  it.each([
    [
      'a garbage deflate stream',
      [MANIFEST, { name: 'a.txt', data: 'hello', method: 8, packed: new Uint8Array([0xff, 0xff, 0xff]) }],
      'corrupt',
    ],
    ['a checksum that does not match', [MANIFEST, { name: 'a.txt', data: 'hello', crc: 1 }], 'corrupt'],
    [
      'a deflated entry shorter than it says',
      [MANIFEST, { name: 'a.txt', data: 'hello', method: 8, declaredSize: 10 }],
      'corrupt',
    ],
    [
      'a stored entry longer than it says',
      [MANIFEST, { name: 'a.txt', data: 'hello world', declaredSize: 5 }],
      'size-mismatch',
    ],
    [
      'a bomb that lies about its size',
      [
        MANIFEST,
        {
          name: 'bomb.txt',
          method: 8,
          packed: new Uint8Array(deflateRawSync(Buffer.alloc(16 * 1024 * 1024))),
          declaredSize: 1000,
          crc: 0,
        },
      ],
      'size-mismatch',
    ],
    [
      'a deflate stream followed by other bytes',
      [
        MANIFEST,
        {
          name: 'a.txt',
          data: 'hello',
          method: 8,
          packed: new Uint8Array([...deflateRawSync(Buffer.from('hello')), 1, 2, 3, 4]),
        },
      ],
      'corrupt',
    ],
    [
      'a large deflate stream followed by one byte, past its first block',
      [
        MANIFEST,
        {
          name: 'a.txt',
          data: NOISE,
          method: 8,
          packed: new Uint8Array([...deflateRawSync(NOISE), 0]),
        },
      ],
      'corrupt',
    ],
  ] as const)('refuses %s the same way either way', async (_, entries, code) => {
    const { native, jszip } = await bothWays(buildRawZip([...entries]));
    expect(native.kind === 'refused' && native.refused.code).toBe(code);
    expect(jszip.kind === 'refused' && jszip.refused.code).toBe(code);
  });

  it.each([
    ['100 bytes', new Uint8Array(100).fill(7)],
    ['four zero bytes', new Uint8Array(4)],
    ['a second end record', new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Uint8Array(18)])],
  ])('refuses %s after the end record the same way either way', async (_, junk) => {
    const zip = buildRawZip([MANIFEST, { name: 'a.txt', data: 'hello', method: 8 }]);
    const { native, jszip } = await bothWays(new Uint8Array([...zip, ...junk]));
    expect(native.kind === 'refused' && native.refused.code).toBe('corrupt');
    expect(jszip.kind === 'refused' && jszip.refused).toEqual(native.kind === 'refused' && native.refused);
  });
});
