/**
 * Which files are programs (can be run): the executable bits of a file's mode.
 *
 * Browsers do not tell a page the permissions of files picked from a folder or uploaded, so a
 * script that was runnable on the person's computer would arrive as an ordinary file and leave in
 * the zip unable to start. `inferProgramModes` marks what a person would expect to be runnable:
 * a file that starts with `#!` and every plugin-relative command the tools files name.
 */
import { DEFAULT_FILE_MODE, getFile, type FileTree } from './file-tree';
import { objectMember, readJsonFile, stringMember } from './json-file';
import { isJsonObject } from './json-document';
import { CLAUDE_MCP_PATH, MCP_PATH } from './mcp-config';
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
  for (const toolsFile of TOOLS_FILES) {
    const servers = objectMember(readJsonFile(tree, toolsFile)?.object, 'mcpServers');
    for (const server of Object.values(servers ?? {})) {
      const command = isJsonObject(server) ? stringMember(server, 'command') : undefined;
      const relative = command === undefined ? undefined : PLUGIN_RELATIVE.exec(command)?.[1];
      const path = relative === undefined ? undefined : resolvePath('', relative);
      if (path) paths.add(path);
    }
  }
  return paths;
}

/**
 * Marks as programs the files among `paths` (every file when omitted) that start with `#!` or
 * that a tools file names as a command. Returns the new tree and the paths it marked.
 */
export function inferProgramModes(
  tree: FileTree,
  paths?: Iterable<string>,
): { readonly tree: FileTree; readonly marked: readonly string[] } {
  const commands = commandPaths(tree);
  const marked: string[] = [];
  let next = tree;
  for (const path of paths ?? tree.keys()) {
    const file = getFile(next, path);
    if (!file || isProgram(next, path)) continue;
    if (!startsWithShebang(file.bytes) && !commands.has(path)) continue;
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
