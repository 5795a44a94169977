import { execFileSync, execSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPluginZip, type PluginZip } from './read-zip';
import { readFolderTree, treeDifference } from './test-support';
import { writePluginZip } from './write-zip';
import { toZipTime } from './zip-time';

let dir: string;
let plugin: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'info-zip-'));
  plugin = join(dir, 'plugin');
  mkdirSync(join(plugin, 'bin'), { recursive: true });
  mkdirSync(join(plugin, 'data/empty'), { recursive: true });
  writeFileSync(join(plugin, 'plugin.json'), '{\r\n  "name": "p"\r\n}\r\n');
  writeFileSync(join(plugin, 'bin/server'), '#!/bin/sh\necho serving\n');
  chmodSync(join(plugin, 'bin/server'), 0o755);
  chmodSync(join(plugin, 'data/empty'), 0o700);
  // An odd second, to show the 2-second grid is applied the same way to every source.
  const odd = new Date(Date.UTC(2024, 2, 3, 4, 5, 7));
  utimesSync(join(plugin, 'plugin.json'), odd, odd);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function opened(result: Awaited<ReturnType<typeof readPluginZip>>): PluginZip {
  if (result.kind === 'refused' || result.kind === 'choose-plugin') throw new Error(JSON.stringify(result));
  return result;
}

// Info-ZIP also writes each folder as an entry of its own; the tree keeps them, with mode and time.
function expectedTree() {
  const expected = new Map(readFolderTree(plugin));
  for (const folder of ['bin', 'data']) {
    const stat = statSync(join(plugin, folder));
    expected.set(folder, { kind: 'folder', mode: stat.mode & 0o7777, mtime: toZipTime(stat.mtimeMs) });
  }
  return expected;
}

describe('zips made by Info-ZIP zip', () => {
  it.each([
    ['zip -r in a zone east of UTC', 'Asia/Kathmandu', 'cd plugin && zip -qr ../east.zip .', 'east.zip'],
    [
      'zip -r streamed to a pipe (data descriptors) west of UTC',
      'America/Los_Angeles',
      'cd plugin && zip -qr - . | cat > ../piped.zip',
      'piped.zip',
    ],
  ])('%s import with their modes, times and empty folders', async (_label, tz, command, file) => {
    execSync(command, { cwd: dir, env: { ...process.env, TZ: tz }, shell: '/bin/sh' });
    const result = opened(await readPluginZip(new Uint8Array(readFileSync(join(dir, file)))));
    expect(result.tree.get('bin/server')).toMatchObject({ kind: 'file', mode: 0o755 });
    expect(result.tree.get('data/empty')).toMatchObject({ kind: 'folder', mode: 0o700 });
    expect(result.tree.get('plugin.json')?.mtime).toBe(Date.UTC(2024, 2, 3, 4, 5, 6));
    expect(treeDifference(result.tree, expectedTree())).toBeUndefined();
  });

  it('accept what we write: unzip -t finds no errors', async () => {
    const zipPath = join(dir, 'ours.zip');
    writeFileSync(zipPath, await writePluginZip(readFolderTree(plugin)));
    expect(execFileSync('unzip', ['-t', zipPath], { encoding: 'utf8' })).toContain('No errors detected');
  });
});
