/**
 * Why a zip was refused or what to know about one that opened: stable codes the UI and the
 * command-line checker can key on, each worded as one plain sentence for a person who has never
 * seen a zip's insides. A sentence names a file by its bare name in quotes ("SKILL.md"), the way a
 * person recognises it; the full path and the file-format words a developer looks for
 * (plugin.json, UTF-8, setuid, __MACOSX…) are in a separate `detail`, which the checker prints
 * after the sentence and the page shows only in a closed "Details for integrators" under it. This
 * is the only module that words them.
 */
import { groupDigits } from '../model/digits';

/** Every reason a zip is refused. Codes are stable; messages may be reworded. */
export type RefusalCode =
  | 'zip-too-large'
  | 'not-a-zip'
  | 'empty'
  | 'truncated'
  | 'corrupt'
  | 'encrypted'
  | 'unsupported-compression'
  | 'split-archive'
  | 'unsafe-path'
  | 'control-character'
  | 'backslash-name'
  | 'bidi-control'
  | 'link'
  | 'special-file'
  | 'duplicate-name'
  | 'name-clash'
  | 'too-many-entries'
  | 'too-large-unpacked'
  | 'size-mismatch'
  | 'beyond-parse-limits'
  | 'no-plugin'
  | 'other-layout'
  | 'unknown-root';

/** A refused zip: nothing of it was kept. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
  /** The exact technical fact, for a developer, when the plain sentence leaves it out. */
  readonly detail?: string;
}

/** Something a person should know about a zip that did open. */
export type ZipWarningCode =
  | 'case-collision'
  | 'legacy-name-encoding'
  | 'backslash-separators'
  | 'outside-root'
  | 'mac-metadata'
  | 'skipped-special'
  | 'inferred-modes'
  | 'special-mode-bits'
  | 'windows-names';

/** A warning about an opened zip, with the plugin paths it concerns. */
export interface ZipWarning {
  readonly code: ZipWarningCode;
  readonly message: string;
  /** The exact technical fact, for a developer, when the plain sentence leaves it out. */
  readonly detail?: string;
  readonly paths: readonly string[];
}

/** A message with its technical detail after it, as the command-line checker prints it. */
export function withDetail(said: { readonly message: string; readonly detail?: string }): string {
  return said.detail === undefined ? said.message : `${said.message} Details: ${said.detail}.`;
}

/** What was read: a zip, a folder picked, dropped or named on the command line, or a shared link. */
export type Container = 'zip' | 'folder' | 'link';

/** The facts a refusal sentence may name. */
export interface RefusalFacts {
  /** What the sentence is about (a zip unless said otherwise). */
  readonly container?: Container;
  /**
   * The entry concerned, as written in the zip (control characters shown as `?`), or for
   * `unknown-root` the folder chosen ('' for the top): the sentence names its bare name, the
   * detail its full path.
   */
  readonly name?: string;
  /** The entries concerned when there are several (the detail gives their full paths). */
  readonly paths?: readonly string[];
  /**
   * A short plain description of the damage, for `corrupt` and `truncated`, naming an entry by
   * `named` (its full path goes in `name` or `paths`).
   */
  readonly detail?: string;
  readonly count?: number;
  readonly limit?: number;
  readonly size?: number;
  /** For `beyond-parse-limits`: whether the document is nested too deeply or holds too many values. */
  readonly structure?: 'depth' | 'values';
  /** For `other-layout`: the client the plugin is laid out for (its description's path is `name`). */
  readonly client?: string;
}

/**
 * The refusal for `code`, its sentence filled from `facts`. The sentence says what is wrong with
 * the zip and nothing about where it was opened: the page adds that the open work is unchanged,
 * the command-line checker adds nothing.
 */
export function refusal(code: RefusalCode, facts: RefusalFacts = {}): Refusal {
  const detail = [pathDetail(code, facts), DETAILS[code]].filter(Boolean).join('; ');
  return { code, message: sentence(code, facts), ...(detail ? { detail } : {}) };
}

/** What a developer looks for that the plain sentence does not say. */
const DETAILS: Partial<Record<RefusalCode, string>> = {
  'no-plugin': 'no plugin.json, nor .claude-plugin/plugin.json, in any folder',
  'size-mismatch': 'it inflates past the uncompressed size in its header (a zip bomb)',
};

