import { describe, expect, it } from 'vitest';
import { decodeText, encodeText } from '../model/file-tree';
import type { RefusalCode } from './archive-messages';
import { readPluginFolder, type FolderItem, type ReadFolderOptions } from './folder-entries';
import type { PluginZip, ZipReadResult } from './open-tree';
import { readPluginZip } from './read-zip';
import { buildRawZip } from './test-support-raw-zip';

const file = (path: string, text = 'x', mode?: number): FolderItem => {
  const bytes = encodeText(text);
  return { path, kind: 'file', size: bytes.length, read: async () => bytes, ...(mode ? { mode } : {}) };
};
const MANIFEST = file('plugin.json', '{"name":"p"}', 0o644);

function opened(result: ZipReadResult): PluginZip {
  if (result.kind === 'refused' || result.kind === 'choose-plugin') throw new Error(JSON.stringify(result));
  return result;
}

async function refused(items: FolderItem[], code: RefusalCode, opts?: ReadFolderOptions) {
  const result = await readPluginFolder(items, opts);
  if (result.kind !== 'refused') throw new Error(`expected a refusal, got ${result.kind}`);
  expect(result.refused.code).toBe(code);
  expect(result.refused.message).toMatch(/^This folder('s)? /);
  return result.refused.message;
}

describe('readPluginFolder (the one folder reader)', () => {
  it('reads files with their modes and times, and empty folders as folder entries', async () => {
    const result = opened(
      await readPluginFolder([
        MANIFEST,
        { ...file('bin/server', '#!/bin/sh\n', 0o755), mtime: 1_700_000_000_000 },
        { path: 'bin', kind: 'folder', mode: 0o755 },
        { path: 'empty', kind: 'folder', mode: 0o700 },
      ]),
    );
    expect([...result.tree.keys()].sort()).toEqual(['bin/server', 'empty', 'plugin.json']);
    expect(result.tree.get('bin/server')).toMatchObject({ mode: 0o755, mtime: 1_700_000_000_000 });
    expect(result.tree.get('empty')).toEqual({ kind: 'folder', mode: 0o700 });
    expect(result.warnings).toEqual([]);
  });

  // #13 item 10: the checker missed the plugin of an unpacked GitHub download.
  it('finds the plugin inside one wrapping folder, as in a zip', async () => {
    const result = opened(
      await readPluginFolder([
        { path: 'repo-main', kind: 'folder' },
        file('repo-main/plugin.json', '{"name":"p"}', 0o644),
        file('repo-main/README.md', '# hi', 0o644),
      ]),
    );
    expect(result.root).toBe('repo-main');
    expect([...result.tree.keys()]).toEqual(['plugin.json', 'README.md']);
  });

  // #19 item 9: a FIFO was skipped by the checker and read as an empty file by the page.
  it('skips links and special files with a note, never reading them as files', async () => {
    const result = opened(
      await readPluginFolder([
        MANIFEST,
        { path: 'skills/link', kind: 'link' },
        { path: 'pipe', kind: 'special' },
      ]),
    );
    expect([...result.tree.keys()]).toEqual(['plugin.json']);
    expect(result.warnings).toMatchObject([{ code: 'skipped-special', paths: ['skills/link', 'pipe'] }]);
    expect(result.warnings[0]!.message).toBe(
      '2 links or special files in this folder were skipped, since a plugin holds only files and folders.',
    );
    expect(result.warnings[0]!.detail).toBe('symbolic links, pipes, sockets or devices: skills/link, pipe');
  });

  // #13 item 11: .DS_Store was imported and exported into the plugin.
  it('leaves out macOS litter (.DS_Store, __MACOSX) with a note', async () => {
    const result = opened(
      await readPluginFolder([
        MANIFEST,
        file('.DS_Store'),
        file('skills/.DS_Store'),
        file('skills/a/SKILL.md'),
      ]),
    );
    expect([...result.tree.keys()]).toEqual(['plugin.json', 'skills/a/SKILL.md']);
    expect(result.warnings).toMatchObject([
      { code: 'mac-metadata', paths: ['.DS_Store', 'skills/.DS_Store'] },
    ]);
    // Plain words for the person; the file-format names for a developer.
    expect(result.warnings[0]!.message).toBe(
      'The hidden files that a Mac adds to folders (2 items, not part of the plugin) were left out.',
    );
    expect(result.warnings[0]!.detail).toBe('2 .DS_Store files of macOS Finder');
  });

  it('marks programs by guess when the surface gives no modes (a browser), and says so', async () => {
    const result = opened(
      await readPluginFolder([file('plugin.json', '{"name":"p"}'), file('run.sh', '#!/bin/sh')]),
    );
    expect(result.tree.get('run.sh')).toMatchObject({ mode: 0o755 });
    expect(result.warnings.map((w) => w.code)).toEqual(['inferred-modes']);
    expect(result.warnings[0]!.detail).toBe('marked executable (mode 0755) by guess: run.sh');
  });

  // #19 item 9: names with a newline or backslash passed the checker but were refused in a zip.
  it.each([
    ['line\nbreak.md', 'control-character'],
    ['nul\u0000.md', 'control-character'],
    ['back\\slash.md', 'backslash-name'],
    ['invoice\u202egpj.exe', 'bidi-control'],
    ['../evil.md', 'unsafe-path'],
    ['/etc/passwd', 'unsafe-path'],
  ] as const)('refuses a file named %j, as a zip is refused', async (name, code) => {
    const message = await refused([MANIFEST, file(name)], code);
    const zip = await readPluginZip(
      buildRawZip([
        { name: 'plugin.json', data: '{}' },
        { name, data: 'x' },
      ]),
    );
    // The same rule for both: the zip is refused with the same code (a zip reads `\` as a folder).
    if (code !== 'backslash-name') expect(zip).toMatchObject({ kind: 'refused', refused: { code } });
    for (const hidden of ['\n', '\u0000', '\u202e']) expect(message).not.toContain(hidden);
  });

  it('refuses more items than the entry limit, and more bytes than the unpacked limit, before reading', async () => {
    const never = (path: string): FolderItem => ({
      path,
      kind: 'file',
      size: 10,
      read: () => Promise.reject(new Error('read')),
    });
    expect(
      await refused([MANIFEST, never('a'), never('b')], 'too-many-entries', { limits: { maxEntries: 2 } }),
    ).toBe('This folder holds more than the 2 files and folders the builder opens, so it was not opened.');
    expect(
      await refused([MANIFEST, never('a')], 'too-large-unpacked', { limits: { maxUnpackedBytes: 15 } }),
    ).toBe('This folder holds more than 15 bytes, more than the builder opens, so it was not opened.');
    expect(await refused([MANIFEST, never('skills/a.md'), never('skills/a.md')], 'duplicate-name')).toBe(
      'This folder holds two files named "a.md" in the same place, so it was not opened.',
    );
  });

  it('refuses a folder whose files turn out larger than they were listed', async () => {
    const grown: FolderItem = { path: 'a', kind: 'file', size: 1, read: async () => new Uint8Array(100) };
    await refused([MANIFEST, grown], 'too-large-unpacked', { limits: { maxUnpackedBytes: 50 } });
  });

  it('names a chosen folder that holds no plugin by its bare name, its path in the detail', async () => {
    const result = await readPluginFolder([file('plugins/desk/plugin.json', '{"name":"desk"}')], {
      root: 'plugins',
    });
    expect(result).toEqual({
      kind: 'refused',
      refused: {
        code: 'unknown-root',
        message:
          'The chosen folder "plugins" is not one of the plugins in this folder, so nothing was opened.',
      },
    });
    expect(
      await readPluginFolder([file('shop/plugin.json', '{"name":"shop"}')], { root: 'shop/skills' }),
    ).toEqual({
      kind: 'refused',
      refused: {
        code: 'unknown-root',
        message:
          'The chosen folder "skills" is not one of the plugins in this folder, so nothing was opened.',
        detail: 'path: shop/skills',
      },
    });
  });

  it('refuses a folder with no plugin.json, or opens its top when asked (the checker)', async () => {
    expect(await refused([file('README.md')], 'no-plugin')).toBe(
      'This folder holds no plugin: none of its folders has the file that describes one, so it was not opened.',
    );
    const top = opened(
      await readPluginFolder([file('README.md', '# hi', 0o644)], { topWithoutManifest: true }),
    );
    expect(decodeText((top.tree.get('README.md') as { bytes: Uint8Array }).bytes)).toBe('# hi');
  });

  it('refuses a plugin.json beyond the parse limits, as a zip does', async () => {
    expect(await refused([file('plugin.json', '['.repeat(100_000))], 'beyond-parse-limits')).toContain(
      'This folder\'s file "plugin.json" is nested more than 256 levels deep',
    );
  });
});
