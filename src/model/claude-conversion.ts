/**
 * Converts a Claude Code plugin (`.claude-plugin/plugin.json`, `.mcp.json`) to the portable
 * Agent Plugins layout: a root plugin.json and mcp.json are added, every other file stays as it
 * was (Claude Code keeps reading its own files), and whatever has no portable home is listed in
 * plain sentences, never dropped silently.
 */
import { getFile, writeText, type FileTree } from './file-tree';
import { formatJson, isJsonObject, setOwnMember } from './json-document';
import { readJsonFile } from './json-file';
import { isValidPluginName, nameFromTitle } from './names';
import { fail, type OperationError } from './operation-support';
import { MCP_PATH, MCP_SCHEMA_ID } from './mcp-config';
import { PLUGIN_MANIFEST_PATH, PLUGIN_SCHEMA_ID } from './plugin-manifest';
import { convertServer } from './claude-servers';

/** Where Claude Code keeps its manifest and MCP configuration. */
export const CLAUDE_MANIFEST_PATH = '.claude-plugin/plugin.json';
export const CLAUDE_MCP_PATH = '.mcp.json';

/** The converted tree and what could not be carried over, or why there is no conversion. */
export type ConversionResult =
  | { readonly ok: true; readonly tree: FileTree; readonly notCarried: readonly string[] }
  | { readonly ok: false; readonly error: OperationError };

type Json = Readonly<Record<string, unknown>>;

const STRING_FIELDS = ['version', 'description', 'homepage', 'license'] as const;
const AUTHOR_FIELDS = ['name', 'email', 'url'] as const;

/** Whether the tree looks like a Claude Code plugin that has not been converted yet. */
export function isClaudePlugin(tree: FileTree): boolean {
  return getFile(tree, CLAUDE_MANIFEST_PATH) !== undefined && !getFile(tree, PLUGIN_MANIFEST_PATH);
}

/** Converts a Claude Code plugin; refused when it has no readable Claude manifest or already has plugin.json. */
export function convertClaudePlugin(tree: FileTree): ConversionResult {
  if (getFile(tree, PLUGIN_MANIFEST_PATH)) {
    return fail('already-portable', 'This plugin already has a portable plugin.json.', {
      file: PLUGIN_MANIFEST_PATH,
    });
  }
  const source = readJsonFile(tree, CLAUDE_MANIFEST_PATH);
  if (!source) {
    return fail('not-a-claude-plugin', 'This is not a Claude Code plugin.', { file: CLAUDE_MANIFEST_PATH });
  }
  if (!source.object) {
    return fail('file-unreadable', `${CLAUDE_MANIFEST_PATH} has mistakes; fix them first.`, {
      file: CLAUDE_MANIFEST_PATH,
    });
  }
  const notCarried: string[] = [];
  const manifest = portableManifest(source.object, notCarried);
  let next = writeText(tree, PLUGIN_MANIFEST_PATH, formatJson(manifest));

  const servers = claudeServers(tree, source.object, notCarried);
  if (servers) {
    if (getFile(tree, MCP_PATH)) {
      notCarried.push(`${MCP_PATH} already exists, so the Claude Code MCP servers were not copied into it.`);
    } else {
      const mcpServers: Record<string, unknown> = {};
      for (const [name, raw] of Object.entries(servers)) {
        const config = convertServer(name, raw, notCarried);
        if (config) setOwnMember(mcpServers, name, config);
      }
      if (Object.keys(mcpServers).length > 0) {
        next = writeText(next, MCP_PATH, formatJson({ $schema: MCP_SCHEMA_ID, mcpServers }));
      }
    }
  }
  notCarried.push(...claudeOnlyFolders(tree));
  return { ok: true, tree: next, notCarried };
}

