/**
 * Claude Code's own list of tool servers, read the way Claude Code reads it: `.mcp.json` at the
 * plugin's top, and whatever the manifest's `mcpServers` adds (servers written in it, a file it
 * names, or a list of both). The conversion carries these servers into the portable mcp.json
 * without rewriting any of them; the Tools view and the Claude Code export read them too.
 */
import { getFile, type FileTree } from './file-tree';
import { isJsonObject, setOwnMember } from './json-document';
import { readJsonFile } from './json-file';
import { CLAUDE_MCP_PATH, MCP_PATH } from './mcp-config';
import { CLAUDE_MANIFEST_PATH } from './plugin-manifest';
import { convertServer, type ConversionNote } from './claude-servers';
import { readMcp } from './mcp-config';

type Json = Readonly<Record<string, unknown>>;

/**
 * Where the conversion keeps Claude Code's list when the manifest names `mcp.json`, the one path
 * Agent Plugins reads its own list from: a byte-for-byte copy, which the manifest then names.
 */
export const CLAUDE_MCP_COPY_PATH = '.claude-plugin/mcp.json';

/** A manifest path (`./mcp.json`) as the tree spells it (`mcp.json`); `undefined` for a web address. */
function treePath(reference: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) return undefined;
  return reference
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

/** The files the manifest's `mcpServers` names, each with where it stands (`[]`, or `[index]` in a list). */
export function claudeMcpReferences(
  manifest: Json,
): { readonly path: string; readonly at: (string | number)[] }[] {
  const declared = Object.hasOwn(manifest, 'mcpServers') ? manifest.mcpServers : undefined;
  const found: { path: string; at: (string | number)[] }[] = [];
  const add = (value: unknown, at: (string | number)[]) => {
    const path = typeof value === 'string' ? treePath(value) : undefined;
    if (path) found.push({ path, at });
  };
  if (Array.isArray(declared)) declared.forEach((item, index) => add(item, ['mcpServers', index]));
  else add(declared, ['mcpServers']);
  return found;
}

/** Whether Claude Code reads the portable `mcp.json` as its own list (the manifest names it). */
export function claudeReadsPortableMcp(tree: FileTree): boolean {
  const manifest = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  return manifest !== undefined && claudeMcpReferences(manifest).some(({ path }) => path === MCP_PATH);
}

/** The servers of a Claude Code MCP configuration: its `mcpServers`, or the file itself when flat. */
export function serversOf(object: Json): Json {
  if (isJsonObject(object.mcpServers)) return object.mcpServers;
  const flat: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    if (isJsonObject(object[key])) setOwnMember(flat, key, object[key]);
  }
  return flat;
}

/**
 * Every server Claude Code starts for this plugin, by name (the first one wins when two share a
 * name): `.mcp.json`, then the manifest's own. `undefined` when it has none at all; what cannot
 * be read is said in `notes`. `manifest` is the Claude manifest as read from `tree`.
 */
export function claudeServers(
  tree: FileTree,
  manifest: Json,
  notes: ConversionNote[] = [],
): Json | undefined {
  const all: Record<string, unknown> = {};
  let any = false;
  const take = (servers: Json) => {
    any = true;
    for (const name of Object.keys(servers))
      if (!Object.hasOwn(all, name)) setOwnMember(all, name, servers[name]);
  };
  const fromFile = (path: string) => {
    const file = readJsonFile(tree, path);
    if (!file) {
      notes.push({
        message:
          'The Claude Code plugin names a list of tool servers it does not hold, so none were carried over from it.',
        detail: `${path}, named by "mcpServers" of ${CLAUDE_MANIFEST_PATH}, is missing`,
      });
    } else if (!file.object || file.parsed.problems.some((problem) => problem.kind === 'syntax')) {
      notes.push({
        message:
          "The Claude Code plugin's list of tool servers has mistakes, so its servers were not carried over.",
        detail: `${path} cannot be read`,
      });
    } else take(serversOf(file.object));
  };
  if (getFile(tree, CLAUDE_MCP_PATH)) fromFile(CLAUDE_MCP_PATH);
  const declared = Object.hasOwn(manifest, 'mcpServers') ? manifest.mcpServers : undefined;
  const items: unknown[] = Array.isArray(declared) ? declared : declared === undefined ? [] : [declared];
  for (const item of items) {
    if (isJsonObject(item)) take(item);
    else if (typeof item === 'string' && treePath(item) !== undefined) {
      const path = treePath(item)!;
      if (path !== CLAUDE_MCP_PATH) fromFile(path);
    } else
      notes.push({
        message:
          "Some of the Claude Code plugin's tool servers are written in a way that cannot be read here, so they were not carried over.",
        detail: `"mcpServers" of ${CLAUDE_MANIFEST_PATH} holds ${JSON.stringify(item)}, neither servers nor a file of the plugin`,
      });
  }
  return any ? all : undefined;
}

/** Whether two server set-ups say the same (their members in any order). */
export function sameServer(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameServer(item, b[i]))
    );
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameServer(a[key], b[key]))
    );
  }
  return a === b;
}

/**
 * The servers on which Claude Code's own list and the portable one no longer agree, after a
 * conversion (both lists there): one added or removed on one side, or one whose portable form is
 * not what Claude Code's converts to. A server only Claude Code can start, which the conversion
 * could not carry, does not count. `[]` when they agree or the plugin has not both.
 */
export function claudeCopyOutOfStep(tree: FileTree): string[] {
  const manifest = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  const portable = readMcp(tree)?.servers;
  if (!manifest || !portable || claudeReadsPortableMcp(tree)) return [];
  const claude = claudeServers(tree, manifest) ?? {};
  const names = new Set([...Object.keys(portable), ...Object.keys(claude)]);
  return [...names].filter((name) => {
    const mine = Object.hasOwn(portable, name) ? portable[name] : undefined;
    const theirs = Object.hasOwn(claude, name) ? convertServer(name, claude[name], []) : undefined;
    if (Object.hasOwn(claude, name) && theirs === undefined) return false;
    return !sameServer(theirs, mine);
  });
}
