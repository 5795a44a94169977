/**
 * Which files are programs (can be run): the executable bits of a file's mode.
 *
 * Browsers do not tell a page the permissions of files picked from a folder or uploaded, so a
 * script that was runnable on the person's computer would arrive as an ordinary file and leave in
 * the zip unable to start. `inferProgramModes` marks what a person would expect to be runnable:
 * a file that starts with `#!`; every plugin-relative command the tools files name (Claude Code's
 * manifest too); a file a hook, a monitor or a script runs by its path (not one handed to an
 * interpreter: `bash x.sh` needs no mark); and a file with no extension under `bin/` or `scripts/`.
 */
import { decodeText, DEFAULT_FILE_MODE, getFile, type FileTree } from './file-tree';
import { objectMember, readJsonFile, stringMember } from './json-file';
import { isJsonObject } from './json-document';
import { CLAUDE_MCP_PATH, MCP_PATH } from './mcp-config';
import { CLAUDE_MANIFEST_PATH } from './plugin-manifest';
import { claudeServers } from './claude-mcp';
import { resolvePath } from './relative-path';

const RUN_BITS = 0o111;

/** The tools files whose commands name programs inside the plugin: Agent Plugins' and Claude Code's. */
const TOOLS_FILES = [MCP_PATH, CLAUDE_MCP_PATH];
/** How a tools file names a program inside the plugin; Claude Code writes its own root placeholder. */
const PLUGIN_RELATIVE = /^(?:\.\/|\$\{(?:PLUGIN_ROOT|CLAUDE_PLUGIN_ROOT)\}\/)(.+)$/;

/** Whether a file with these permission bits is a program (any run bit set); unknown bits are not. */
export function isProgramMode(mode: number | undefined): boolean {
  return ((mode ?? DEFAULT_FILE_MODE) & RUN_BITS) !== 0;
}

/** Whether the file at `path` is marked as a program. */
export function isProgram(tree: FileTree, path: string): boolean {
  return isProgramMode(getFile(tree, path)?.mode);
}

/**
 * Marks or unmarks the file at `path` as a program, keeping its bytes and time (a change of mode
 * is not a change of contents). A no-op (same tree) when the mark is already so or there is no file.
 */
export function setProgram(tree: FileTree, path: string, program: boolean): FileTree {
  const file = getFile(tree, path);
  if (!file || isProgram(tree, path) === program) return tree;
  const mode = file.mode ?? DEFAULT_FILE_MODE;
  const next = new Map(tree);
  next.set(path, { ...file, mode: program ? mode | RUN_BITS : mode & ~RUN_BITS });
  return next;
}

/** The plugin paths that the tools files name as commands (`./bin/server` → `bin/server`). */
export function commandPaths(tree: FileTree): Set<string> {
  const paths = new Set<string>();
  const claude = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  const lists = [
    ...TOOLS_FILES.map((toolsFile) => objectMember(readJsonFile(tree, toolsFile)?.object, 'mcpServers')),
    claude ? claudeServers(tree, claude) : undefined,
  ];
  for (const servers of lists) {
    for (const server of Object.values(servers ?? {})) {
      const command = isJsonObject(server) ? stringMember(server, 'command') : undefined;
      const relative = command === undefined ? undefined : PLUGIN_RELATIVE.exec(command)?.[1];
      const path = relative === undefined ? undefined : resolvePath('', relative);
      if (path) paths.add(path);
    }
  }
  // Hooks and monitors: Claude Code's files of them, and whatever its manifest holds itself.
  const shellCommands = [
    ...jsonCommands(readJsonFile(tree, 'hooks/hooks.json')?.object),
    ...jsonCommands(readJsonFile(tree, 'monitors/monitors.json')?.object),
    ...jsonCommands(claude ? [claude.hooks, claude.monitors] : undefined),
  ];
  for (const command of shellCommands) for (const path of runPaths(command)) paths.add(path);
  return paths;
}

