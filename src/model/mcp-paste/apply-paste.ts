/**
 * Applying a pasted set-up: one change that adds its servers to mcp.json (the first creates it)
 * and declares the pasted tools, with the person's "may change things" choices, in the solution
 * document's `tools` / `write_tools`. Pasted tools go onto the pasted server, or onto an existing
 * one when only tools were pasted; tools that server already lists are kept. The titles and
 * descriptions a `tools/list` gives go into plugin.json in the same change (tool-titles.ts), and
 * so does what each server needs set when installing (install-settings.ts, which README.md follows).
 */
import type { FileTree } from '../file-tree';
import { readMcp } from '../mcp-config';
import { uniqueName } from '../names';
import { fail, ok, type OperationResult } from '../operation-support';
import { addServer, setServerTools } from '../server-operations';
import { readSolution } from '../solution-document';
import type { PasteReading } from './reading';
import { readPaste } from './read-paste';
import { addInstallSettings, settingsOf } from './install-settings';
import { writeToolDescriptions, writeToolTitles } from './tool-titles';

/** What the person decided before applying. */
export interface PasteChoices {
  /** Per pasted tool (same order): whether it may change things. */
  readonly mayChange: readonly boolean[];
  /** Per pasted tool: the name to declare (a suggested fix may have replaced the pasted one). */
  readonly names: readonly string[];
  /** The existing server that gets the tools when only tools were pasted. */
  readonly target?: string | undefined;
}

/**
 * The choices as the paste pre-sets them: tools alone go to `server` when the paste was asked
 * for that server's tools and it is there, else to the first server.
 */
export function defaultChoices(reading: PasteReading, tree: FileTree, server?: string): PasteChoices {
  const names = readMcp(tree)?.serverNames ?? [];
  const target = server !== undefined && names.includes(server) ? server : names[0];
  return {
    mayChange: reading.tools.map((tool) => tool.mayChange),
    names: reading.tools.map((tool) => tool.name),
    target: reading.servers.length === 0 ? target : undefined,
  };
}

/** The server keys the pasted servers will get: their own names, made unique against the tree's. */
export function pastedServerKeys(tree: FileTree, reading: PasteReading): string[] {
  const taken = [...(readMcp(tree)?.serverNames ?? [])];
  return reading.servers.map((server) => {
    const key = uniqueName(server.name, taken);
    taken.push(key);
    return key;
  });
}

/** Applies `reading` as one change. */
export function applyPaste(tree: FileTree, reading: PasteReading, choices: PasteChoices): OperationResult {
  const keys = pastedServerKeys(tree, reading);
  let current = tree;
  for (const [index, server] of reading.servers.entries()) {
    const result = addServer(current, keys[index]!, server.config);
    if (!result.ok) return result;
    // What it needs that a plugin never carries is kept with it, for whoever installs it.
    const toSet = reading.toSet.filter((item) => item.serverName === server.name);
    current = addInstallSettings(result.tree, keys[index]!, settingsOf(toSet));
  }
  if (reading.tools.length === 0) return ok(current);
  const target = keys[0] ?? choices.target;
  if (target === undefined || !readMcp(current)?.serverNames.includes(target)) {
    return fail(
      'server-missing',
      'These are a server’s tools, but there is no server to add them to yet; paste the server’s address or set-up first.',
    );
  }
  const declared = readSolution(current)?.tools.get(target);
  const names = reading.tools.map((tool, index) => choices.names[index]?.trim() || tool.name);
  const pasted = new Set(names);
  const tools = [...(declared?.tools ?? []), ...names];
  const writes = [
    ...(declared?.writeTools ?? []).filter((tool) => !pasted.has(tool)),
    ...names.filter((_, index) => choices.mayChange[index] ?? true),
  ];
  const result = setServerTools(current, target, tools, writes);
  if (!result.ok) return result;
  // The titles and descriptions the answer gave, kept where the solution document has no place for them.
  const titles = new Map(reading.tools.map((tool, index) => [names[index]!, tool.title]));
  const descriptions = new Map(reading.tools.map((tool, index) => [names[index]!, tool.description]));
  return ok(writeToolDescriptions(writeToolTitles(result.tree, target, titles), target, descriptions));
}

/**
 * Reads `text` and applies it with the pre-set choices, as the dialog does when nothing is
 * flipped. What cannot be read or applied returns `tree` itself with the sentence why.
 */
export function pasteSetUp(tree: FileTree, text: string): { tree: FileTree; message?: string } {
  const outcome = readPaste(text);
  if (!outcome.ok) return { tree, message: outcome.message };
  const result = applyPaste(tree, outcome.reading, defaultChoices(outcome.reading, tree));
  return result.ok ? { tree: result.tree } : { tree, message: result.error.message };
}
