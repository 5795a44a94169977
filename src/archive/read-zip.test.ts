import { describe, expect, it } from 'vitest';
import { decodeText, type FileTree } from '../model/file-tree';
import { choosePlugin, readPluginZip, type PluginZip, type ZipReadResult } from './read-zip';
import { buildRawZip, extendedTimestampExtra, unicodePathExtra, type RawEntry } from './test-support-raw-zip';

const manifest = (name: string, extra = ''): string => `{"name":"${name}"${extra}}`;
const MANIFEST: RawEntry = { name: 'plugin.json', data: manifest('p') };

function opened(result: ZipReadResult): PluginZip {
  if (result.kind === 'refused' || result.kind === 'choose-plugin') throw new Error(JSON.stringify(result));
  return result;
}

const text = (tree: FileTree, path: string) => {
  const entry = tree.get(path);
  return entry?.kind === 'file' ? decodeText(entry.bytes) : undefined;
};

describe('readPluginZip finds the plugin', () => {
  it('at the top of the zip', async () => {
    const result = opened(
      await readPluginZip(buildRawZip([MANIFEST, { name: 'skills/a/SKILL.md', data: 'x' }])),
    );
    expect(result).toMatchObject({ kind: 'agent-plugin', root: '', name: 'p', warnings: [] });
    expect([...result.tree.keys()]).toEqual(['plugin.json', 'skills/a/SKILL.md']);
  });

  it('inside one wrapping folder, as GitHub "Download ZIP" makes it (with its comment)', async () => {
    const zip = buildRawZip(
      [
        { name: 'repo-main/' },
        { name: 'repo-main/plugin.json', data: manifest('p') },
        { name: 'repo-main/README.md', data: '# hi' },
        { name: '__MACOSX/repo-main/._README.md', data: 'junk' },
      ],
      { comment: '0123456789abcdef0123456789abcdef01234567' },
    );
    const result = opened(await readPluginZip(zip));
    expect(result.root).toBe('repo-main');
    expect([...result.tree.keys()]).toEqual(['README.md', 'plugin.json']);
    expect(result.warnings).toEqual([]);
  });

  it('leaving out the __MACOSX folder macOS adds when the files themselves were compressed', async () => {
    const zip = buildRawZip([
      MANIFEST,
      { name: '__MACOSX/' },
      { name: '__MACOSX/._plugin.json', data: 'junk' },
    ]);
    const result = opened(await readPluginZip(zip));
    expect([...result.tree.keys()]).toEqual(['plugin.json']);
    expect(result.warnings).toMatchObject([
      { code: 'mac-metadata', paths: ['__MACOSX', '__MACOSX/._plugin.json'] },
    ]);
  });

  // #13 item 11: .DS_Store files were imported and exported into the plugin.
  it('leaving out the .DS_Store files Finder writes into folders, with a note', async () => {
    const zip = buildRawZip([
      MANIFEST,
      { name: '.DS_Store', data: 'Bud1' },
      { name: 'skills/.DS_Store', data: 'Bud1' },
    ]);
    const result = opened(await readPluginZip(zip));
    expect([...result.tree.keys()]).toEqual(['plugin.json']);
    expect(result.warnings).toMatchObject([
      { code: 'mac-metadata', paths: ['.DS_Store', 'skills/.DS_Store'] },
    ]);
  });

  it('and recognises a solution, a plain Agent Plugin and a Claude Code plugin', async () => {
    const solution = {
      name: 'plugin.json',
      data: manifest('s', ',"extensions":{"org.sigrix":{"assistant":"assistant.json"}}'),
    };
    expect(opened(await readPluginZip(buildRawZip([solution]))).kind).toBe('solution');
    expect(opened(await readPluginZip(buildRawZip([MANIFEST]))).kind).toBe('agent-plugin');
    const claude = buildRawZip([
      { name: '.claude-plugin/plugin.json', data: manifest('c') },
      { name: '.mcp.json', data: '{}' },
    ]);
    expect(opened(await readPluginZip(claude))).toMatchObject({ kind: 'claude-code-plugin', name: 'c' });
  });

  // #13 item 9: refused as "This zip holds no plugin.json" when more than 3 folders down.
  it('however deep it is, the shallowest one winning', async () => {
    const zip = buildRawZip([
      { name: 'repo/a/b/c/d/p/plugin.json', data: manifest('deep') },
      { name: 'repo/a/b/c/d/p/examples/x/plugin.json', data: manifest('example') },
      { name: 'repo/README.md', data: '# hi' },
    ]);
    const result = opened(await readPluginZip(zip));
    expect(result).toMatchObject({ root: 'repo/a/b/c/d/p', name: 'deep' });
    expect([...result.tree.keys()]).toEqual(['examples/x/plugin.json', 'plugin.json']);
  });

  it('offers a choice when the zip holds several plugins, and opens the chosen one', async () => {
    const zip = buildRawZip([
      { name: 'market/plugins/one/plugin.json', data: manifest('one') },
      { name: 'market/plugins/one/skills/a/SKILL.md', data: 'a' },
      { name: 'market/plugins/two/.claude-plugin/plugin.json', data: manifest('two') },
      { name: 'market/README.md', data: 'hi' },
    ]);
    const result = await readPluginZip(zip);
    if (result.kind !== 'choose-plugin') throw new Error(result.kind);
    expect(result.candidates).toEqual([
      { root: 'market/plugins/one', kind: 'agent-plugin', name: 'one' },
      { root: 'market/plugins/two', kind: 'claude-code-plugin', name: 'two' },
    ]);
    const chosen = opened(choosePlugin(result, 'market/plugins/one'));
    expect([...chosen.tree.keys()]).toEqual(['plugin.json', 'skills/a/SKILL.md']);
    expect(chosen.warnings.map((w) => w.code)).toEqual(['outside-root']);
    // The person reads what happened; the folders and files are the developer's detail.
    expect(chosen.warnings[0]).toMatchObject({
      message: 'The plugin is in a folder inside this zip; 2 other files beside it were left out.',
      detail: expect.stringMatching(/^the plugin's root is market\/plugins\/one; left out: market\//),
    });
    expect(opened(await readPluginZip(zip, { root: 'market/plugins/two' })).kind).toBe('claude-code-plugin');
    // A folder that is not one of them is named by its bare name; its path is the developer's detail.
    expect(choosePlugin(result, 'market/plugins')).toEqual({
      kind: 'refused',
      refused: {
        code: 'unknown-root',
        message: 'The chosen folder "plugins" is not one of the plugins in this zip, so nothing was opened.',
        detail: 'path: market/plugins',
      },
    });
    expect(choosePlugin(result, '')).toEqual({
      kind: 'refused',
      refused: {
        code: 'unknown-root',
        message: 'The top folder of this zip is not a plugin, so nothing was opened.',
      },
    });
  });
});

describe('readPluginZip keeps', () => {
  it('each file’s Unix mode, and empty folders as folder entries', async () => {
    const zip = buildRawZip([
      MANIFEST,
      { name: 'bin/server', data: '#!/bin/sh\n', attributes: (0o100755 << 16) >>> 0 },
      { name: 'data/empty/', attributes: (0o040700 << 16) >>> 0 },
    ]);
    const { tree } = opened(await readPluginZip(zip));
    expect(tree.get('bin/server')).toMatchObject({ kind: 'file', mode: 0o755 });
    expect(tree.get('data/empty')).toMatchObject({ kind: 'folder', mode: 0o700 });
  });

  it('default modes for entries from systems that record none', async () => {
    const zip = buildRawZip([
      { ...MANIFEST, host: 0, attributes: 0x20 },
      { name: 'dir/', host: 0, attributes: 0x10 },
    ]);
    const { tree } = opened(await readPluginZip(zip));
    expect(tree.get('plugin.json')).toMatchObject({ mode: 0o644 });
    expect(tree.get('dir')).toMatchObject({ kind: 'folder', mode: 0o755 });
  });

  it('the UTC time of the extended-timestamp field over the zone-less DOS time', async () => {
    const seconds = Date.UTC(2024, 6, 1, 12, 0, 10) / 1000;
    const zip = buildRawZip([
      { ...MANIFEST, dosDate: 0x58e1, dosTime: 0x7000, extra: extendedTimestampExtra(seconds + 1) },
    ]);
    // On the 2-second grid a zip export can keep: 12:00:11 becomes 12:00:10.
    expect(opened(await readPluginZip(zip)).tree.get('plugin.json')?.mtime).toBe(seconds * 1000);
  });

  it('the DOS time read as UTC when there is no other', async () => {
    // 2024-07-01 14:00:06 in DOS fields.
    const zip = buildRawZip([{ ...MANIFEST, dosDate: (44 << 9) | (7 << 5) | 1, dosTime: (14 << 11) | 3 }]);
    expect(opened(await readPluginZip(zip)).tree.get('plugin.json')?.mtime).toBe(
      Date.UTC(2024, 6, 1, 14, 0, 6),
    );
  });

  it('entries differing only in letter case, with a warning', async () => {
    const zip = buildRawZip([MANIFEST, { name: 'README.md', data: '1' }, { name: 'readme.md', data: '2' }]);
    const result = opened(await readPluginZip(zip));
    expect(result.tree.size).toBe(3);
    expect(result.warnings).toMatchObject([{ code: 'case-collision', paths: ['README.md', 'readme.md'] }]);
    expect(result.warnings[0]!.message).toBe(
      '"README.md" and "readme.md" differ only in letter case; on Windows and macOS one would overwrite the other, so consider renaming one.',
    );
  });

  // #13: the sentence named full paths; it names the files or folders that differ, once.
  it('names that differ in letter case by their bare names, the full paths in the detail', async () => {
    const zip = buildRawZip([
      MANIFEST,
      { name: 'skills/faq/SKILL.md', data: '1' },
      { name: 'skills/faq/skill.md', data: '2' },
      { name: 'Docs/a.md', data: '3' },
      { name: 'docs/a.md', data: '4' },
      { name: 'docs/B.md', data: '5' },
      { name: 'Docs/b.md', data: '6' },
    ]);
    const warnings = opened(await readPluginZip(zip)).warnings;
    expect(warnings.map((w) => [w.message.split(';')[0], w.detail])).toEqual([
      [
        '"Docs" and "docs" differ only in letter case',
        'the paths are Docs/a.md, Docs/b.md, docs/B.md, docs/a.md',
      ],
      [
        '"SKILL.md" and "skill.md" differ only in letter case',
        'the paths are skills/faq/SKILL.md, skills/faq/skill.md',
      ],
    ]);
  });

  it('names Windows cannot write by their bare names, each once, the full paths in the detail', async () => {
    const zip = buildRawZip([
      MANIFEST,
      { name: 'CON/a.md', data: '1' },
      { name: 'CON/b.md', data: '2' },
      { name: 'skills/faq/aux.txt', data: '3' },
    ]);
    const [warning] = opened(await readPluginZip(zip)).warnings;
    expect(warning).toEqual({
      code: 'windows-names',
      paths: ['CON/a.md', 'CON/b.md', 'skills/faq/aux.txt'],
      message:
        '2 file or folder names cannot be used on Windows, so the plugin would not unpack there until they are renamed ("CON", "aux.txt").',
      detail: 'the paths are CON/a.md, CON/b.md, skills/faq/aux.txt',
    });
  });

  // #19 item 10: names differing only in Unicode normal form were said to differ in letter case.
  it('entries differing only in how an accent is encoded, with a warning that says so', async () => {
    const composed = 'caf\u00e9.md';
    const decomposed = 'cafe\u0301.md';
    const zip = buildRawZip([MANIFEST, { name: composed, data: '1' }, { name: decomposed, data: '2' }]);
    const [warning] = opened(await readPluginZip(zip)).warnings;
    expect(warning?.message).toContain('write an accented letter in two different ways; on macOS');
    expect(warning?.message).not.toContain('letter case');
    const both = buildRawZip([
      MANIFEST,
      { name: 'Caf\u00e9.md', data: '1' },
      { name: decomposed, data: '2' },
    ]);
    expect(opened(await readPluginZip(both)).warnings[0]?.message).toContain(
      'differ only in letter case and in how an accented letter is written',
    );
  });

  it('Zip64 archives', async () => {
    const zip = buildRawZip([MANIFEST, { name: 'a.txt', data: 'zip64 content', method: 8 }], { zip64: true });
    expect(text(opened(await readPluginZip(zip)).tree, 'a.txt')).toBe('zip64 content');
  });

  it('the real archive when its comment holds something that looks like an end record', async () => {
    const comment = new Uint8Array([...new TextEncoder().encode('note '), 0x50, 0x4b, 0x05, 0x06, 1, 2, 3]);
    const result = opened(
      await readPluginZip(buildRawZip([MANIFEST, { name: 'a.txt', data: 'a' }], { comment })),
    );
    expect([...result.tree.keys()]).toEqual(['a.txt', 'plugin.json']);
  });

  it("each file in a buffer of its own, none the archive's: small and large, deflated and stored", async () => {
    // Large enough to come out of the inflater in several chunks; random enough not to shrink.
    const large = 'All of this is kept. '.repeat(20_000);
    let seed = 1;
    const noise = Uint8Array.from({ length: 70_000 }, () => (seed = (seed * 48271) % 2147483647) & 0xff);
    const zip = buildRawZip([
      MANIFEST,
      { name: 'small.md', data: 'kept as it is', method: 8 },
      { name: 'large.md', data: large, method: 8 },
      { name: 'stored.txt', data: 'stored as it is', method: 0 },
      { name: 'noise.bin', data: noise, method: 0 },
    ]);
    const { tree } = opened(await readPluginZip(zip));
    expect(text(tree, 'small.md')).toBe('kept as it is');
    expect(text(tree, 'large.md')).toBe(large);
    expect(text(tree, 'stored.txt')).toBe('stored as it is');
    const buffers = new Set<ArrayBufferLike>();
    for (const [path, entry] of tree) {
      if (entry.kind !== 'file') continue;
      // Whole: handed from the worker to the page without a copy; and never the archive's.
      expect(entry.bytes.byteOffset, path).toBe(0);
      expect(entry.bytes.byteLength, path).toBe(entry.bytes.buffer.byteLength);
      expect(entry.bytes.buffer, path).not.toBe(zip.buffer);
      buffers.add(entry.bytes.buffer);
    }
    expect(buffers.size).toBe(5);
    const bin = tree.get('noise.bin');
    expect(bin?.kind === 'file' && [...bin.bytes]).toEqual([...noise]);
  });

  it('entries written with a trailing data descriptor', async () => {
    const zip = buildRawZip([MANIFEST, { name: 'a.txt', data: 'streamed', method: 8, flags: 0x8 }]);
    expect(text(opened(await readPluginZip(zip)).tree, 'a.txt')).toBe('streamed');
  });
});

describe('readPluginZip reads names', () => {
  it('as UTF-8 when flagged, or when the bytes are valid UTF-8', async () => {
    const zip = buildRawZip([
      MANIFEST,
      { name: 'café.md', data: '1', flags: 0x800 },
      { name: 'naïve.md', data: '2' },
    ]);
    const result = opened(await readPluginZip(zip));
    expect([...result.tree.keys()]).toEqual(['café.md', 'naïve.md', 'plugin.json']);
    expect(result.warnings).toEqual([]);
  });

  it('as code page 437 otherwise, with a warning', async () => {
    const raw = new Uint8Array([0x63, 0x61, 0x66, 0x82, 0x2e, 0x6d, 0x64]); // "caf\x82.md"
    const result = opened(await readPluginZip(buildRawZip([MANIFEST, { name: raw, data: '1' }])));
    expect(result.tree.has('café.md')).toBe(true);
    expect(result.warnings).toMatchObject([{ code: 'legacy-name-encoding', paths: ['café.md'] }]);
    expect(result.warnings[0]!.message).not.toMatch(/UTF|DOS|café/);
    expect(result.warnings[0]!.detail).toBe(
      'the zip does not flag this name as UTF-8, so it was read as code page 437 (DOS): café.md',
    );
  });

  it('from a current Info-ZIP Unicode Path field', async () => {
    const raw = new Uint8Array([0x63, 0x61, 0x66, 0x82, 0x2e, 0x6d, 0x64]);
    const zip = buildRawZip([MANIFEST, { name: raw, data: '1', extra: unicodePathExtra(raw, 'café.md') }]);
    const result = opened(await readPluginZip(zip));
    expect(result.tree.has('café.md')).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('with Windows backslashes as folders, with a warning', async () => {
    const result = opened(
      await readPluginZip(buildRawZip([MANIFEST, { name: 'skills\\a\\SKILL.md', data: 'x' }])),
    );
    expect(text(result.tree, 'skills/a/SKILL.md')).toBe('x');
    expect(result.warnings).toMatchObject([{ code: 'backslash-separators' }]);
  });
});
