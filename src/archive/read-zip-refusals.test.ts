import { deflateRawSync } from 'node:zlib';
import { parseTree } from 'jsonc-parser';
import { describe, expect, it, vi } from 'vitest';
import { withDetail, type RefusalCode } from './archive-messages';
import { readPluginZip, type ReadZipOptions } from './read-zip';
import { buildRawZip, unicodePathExtra, type RawEntry } from './test-support-raw-zip';
import { scanJsonWithinLimits } from '../model/parse-limits';

// The parser that reads a whole text, recursively: a text beyond the parse limits must not reach it.
vi.mock('jsonc-parser', async (original) => {
  const real = await original<typeof import('jsonc-parser')>();
  return { ...real, parseTree: vi.fn(real.parseTree) };
});

const MANIFEST: RawEntry = { name: 'plugin.json', data: '{"name":"p"}' };

async function refusalOf(zip: Uint8Array, opts?: ReadZipOptions) {
  const result = await readPluginZip(zip, opts);
  if (result.kind !== 'refused') throw new Error(`expected a refusal, got ${result.kind}`);
  expect(Object.keys(result)).toEqual(['kind', 'refused']);
  // One sentence about the zip, nothing about the page (#13 item 14: the checker printed it too).
  expect(result.refused.message).toMatch(/^[A-Z][^]*\.$/);
  expect(result.refused.message).not.toMatch(/current work|unchanged/);
  return result.refused;
}

async function expectRefused(zip: Uint8Array, code: RefusalCode, opts?: ReadZipOptions) {
  const refused = await refusalOf(zip, opts);
  expect(refused.code).toBe(code);
  return refused.message;
}

/** The refusal's sentence and, for the checker, the sentence with its details. */
async function expectWorded(zip: Uint8Array, code: RefusalCode) {
  const refused = await refusalOf(zip);
  expect(refused.code).toBe(code);
  return { message: refused.message, checker: withDetail(refused) };
}

const withEntry = (entry: RawEntry) => buildRawZip([MANIFEST, entry]);