/**
 * The full path of the entry a sentence names by its bare name, when the two differ. A name that
 * climbs out of the plugin is shown whole in the sentence: there the path is the fact (UI.md's
 * "points outside the plugin (*../evil.txt*)").
 */
function pathDetail(code: RefusalCode, facts: RefusalFacts): string | undefined {
  if (code === 'unsafe-path') return undefined;
  if (code === 'other-layout')
    return `its description is ${facts.name ?? "in another client's folder"} (the ${facts.client ?? 'other client'} layout) and there is no plugin.json at its top, the one file Agent Plugins clients read; add one there (the Agent Plugins 1.0.0 $schema, and the name, version and description of that file), or check it with solution-builder check`;
  const paths = facts.paths ?? (facts.name === undefined ? [] : [facts.name]);
  if (paths.every((path) => bareName(path) === path)) return undefined;
  return `${paths.length === 1 ? 'path' : 'paths'}: ${paths.join(', ')}`;
}

/** The last part of a path, the name a person sees on a file or folder. */
function bareName(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const name = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return name === '' ? path : name;
}

/** A file named the way a person recognises it: its bare name, in quotes. */
export function named(path: string): string {
  return `"${bareName(path)}"`;
}

/** A refusal raised deep inside the reader and turned into a result at its edge. */
export class ZipRefusedError extends Error {
  readonly refusal: Refusal;

  constructor(code: RefusalCode, facts: RefusalFacts = {}, said: Refusal = refusal(code, facts)) {
    super(said.message);
    this.name = 'ZipRefusedError';
    this.refusal = said;
  }

  /** The error of a refusal already worded (by another reader of the same zip). */
  static of(said: Refusal): ZipRefusedError {
    return new ZipRefusedError(said.code, {}, said);
  }
}

function sentence(code: RefusalCode, f: RefusalFacts): string {
  const name = f.name === undefined ? 'an entry' : named(f.name);
  const container = f.container ?? 'zip';
  const it = `This ${container}`;
  switch (code) {
    case 'zip-too-large':
      return `This zip is ${size(f.size)}, larger than the ${size(f.limit)} the builder opens, so it was not opened.`;
    case 'not-a-zip':
      return 'This file is not a zip archive, so it was not opened.';
    case 'empty':
      return 'This zip is empty (it holds no files or folders), so it was not opened.';
    case 'truncated':
      return `This zip is cut short${detail(f)}; it may not have finished downloading, so it was not opened.`;
    case 'corrupt':
      return `This zip is damaged${detail(f)}, so it was not opened.`;
    case 'encrypted':
      return `This zip is password-protected (its file ${name} is locked) and the builder cannot open protected zips, so it was not opened.`;
    case 'unsupported-compression':
      return `This zip packs ${name} in a way the builder cannot unpack (only standard zip compression is supported), so it was not opened.`;
    case 'split-archive':
      return 'This zip is one part of an archive split over several files, so it was not opened.';
    case 'unsafe-path':
      return `${it} holds a file that points outside the plugin (${f.name ?? 'an entry'}), so it was not opened.`;
    case 'control-character':
      return `${it} holds a file whose name contains invisible control characters (${name}), so it was not opened.`;
    case 'backslash-name':
      return `${it} holds a file whose name contains a backslash (${name}), which Windows reads as a folder separator, so it was not opened.`;
    case 'bidi-control':
      return `${it} holds a file whose name contains an invisible character that reverses how the name reads (${name}), a way to disguise a file's type, so it was not opened.`;
    case 'link':
      return `This zip holds a link to another file (${name}) instead of a real file, so it was not opened.`;
    case 'special-file':
      return `This zip holds something that is neither a file nor a folder (${name}), so it was not opened.`;
    case 'duplicate-name':
      return container === 'zip'
        ? `This zip holds two entries named ${name} in the same folder, so it was not opened.`
        : `${it} holds two files named ${name} in the same place, so it was not opened.`;
    case 'name-clash':
      return `${it} holds ${name} both as a file and as a folder, so it was not opened.`;
    case 'too-many-entries':
      return f.count === undefined
        ? `${it} holds more than the ${count(f.limit)} files and folders the builder opens, so it was not opened.`
        : `${it} holds ${count(f.count)} files and folders, more than the ${count(f.limit)} the builder opens, so it was not opened.`;
    case 'too-large-unpacked':
      return container === 'zip'
        ? `This zip unpacks to more than ${size(f.limit)}, more than the builder opens, so it was not opened.`
        : `This folder holds more than ${size(f.limit)}, more than the builder opens, so it was not opened.`;
    case 'size-mismatch':
      return `This zip unpacks ${name} to more than the size it says it has, a trick used to overload computers, so it was not opened.`;
    case 'beyond-parse-limits':
      return f.structure === 'depth'
        ? `${it}'s file ${name} is nested more than ${count(f.limit)} levels deep, deeper than the builder reads, so it was not opened.`
        : `${it}'s file ${name} holds more than ${count(f.limit)} values, more than the builder reads in one file, so it was not opened.`;
    case 'no-plugin':
      return `${it} holds no plugin: none of its folders has the file that describes one, so it was not opened.`;
    case 'other-layout':
      return `${it} holds a plugin laid out for ${f.client ?? 'another app'} only, not in the portable way Bailey reads, so it was not opened. Ask whoever made it for the version made for every assistant (an Agent Plugin).`;
    case 'unknown-root':
      return f.name
        ? `The chosen folder ${name} is not one of the plugins in this ${container}, so nothing was opened.`
        : `The top folder of this ${container} is not a plugin, so nothing was opened.`;
  }
}