/** The manifest's portable fields, with `$schema`; notes every field left behind. */
function portableManifest(source: Json, notes: string[]): Record<string, unknown> {
  const manifest: Record<string, unknown> = { $schema: PLUGIN_SCHEMA_ID };
  const rawName = source.name;
  if (isValidPluginName(rawName)) manifest.name = rawName;
  else {
    manifest.name = nameFromTitle(typeof rawName === 'string' ? rawName : '', 'plugin');
    notes.push(
      typeof rawName === 'string'
        ? `The name "${rawName}" does not follow the portable name rules, so plugin.json uses "${String(manifest.name)}".`
        : `The Claude Code manifest has no usable name, so plugin.json uses "${String(manifest.name)}".`,
    );
  }
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (key === 'name' || key === 'mcpServers') continue;
    if ((STRING_FIELDS as readonly string[]).includes(key) || key === 'repository') {
      if (typeof value === 'string') manifest[key] = value;
      else notes.push(`The manifest field "${key}" is not text, so it was not carried over.`);
    } else if (key === 'author') {
      const author = portableAuthor(value, notes);
      if (author) manifest.author = author;
    } else if (key === 'keywords' && Array.isArray(value)) {
      const keywords = value.filter((item): item is string => typeof item === 'string');
      manifest.keywords = keywords;
      if (keywords.length < value.length) notes.push('Keywords that are not text were not carried over.');
    } else {
      notes.push(
        `The manifest field "${key}" has no place in the portable plugin.json; Claude Code still reads it from ${CLAUDE_MANIFEST_PATH}.`,
      );
    }
  }
  return manifest;
}

function portableAuthor(value: unknown, notes: string[]): Record<string, string> | undefined {
  if (typeof value === 'string') return { name: value };
  if (!isJsonObject(value)) {
    notes.push(
      'The manifest\'s "author" is neither text nor a name with details, so it was not carried over.',
    );
    return undefined;
  }
  const author: Record<string, string> = {};
  for (const key of Object.keys(value)) {
    const field = value[key];
    if ((AUTHOR_FIELDS as readonly string[]).includes(key) && typeof field === 'string') author[key] = field;
    else notes.push(`The author detail "${key}" has no place in the portable plugin.json.`);
  }
  return author;
}

/**
 * The Claude Code MCP servers: `.mcp.json` (with a `mcpServers` member or flat), else the
 * manifest's `mcpServers` (inline, or a path to a file).
 */
function claudeServers(tree: FileTree, manifest: Json, notes: string[]): Json | undefined {
  const fromFile = (path: string): Json | undefined => {
    const file = readJsonFile(tree, path);
    if (!file) {
      notes.push(`The MCP configuration ${path} named by the manifest is missing.`);
      return undefined;
    }
    if (!file.object || file.parsed.problems.some((problem) => problem.kind === 'syntax')) {
      notes.push(`${path} has mistakes, so its MCP servers were not carried over.`);
      return undefined;
    }
    const servers = file.object.mcpServers;
    if (isJsonObject(servers)) return servers;
    const flat: Record<string, unknown> = {};
    for (const key of Object.keys(file.object)) {
      if (isJsonObject(file.object[key])) setOwnMember(flat, key, file.object[key]);
    }
    return flat;
  };
  if (getFile(tree, CLAUDE_MCP_PATH)) return fromFile(CLAUDE_MCP_PATH);
  const declared = manifest.mcpServers;
  if (isJsonObject(declared)) return declared;
  if (typeof declared === 'string') return fromFile(declared.replace(/^\.\//, ''));
  if (declared !== undefined) {
    notes.push(
      'The manifest\'s "mcpServers" is neither servers nor a file name, so it was not carried over.',
    );
  }
  return undefined;
}

/** Sentences about the Claude Code folders that have no portable counterpart. */
function claudeOnlyFolders(tree: FileTree): string[] {
  const has = (folder: string) => [...tree.keys()].some((path) => path.startsWith(`${folder}/`));
  const notes: string[] = [];
  if (has('commands')) {
    notes.push(
      'The slash commands in commands/ stay as files: Agent Plugins has no commands, so only Claude Code uses them.',
    );
  }
  if (has('agents')) {
    notes.push(
      'The agents in agents/ stay as files: Agent Plugins has no agents, so only Claude Code uses them.',
    );
  }
  if (has('hooks')) {
    notes.push(
      'The hooks in hooks/ stay as files: Agent Plugins has no hooks, so only Claude Code runs them.',
    );
  }
  return notes;
}