describe('readPluginZip refuses, with a plain sentence and no partial result,', () => {
  it('a file that is not a zip', async () => {
    await expectRefused(new TextEncoder().encode('just some text, not an archive'), 'not-a-zip');
    await expectRefused(new Uint8Array(0), 'not-a-zip');
    // Shorter than an end record, with the signature's first bytes in it: nothing is read past its end.
    await expectRefused(new TextEncoder().encode('not a zip at all PK.'), 'not-a-zip');
  });

  it('a zip cut short', async () => {
    const zip = buildRawZip([MANIFEST, { name: 'a.txt', data: 'x'.repeat(500) }]);
    await expectRefused(zip.subarray(0, 300), 'truncated');
    await expectRefused(zip.subarray(0, zip.length - 5), 'truncated');
  });

  it('a zip whose content no longer matches its checksum', async () => {
    const zip = withEntry({ name: 'docs/a.txt', data: 'hello world' });
    const damaged = zip.slice();
    damaged[damaged.indexOf(0x68 /* h */)] = 0x48;
    expect(await expectWorded(damaged, 'corrupt')).toEqual({
      message: 'This zip is damaged ("a.txt" does not match its checksum), so it was not opened.',
      checker: expect.stringMatching(/ Details: path: docs\/a\.txt\.$/),
    });
  });

  it('a deflated entry whose stream is garbage', async () => {
    await expectRefused(
      withEntry({ name: 'a.txt', data: 'hello', method: 8, packed: new Uint8Array([0xff, 0xff, 0xff]) }),
      'corrupt',
    );
  });

  // #19 item 9: Chromium's inflater refused this and Node's (the checker's) read it as valid.
  it('a deflated entry whose stream is followed by other bytes, in every runtime', async () => {
    const packed = new Uint8Array([...deflateRawSync(Buffer.from('hello')), 0x4a, 0x55, 0x4e, 0x4b]);
    expect(
      await expectRefused(withEntry({ name: 'a.txt', data: 'hello', method: 8, packed }), 'corrupt'),
    ).toBe('This zip is damaged ("a.txt" cannot be unpacked), so it was not opened.');
    // A stream that ends exactly on its last byte is fine, however it was packed.
    const big = 'All work and no play. '.repeat(20_000);
    const zip = withEntry({ name: 'big.txt', data: big, method: 8 });
    expect((await readPluginZip(zip)).kind).toBe('agent-plugin');
  });

  // #19 item 17: such an entry opened as an empty file while unzip reported a checksum error.
  it('an entry that declares no bytes but packs some, stored or deflated', async () => {
    const stored = withEntry({ name: 'skills/a/a.txt', data: 'hello', declaredSize: 0, crc: 0 });
    expect(await expectWorded(stored, 'size-mismatch')).toEqual({
      message:
        'This zip unpacks "a.txt" to more than the size it says it has, a trick used to overload computers, so it was not opened.',
      checker: expect.stringContaining(
        'Details: path: skills/a/a.txt; it inflates past the uncompressed size in its header (a zip bomb).',
      ),
    });
    const deflated = withEntry({ name: 'b.txt', data: 'hello', method: 8, declaredSize: 0, crc: 0 });
    await expectRefused(deflated, 'size-mismatch');
    const checksum = withEntry({ name: 'c.txt', data: '', crc: 0x12345678 });
    expect(await expectRefused(checksum, 'corrupt')).toContain('"c.txt" does not match its checksum');
  });

  it('a password-protected entry', async () => {
    expect(
      await expectWorded(withEntry({ name: 'docs/secret.txt', data: 'x', flags: 1 }), 'encrypted'),
    ).toEqual({
      message:
        'This zip is password-protected (its file "secret.txt" is locked) and the builder cannot open protected zips, so it was not opened.',
      checker: expect.stringMatching(/ Details: path: docs\/secret\.txt\.$/),
    });
    await expectRefused(withEntry({ name: 'aes.txt', data: 'x', method: 99 }), 'encrypted');
  });

  it('an entry compressed with a method other than store or deflate', async () => {
    expect(
      await expectWorded(withEntry({ name: 'data/a.bz2', data: 'x', method: 12 }), 'unsupported-compression'),
    ).toEqual({
      message:
        'This zip packs "a.bz2" in a way the builder cannot unpack (only standard zip compression is supported), so it was not opened.',
      checker: expect.stringMatching(/ Details: path: data\/a\.bz2\.$/),
    });
  });

  it.each([
    ['../evil.txt'],
    ['skills/../../evil.txt'],
    ['/etc/passwd'],
    ['C:/Windows/evil.txt'],
    ['C:\\Windows\\evil.txt'],
    ['..\\evil.txt'],
    ['skills\\..\\..\\evil.txt'],
  ])('an entry named %s that points outside the plugin', async (name) => {
    const message = await expectRefused(withEntry({ name, data: 'x' }), 'unsafe-path');
    expect(message).toBe(
      `This zip holds a file that points outside the plugin (${name}), so it was not opened.`,
    );
  });

  it('a climbing name hidden behind a harmless Unicode Path field, or the other way round', async () => {
    const raw = new TextEncoder().encode('../evil.txt');
    await expectRefused(
      withEntry({ name: raw, data: 'x', extra: unicodePathExtra(raw, 'fine.txt') }),
      'unsafe-path',
    );
    const safe = new TextEncoder().encode('fine.txt');
    await expectRefused(
      withEntry({ name: safe, data: 'x', extra: unicodePathExtra(safe, '../evil.txt') }),
      'unsafe-path',
    );
  });

  it('a symbolic link', async () => {
    const link = { name: 'skills/link', data: '../../etc/passwd', attributes: (0o120777 << 16) >>> 0 };
    expect(await expectWorded(withEntry(link), 'link')).toEqual({
      message: 'This zip holds a link to another file ("link") instead of a real file, so it was not opened.',
      checker: expect.stringMatching(/ Details: path: skills\/link\.$/),
    });
  });

  it('a device or pipe', async () => {
    const fifo = { name: 'bin/fifo', attributes: (0o010644 << 16) >>> 0 };
    expect(await expectWorded(withEntry(fifo), 'special-file')).toEqual({
      message: 'This zip holds something that is neither a file nor a folder ("fifo"), so it was not opened.',
      checker: expect.stringMatching(/ Details: path: bin\/fifo\.$/),
    });
  });

  it('two entries with the same name, even when jszip would silently keep the last', async () => {
    await expectRefused(
      buildRawZip([MANIFEST, { name: 'a.txt', data: '1' }, { name: 'a.txt', data: '2' }]),
      'duplicate-name',
    );
    expect(
      await expectWorded(
        buildRawZip([MANIFEST, { name: 'a/b.txt', data: '1' }, { name: 'a/./b.txt', data: '2' }]),
        'duplicate-name',
      ),
    ).toEqual({
      message: 'This zip holds two entries named "b.txt" in the same folder, so it was not opened.',
      checker: expect.stringMatching(/ Details: path: a\/b\.txt\.$/),
    });
  });

  it('a name that is both a file and a folder', async () => {
    expect(
      await expectWorded(
        buildRawZip([MANIFEST, { name: 'x/a', data: '1' }, { name: 'x/a/b.txt', data: '2' }]),
        'name-clash',
      ),
    ).toEqual({
      message: 'This zip holds "a" both as a file and as a folder, so it was not opened.',
      checker: expect.stringMatching(/ Details: path: x\/a\.$/),
    });
  });

  it('names holding NUL or other control characters, judged on the archive bytes', async () => {
    // jszip would cut the first name at the NUL and hand back "evil.txt".
    expect(
      await expectRefused(withEntry({ name: 'evil.txt\u0000.md', data: 'x' }), 'control-character'),
    ).toContain('("evil.txt?.md")');
    await expectRefused(withEntry({ name: 'line\nbreak.md', data: 'x' }), 'control-character');
    await expectRefused(withEntry({ name: 'c1\u0085.md', data: 'x', flags: 0x800 }), 'control-character');
  });

  // #19 item 17: a right-to-left override shows invoice\u202Egpj.exe as invoiceexe.jpg.
  it('names holding a bidirectional control, shown without it', async () => {
    const message = await expectRefused(
      withEntry({ name: 'invoice\u202egpj.exe', data: 'MZ' }),
      'bidi-control',
    );
    expect(message).toBe(
      'This zip holds a file whose name contains an invisible character that reverses how the name reads ("invoice?gpj.exe"), a way to disguise a file\'s type, so it was not opened.',
    );
    expect(await expectWorded(withEntry({ name: 'skills/a\u2067b.md', data: 'x' }), 'bidi-control')).toEqual({
      message: expect.stringContaining('reverses how the name reads ("a?b.md")'),
      checker: expect.stringMatching(/ Details: path: skills\/a\?b\.md\.$/),
    });
  });

  it('a name flagged as UTF-8 that is not', async () => {
    await expectRefused(
      withEntry({ name: new Uint8Array([0x61, 0xff, 0x62]), data: 'x', flags: 0x800 }),
      'corrupt',
    );
  });

  it('more entries than the limit, before reading them', async () => {
    const entries = [MANIFEST, ...Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }))];
    const message = await expectRefused(buildRawZip(entries), 'too-many-entries', {
      limits: { maxEntries: 4 },
    });
    expect(message).toBe(
      'This zip holds more than the 4 files and folders the builder opens, so it was not opened.',
    );
  });

  // #19 item 10: each of these was refused with a sentence that was not true.
  it('a 3-entry zip whose end record claims 65,535 entries, as damaged, not as too many', async () => {
    const zip = buildRawZip([MANIFEST, { name: 'a.txt', data: 'x' }, { name: 'b.txt', data: 'y' }], {
      statedCount: 0xffff,
    });
    expect(await expectRefused(zip, 'corrupt')).toBe(
      'This zip is damaged (its end record counts 65,535 entries but its table of contents lists 3), so it was not opened.',
    );
  });

  it('a zip followed by 100 bytes of something else, as damaged, not cut short', async () => {
    const zip = buildRawZip([MANIFEST]);
    const appended = new Uint8Array(zip.length + 100);
    appended.set(zip);
    appended.fill(0x41, zip.length);
    expect(await expectRefused(appended, 'corrupt')).toBe(
      'This zip is damaged (100 bytes of something else follow its end), so it was not opened.',
    );
  });

  it('a zip with an empty table of contents, as empty, not as holding no plugin.json', async () => {
    expect(await expectRefused(buildRawZip([]), 'empty')).toBe(
      'This zip is empty (it holds no files or folders), so it was not opened.',
    );
  });

  it('more entries than the default limit of 20,000', async () => {
    const entries = [MANIFEST, ...Array.from({ length: 20_000 }, (_, i) => ({ name: `f${i}` }))];
    await expectRefused(buildRawZip(entries), 'too-many-entries');
  });

  it('a zip file larger than the input limit, from its size alone', async () => {
    const message = await expectRefused(
      withEntry({ name: 'a.txt', data: 'x'.repeat(2000) }),
      'zip-too-large',
      {
        limits: { maxZipBytes: 1024 },
      },
    );
    expect(message).toContain('larger than the 1 KB the builder opens');
  });

  it('more declared unpacked bytes than the limit, before inflating', async () => {
    const zip = withEntry({ name: 'big.txt', data: 'a'.repeat(100_000), method: 8 });
    await expectRefused(zip, 'too-large-unpacked', { limits: { maxUnpackedBytes: 50_000 } });
  });

  it('a zip bomb that lies about its size, stopped at once without inflating the rest', async () => {
    const packed = new Uint8Array(deflateRawSync(Buffer.alloc(128 * 1024 * 1024)));
    const zip = withEntry({ name: 'bomb.txt', method: 8, packed, declaredSize: 1000, crc: 0 });
    let unpacked = 0;
    const message = await expectRefused(zip, 'size-mismatch', { onProgress: (p) => (unpacked = p.done) });
    expect(unpacked).toBeLessThanOrEqual(1000);
    expect(message).toContain('bomb.txt');
  });

  it('entries that overlap (the overlapping-entry zip bomb)', async () => {
    const zip = buildRawZip([
      MANIFEST,
      { name: 'a.txt', data: 'x'.repeat(100) },
      { name: 'a.txt', data: 'x'.repeat(100), sharesWith: 1 },
    ]);
    expect(await expectRefused(zip, 'corrupt')).toContain('share the same bytes');
  });

  it('a local header whose name differs from the central directory (jszip trusts the local one)', async () => {
    await expectRefused(withEntry({ name: 'fine.txt', localName: '../evil.txt', data: 'x' }), 'corrupt');
  });

  it('an end record whose entry count differs from the records found', async () => {
    await expectRefused(buildRawZip([MANIFEST, { name: 'a.txt', data: 'x' }], { statedCount: 1 }), 'corrupt');
    await expectRefused(buildRawZip([MANIFEST], { statedCount: 2 }), 'corrupt');
  });

  it('a second, consistent end record hidden in the comment, instead of reading an empty package', async () => {
    const fake = new Uint8Array(22);
    fake.set([0x50, 0x4b, 0x05, 0x06]);
    expect(await expectRefused(buildRawZip([MANIFEST], { comment: fake }), 'corrupt')).toContain(
      'more than one end record',
    );
  });

  it('a folder entry that holds data', async () => {
    await expectRefused(withEntry({ name: 'dir/', data: 'x' }), 'corrupt');
  });

  it('an archive split over several files', async () => {
    const zip = buildRawZip([MANIFEST]);
    zip[zip.length - 22 + 4] = 1;
    await expectRefused(zip, 'split-archive');
  });

  it('a zip without any plugin.json, in plain words, with the file name in the detail', async () => {
    const result = await readPluginZip(buildRawZip([{ name: 'README.md', data: '# hi' }]));
    if (result.kind !== 'refused') throw new Error(`opened: ${result.kind}`);
    expect(result.refused.message).toBe(
      'This zip holds no plugin: none of its folders has the file that describes one, so it was not opened.',
    );
    expect(result.refused.detail).toBe('no plugin.json, nor .claude-plugin/plugin.json, in any folder');
  });

  // #19 item 3: a 49 KB zip whose plugin.json is 50 million `[` crashed the tab and the checker;
  // one of 16.6 million items blocked the page for minutes. Both are refused, quickly.
  it('a plugin.json nested deeper or holding more values than the builder reads', async () => {
    vi.mocked(parseTree).mockClear();
    const deep = buildRawZip([{ name: 'plugin.json', data: '['.repeat(50_000_000), method: 8 }]);
    expect(deep.length).toBeLessThan(100_000);
    expect(await expectRefused(deep, 'beyond-parse-limits')).toContain(
      'file "plugin.json" is nested more than 256',
    );
    const items = `{"name":"p","keywords":[${'1,'.repeat(16_600_000)}1]}`;
    const many = buildRawZip([{ name: 'plugin.json', data: items, method: 8 }]);
    expect(await expectRefused(many, 'beyond-parse-limits')).toContain('more than 100,000 values');
    const wrapped = buildRawZip([
      { name: 'repo/plugin.json', data: '{"name":"p"}' },
      { name: 'repo/mcp.json', data: '{"a":'.repeat(1000) },
    ]);
    expect(await expectRefused(wrapped, 'beyond-parse-limits')).toContain('mcp.json');
    // Found by the scan that stops at the limit: the parser that reads a whole text saw none of them.
    for (const [parsed] of vi.mocked(parseTree).mock.calls)
      expect(scanJsonWithinLimits(parsed)).toBeUndefined();
  }, 30_000);
});