function detail(f: RefusalFacts): string {
  return f.detail ? ` (${f.detail})` : '';
}

function count(n: number | undefined): string {
  return n === undefined ? 'too many' : groupDigits(n);
}

/** Sizes in binary units, rounded, the way file managers show them. */
export function size(bytes: number | undefined): string {
  if (bytes === undefined) return 'the limit';
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/**
 * A warning that entries land on one file on some systems: names that differ only in letter case
 * (Windows and macOS fold it), or only in how an accented letter is encoded (é as one character
 * or as e and an accent: macOS treats both as one name; they look the same everywhere). `paths`
 * collide at the same folder level; the sentence names the files or folders there that differ.
 */
export function caseCollisionWarning(paths: readonly string[]): ZipWarning {
  const names = differingNames(paths);
  const all = (key: (name: string) => string) => names.every((n) => key(n) === key(names[0]!));
  const listed = quotedList(names);
  const message = all((n) => n.toLowerCase())
    ? `${listed} differ only in letter case; on Windows and macOS one would overwrite the other, so consider renaming one.`
    : all((n) => n.normalize('NFC'))
      ? `${listed} look the same but write an accented letter in two different ways; on macOS one would overwrite the other, so consider renaming one.`
      : `${listed} differ only in letter case and in how an accented letter is written; on macOS one would overwrite the other, so consider renaming one.`;
  return { code: 'case-collision', paths, message, detail: `the paths are ${paths.join(', ')}` };
}

/** The names, at the first folder level where `paths` are not all spelled alike, each once. */
function differingNames(paths: readonly string[]): string[] {
  const split = paths.map((p) => p.split('/'));
  const depth = Math.min(...split.map((segments) => segments.length));
  let level = 0;
  while (level < depth - 1 && split.every((segments) => segments[level] === split[0]![level])) level++;
  return [...new Set(split.map((segments) => segments[level]!))];
}

function quotedList(names: readonly string[]): string {
  const quoted = names.map((n) => `"${n}"`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`;
}

/** A warning that names were read in the old DOS character set because the zip does not say it uses UTF-8. */
export function legacyEncodingWarning(paths: readonly string[]): ZipWarning {
  const one = paths.length === 1;
  return {
    code: 'legacy-name-encoding',
    paths,
    message: `${plural(paths.length, 'file name')} in this zip ${one ? 'was' : 'were'} written the old way some Windows tools still use, so accented and other special letters may have come out wrong; check ${one ? 'it' : 'them'} in the Files view.`,
    detail: `the zip does not flag ${one ? 'this name' : 'these names'} as UTF-8, so ${one ? 'it was' : 'they were'} read as code page 437 (DOS): ${preview(paths)}`,
  };
}

/** A warning that Windows-style `\` separators were read as folders. */
export function backslashWarning(paths: readonly string[]): ZipWarning {
  return {
    code: 'backslash-separators',
    paths,
    message: `${plural(paths.length, 'file name')} in this zip used backslashes between folders, as some Windows tools write, and ${paths.length === 1 ? 'was' : 'were'} read as folders.`,
    detail: `names with "\\" separators were read with "/": ${preview(paths)}`,
  };
}

/**
 * A note that macOS's Finder litter was left out: the `__MACOSX` folder "Compress" adds to zips
 * and the `.DS_Store` files Finder writes into every folder it shows. Neither is content.
 */
export function macMetadataWarning(paths: readonly string[]): ZipWarning {
  const resourceFolder = paths.some((p) => p === '__MACOSX' || p.startsWith('__MACOSX/'));
  const folderFiles = paths.filter((p) => p === '.DS_Store' || p.endsWith('/.DS_Store')).length;
  const what =
    resourceFolder && folderFiles > 0
      ? 'The hidden files that a Mac adds to zips and folders'
      : resourceFolder
        ? 'The hidden folder that a Mac adds to zips'
        : `The hidden ${folderFiles === 1 ? 'file' : 'files'} that a Mac adds to folders`;
  const technical = [
    ...(resourceFolder ? ['the __MACOSX folder'] : []),
    ...(folderFiles > 0 ? [`${plural(folderFiles, '.DS_Store file')}`] : []),
  ];
  return {
    code: 'mac-metadata',
    paths,
    message: `${what} (${plural(paths.length, 'item')}, not part of the plugin) ${paths.length === 1 ? 'was' : 'were'} left out.`,
    detail: `${technical.join(' and ')} of macOS Finder`,
  };
}

/** A warning that the zip or folder held files beside the plugin that were left out. */
export function outsideRootWarning(
  root: string,
  paths: readonly string[],
  container: Container = 'zip',
): ZipWarning {
  return {
    code: 'outside-root',
    paths,
    message: `The plugin is in a folder inside this ${container}; ${plural(paths.length, 'other file')} beside it ${paths.length === 1 ? 'was' : 'were'} left out.`,
    detail: `the plugin's root is ${root}; left out: ${preview(paths)}`,
  };
}

/** A note that a folder's links and special files (pipes, devices) were skipped, not read as files. */
export function skippedWarning(paths: readonly string[]): ZipWarning {
  return {
    code: 'skipped-special',
    paths,
    message: `${plural(paths.length, 'link or special file', 'links or special files')} in this folder ${paths.length === 1 ? 'was' : 'were'} skipped, since a plugin holds only files and folders.`,
    detail: `symbolic links, pipes, sockets or devices: ${preview(paths)}`,
  };
}

/** A note that setuid, setgid or sticky bits were found: kept while open, cleared on export. */
export function specialModeBitsWarning(paths: readonly string[]): ZipWarning {
  return {
    code: 'special-mode-bits',
    paths,
    message: `${plural(paths.length, 'file is', 'files are')} marked to run with special rights, which no plugin needs; the export leaves that mark out and keeps everything else about ${paths.length === 1 ? 'it' : 'them'}.`,
    detail: `setuid, setgid or sticky bits, cleared on export: ${preview(paths)}`,
  };
}

/**
 * A note that some names cannot be written on Windows (a problem for each says why, in the app and
 * the checker). Each of `found` is a path with the name in it that Windows cannot write.
 */
export function windowsNamesWarning(found: readonly { path: string; name: string }[]): ZipWarning {
  const paths = found.map((f) => f.path);
  const names = [...new Set(found.map((f) => f.name))];
  const one = names.length === 1;
  return {
    code: 'windows-names',
    paths,
    message: `${one ? 'A file or folder name' : `${plural(names.length, 'file or folder name', 'file or folder names')}`} cannot be used on Windows, so the plugin would not unpack there until ${one ? 'it is' : 'they are'} renamed (${preview(names.map((n) => `"${n}"`))}).`,
    detail: `the paths are ${preview(paths)}`,
  };
}

/** A note that the folder gave no file modes, so the programs among its files were marked by guess. */
export function inferredModesWarning(message: string, paths: readonly string[]): ZipWarning {
  return {
    code: 'inferred-modes',
    paths,
    message,
    ...(paths.length > 0 ? { detail: `marked executable (mode 0755) by guess: ${preview(paths)}` } : {}),
  };
}

function plural(n: number, noun: string, nouns?: string): string {
  const many = nouns ?? (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);
  return `${groupDigits(n)} ${n === 1 ? noun : many}`;
}

function preview(paths: readonly string[]): string {
  const shown = paths.slice(0, 3).join(', ');
  return paths.length > 3 ? `${shown} and ${paths.length - 3} more` : shown;
}