/** Every `command` text in a hooks or monitors configuration, however deep. */
export function jsonCommands(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) jsonCommands(item, found);
  else if (isJsonObject(value))
    for (const key of Object.keys(value)) {
      const member = value[key];
      if (key === 'command' && typeof member === 'string') found.push(member);
      else jsonCommands(member, found);
    }
  return found;
}

/** Where a shell line starts a command: its start, or after `&&`, `||`, `;`, `|`, `(`, `then`, `do`, `else`, `exec`. */
const COMMAND_START = /(?:^|&&|\|\||[;|(]|\b(?:then|do|else|exec)\s)\s*(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*/g;
/** A plugin path at a command's start: `${CLAUDE_PLUGIN_ROOT}/x`, `"${PLUGIN_ROOT}"/x`, `./x`. */
const RUN_PATH =
  /^["']?(?:\$\{(?:CLAUDE_PLUGIN_ROOT|PLUGIN_ROOT)\}|\$(?:CLAUDE_PLUGIN_ROOT|PLUGIN_ROOT)|\.)["']?\/([^\s"';|&)]+)/;

/** The plugin files a shell text runs by their path (each line, each command of it). */
function runPaths(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    for (const match of line.matchAll(COMMAND_START)) {
      const rest = line.slice((match.index ?? 0) + match[0].length);
      const relative = RUN_PATH.exec(rest)?.[1];
      const path = relative === undefined ? undefined : resolvePath('', relative);
      if (path) found.push(path);
    }
  }
  return found;
}

/** Names that are never programs, whatever folder they are in. */
const NOT_PROGRAMS = /^(?:readme|licen[cs]e|notice|copying|authors|changelog|makefile|dockerfile)$/i;

/** A file with no extension under a `bin/` or `scripts/` folder (not a README or the like). */
function inProgramFolder(path: string): boolean {
  const segments = path.split('/');
  const name = segments.pop() ?? '';
  if (name.startsWith('.') || name.includes('.') || NOT_PROGRAMS.test(name)) return false;
  return segments.some((segment) => segment === 'bin' || segment === 'scripts');
}

/** Scripts larger than this are not read for the programs they run (a bundled program, not a script). */
const SCRIPT_READ_LIMIT = 256 * 1024;

/** The paths the scripts of the tree (files starting with `#!`) run by their plugin path. */
function scriptRuns(tree: FileTree): Set<string> {
  const found = new Set<string>();
  for (const [, file] of tree) {
    if (file.kind !== 'file' || !startsWithShebang(file.bytes) || file.bytes.length > SCRIPT_READ_LIMIT)
      continue;
    const text = decodeText(file.bytes);
    if (text !== undefined) for (const run of runPaths(text)) found.add(run);
  }
  return found;
}

/**
 * Marks as programs the files among `paths` (every file when omitted) that start with `#!`, that
 * a tools file, hook, monitor or script runs by its path, or that have no extension under `bin/` or
 * `scripts/`. Returns the new tree and the paths it marked.
 */
export function inferProgramModes(
  tree: FileTree,
  paths?: Iterable<string>,
): { readonly tree: FileTree; readonly marked: readonly string[] } {
  const commands = commandPaths(tree);
  for (const run of scriptRuns(tree)) commands.add(run);
  const marked: string[] = [];
  let next = tree;
  for (const path of paths ?? tree.keys()) {
    const file = getFile(next, path);
    if (!file || isProgram(next, path)) continue;
    if (!startsWithShebang(file.bytes) && !commands.has(path) && !inProgramFolder(path)) continue;
    next = setProgram(next, path, true);
    marked.push(path);
  }
  return { tree: next, marked };
}

/** The one sentence that tells a person the marks were worked out, or `undefined` when none were. */
export function inferredModesNote(marked: readonly string[]): string | undefined {
  if (marked.length === 0) return undefined;
  const count = marked.length === 1 ? '1 file was' : `${marked.length} files were`;
  return `Your browser does not say which files are programs, so ${count} marked as programs that can be run (scripts, and the programs your tools start). You can see and change this for any file in the Files view.`;
}

function startsWithShebang(bytes: Uint8Array): boolean {
  return bytes[0] === 0x23 && bytes[1] === 0x21; // "#!"
}
