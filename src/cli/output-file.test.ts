import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSolution } from '../app/templates';
import { writePluginZip } from '../archive/write-zip';
import { readText, writeFile, type FileTree } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { failureSentence, Refused } from './command-line';
import { main } from './main';
import { plainFileName } from './output-file';
import { captureConsole, writeTree } from './test-support';

const shop = () => newSolution('Shop Support');
const empty = () => writeTree(new Map());

/** What a command said on stderr, less export's list of what its target cannot carry. */
const own = (err: readonly string[]) => err.filter((line) => !line.startsWith('Not carried: '));

/** A file outside every folder a command is given, and what it holds. */
function outsideFile(): string {
  const file = join(empty(), 'profile');
  writeFileSync(file, 'export PATH=/usr/bin\n');
  return file;
}

/** Runs the command line with `folder` as the current folder. */
async function runIn(folder: string, args: string[]): Promise<number> {
  const before = process.cwd();
  process.chdir(folder);
  try {
    return await main(args);
  } finally {
    process.chdir(before);
  }
}

/** A plugin with a problem `fix` settles alone: a byte order mark at the start of plugin.json. */
function withBom(): FileTree {
  const tree = shop();
  const manifest = new TextEncoder().encode(readText(tree, 'plugin.json'));
  return writeFile(tree, 'plugin.json', new Uint8Array([0xef, 0xbb, 0xbf, ...manifest]));
}

describe('the command line never writes through a link (#37 item 4)', () => {
  const { out, err } = captureConsole();

  /** The planted link is still a link to the outside file, and that file is as it was. */
  function expectUntouched(link: string, target: string): void {
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(readFileSync(target, 'utf8')).toBe('export PATH=/usr/bin\n');
    expect(own(err)).toHaveLength(1);
    expect(own(err)[0]).toMatch(/^Nothing was written: .* is a symbolic link, .*never writes through one\.$/);
    expect(out).toEqual([]);
  }

  it('pack refuses a link planted at the name it makes from the plugin', async () => {
    const target = outsideFile();
    const here = empty();
    const link = join(here, 'shop-support-0.1.0.zip');
    symlinkSync(target, link);
    expect(await runIn(here, ['pack', writeTree(shop())])).toBe(2);
    expectUntouched(link, target);
  });

  it('pack refuses -o naming a link', async () => {
    const target = outsideFile();
    const link = join(empty(), 'out.zip');
    symlinkSync(target, link);
    expect(await main(['pack', writeTree(shop()), '-o', link])).toBe(2);
    expectUntouched(link, target);
  });

  it('export refuses a link at the target’s file name, and at a skill’s zip in the folder', async () => {
    const target = outsideFile();
    const here = empty();
    const link = join(here, 'shop-support-0.1.0-claude-code.zip');
    symlinkSync(target, link);
    expect(await runIn(here, ['export', writeTree(shop()), '--to', 'claude-code'])).toBe(2);
    expectUntouched(link, target);
    err.length = 0;
    const into = empty();
    const skillLink = join(into, 'instructions.zip');
    symlinkSync(target, skillLink);
    expect(await main(['export', writeTree(shop()), '--to', 'claude-skills', '-o', into])).toBe(2);
    expectUntouched(skillLink, target);
  });

  it('fix refuses a link planted at NAME.fixed.zip beside the zip', async () => {
    const target = outsideFile();
    const folder = empty();
    const zip = join(folder, 'shop.zip');
    writeFileSync(zip, await writePluginZip(withBom()));
    const link = join(folder, 'shop.fixed.zip');
    symlinkSync(target, link);
    expect(await main(['fix', zip])).toBe(2);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('export PATH=/usr/bin\n');
    expect(err).toEqual([
      `Nothing was written: ${link} is a symbolic link, and solution-builder never writes through one.`,
    ]);
  });

  it('refuses a folder where the file would go', async () => {
    const here = empty();
    mkdirSync(join(here, 'shop-support-0.1.0-claude-code.zip'));
    expect(await runIn(here, ['export', writeTree(shop()), '--to', 'claude-code'])).toBe(2);
    expect(own(err)).toEqual([
      'Nothing was written: shop-support-0.1.0-claude-code.zip is a folder, not a regular file.',
    ]);
  });

  it('replaces a file that is there, keeping its permissions, and leaves nothing else beside it', async () => {
    const folder = empty();
    const zip = join(folder, 'shop.zip');
    writeFileSync(zip, 'old', { mode: 0o640 });
    expect(await main(['pack', writeTree(shop()), '-o', zip])).toBe(0);
    expect(readFileSync(zip).subarray(0, 2).toString()).toBe('PK');
    expect(lstatSync(zip).mode & 0o777).toBe(0o640);
    expect(readdirSync(folder)).toEqual(['shop.zip']);
  });

  it('a name made from the plugin is one plain file name', () => {
    for (const name of ['../../.profile', '..', 'a/b\\c.zip', 'x/../../y.zip']) {
      const plain = plainFileName(name);
      expect(plain).not.toMatch(/[/\\]/);
      expect(plain).not.toContain('..');
    }
    expect(plainFileName('shop-support-0.1.0.zip')).toBe('shop-support-0.1.0.zip');
  });
});

