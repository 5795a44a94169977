/**
 * Where the command line writes, and how. It never writes through a symbolic link nor over anything
 * but a regular file, and a name that comes from the plugin (its name and version, a skill's name)
 * is only ever a file name inside the folder the command was given: a repository could otherwise
 * plant `shop-1.0.0.zip -> ~/.profile` beside its plugin. A file is written to a new file beside it
 * and renamed over it, so nobody sees half a zip, and a link put there meanwhile is replaced rather
 * than followed.
 */
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { chmod, lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Refused, shownPath } from './command-line';

/** A name the plugin gave, as one plain file name: no folder separators, no `..`. */
export function plainFileName(name: string): string {
  return name.replace(/[/\\]/g, '-').replace(/\.{2,}/g, '.');
}

/**
 * The file a command that writes one file writes: the one `-o` names, or `name` inside the folder
 * `-o` names; without `-o`, `name` in the current folder.
 */
export async function outputFile(option: string | undefined, name: string): Promise<string> {
  if (option === undefined) return plainFileName(name);
  const found = await lstatOrNothing(option);
  if (found?.isDirectory()) return join(option, plainFileName(name));
  if (/[/\\]$/.test(option))
    throw new Refused(`Nothing was written: there is no folder ${shownPath(option)}.`);
  return option;
}

/** The folder `-o` names for a command that writes several files, made when it is missing. */
export async function outputFolder(option: string | undefined): Promise<string> {
  if (option === undefined) return '.';
  const found = await lstatOrNothing(option);
  if (!found) await mkdir(option, { recursive: true });
  else if (!found.isDirectory()) throw new Refused(notPlain(option, found, 'folder'));
  return option;
}

/** Writes `bytes` to `file`, replacing a regular file there (and keeping its permissions). */
export async function writeOutput(file: string, bytes: Uint8Array): Promise<void> {
  const found = await lstatOrNothing(file);
  if (found && !found.isFile()) throw new Refused(notPlain(file, found, 'file'));
  const folder = dirname(file);
  const temporary = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}.part`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new Refused(`Nothing was written: there is no folder ${shownPath(folder)}.`);
    throw error;
  }
  try {
    if (found) await chmod(temporary, found.mode & 0o777);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function notPlain(path: string, found: Stats, wanted: 'file' | 'folder'): string {
  const shown = shownPath(path);
  if (found.isSymbolicLink())
    return `Nothing was written: ${shown} is a symbolic link, and solution-builder never writes through one.`;
  const what = found.isDirectory() ? 'a folder' : found.isFile() ? 'a file' : 'a special file';
  return `Nothing was written: ${shown} is ${what}, not ${wanted === 'file' ? 'a regular file' : 'a folder'}.`;
}

async function lstatOrNothing(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