describe('-o and the command line’s own errors (#37 item 9)', () => {
  const { out, err } = captureConsole();

  it('pack -o naming a folder writes the app’s file name inside it', async () => {
    const into = empty();
    expect(await main(['pack', writeTree(shop()), '-o', into])).toBe(0);
    expect(readdirSync(into)).toEqual(['shop-support-0.1.0.zip']);
    expect(out).toEqual([`Wrote ${join(into, 'shop-support-0.1.0.zip')} (3 files).`]);
  });

  it('export -o naming a folder writes the target’s file inside it', async () => {
    const into = empty();
    expect(await main(['export', writeTree(shop()), '--to', 'claude-code', '-o', into])).toBe(0);
    expect(readdirSync(into)).toEqual(['shop-support-0.1.0-claude-code.zip']);
  });

  it.each([
    ['pack', []],
    ['export', ['--to', 'claude-code']],
  ])('%s -o in a folder that does not exist: one sentence, exit 2', async (command, more) => {
    const missing = join(empty(), 'no', 'such');
    for (const output of [join(missing, 'shop.zip'), `${missing}/`]) {
      err.length = 0;
      expect(await main([command, writeTree(shop()), ...more, '-o', output])).toBe(2);
      expect(own(err)).toHaveLength(1);
      expect(own(err)[0]).toMatch(/^Nothing was written: there is no folder .*no\/such\/?\.$/);
    }
    expect(out).toEqual([]);
  });

  it('export --to claude-skills with one skill writes it into the folder -o names, made if missing', async () => {
    const into = join(empty(), 'skills');
    expect(await main(['export', writeTree(shop()), '--to', 'claude-skills', '-o', into])).toBe(0);
    expect(lstatSync(into).isDirectory()).toBe(true);
    expect(readdirSync(into)).toEqual(['instructions.zip']);
  });

  it('export --to claude-skills -o naming a file is refused', async () => {
    const file = join(empty(), 'skills.zip');
    writeFileSync(file, 'mine');
    const plugin = writeTree(createSolution('Shop Support', 'shop-support'));
    expect(await main(['export', plugin, '--to', 'claude-skills', '-o', file])).toBe(2);
    expect(err.at(-1)).toBe(`Nothing was written: ${file} is a file, not a folder.`);
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });

  it('fix changes a folder named like a zip in place, writing no NAME.fixed.zip', async () => {
    const parent = empty();
    const folder = join(parent, 'shop.zip');
    renameSync(writeTree(withBom()), folder);
    expect(await main(['fix', folder])).toBe(0);
    expect(readdirSync(parent)).toEqual(['shop.zip']);
    expect([...readFileSync(join(folder, 'plugin.json')).subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(out.at(-1)).toBe(`1 change written in ${folder}.`);
  });

  it('a file the system will not read or write ends the command in a sentence, not a stack', () => {
    const denied = Object.assign(new Error('EACCES: permission denied, open'), {
      code: 'EACCES',
      syscall: 'open',
      path: '/srv/out.zip',
    });
    expect(failureSentence(denied)).toBe('Stopped: permission denied: /srv/out.zip.');
    expect(failureSentence(new Refused('Nothing was written: why.'))).toBe('Nothing was written: why.');
    // A fault of the command itself is not dressed up as a refusal.
    expect(failureSentence(new TypeError('x is undefined'))).toBeUndefined();
  });
});
