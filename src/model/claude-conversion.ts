/**
 * Converts a Claude Code plugin (`.claude-plugin/plugin.json`, `.mcp.json`) to the portable
 * Agent Plugins layout: a root plugin.json and mcp.json are added, every other file stays as it
 * was (Claude Code keeps reading its own files), and whatever has no portable home is listed in
 * plain sentences, never dropped silently.
 */
import { getFile, readText, writeText, type FileTree } from './file-tree';
import { formatJson, isJsonObject, setOwnMember } from './json-document';
import { readJsonFile } from './json-file';
import { isValidPluginName, nameFromTitle } from './names';
import { fail, type OperationError } from './operation-support';
import { MCP_PATH, MCP_SCHEMA_ID } from './mcp-config';
import { PLUGIN_MANIFEST_PATH, PLUGIN_SCHEMA_ID } from './plugin-manifest';
import { convertServer } from './claude-servers';
import { claudeDocuments } from './claude-documents';
import { parseSkill } from './skill-document';
import { listSkillFolders, skillPath } from './skill-files';

/** Where Claude Code keeps its manifest and MCP configuration. */
export const CLAUDE_MANIFEST_PATH = '.claude-plugin/plugin.json';
export const CLAUDE_MCP_PATH = '.mcp.json';

/** The converted tree and what could not be carried over, or why there is no conversion. */
export type ConversionResult =
  | { readonly ok: true; readonly tree: FileTree; readonly notCarried: readonly string[] }
  | { readonly ok: false; readonly error: OperationError };

type Json = Readonly<Record<string, unknown>>;

const STRING_FIELDS = ['version', 'description', 'homepage', 'license'] as const;
const PORTABLE_TYPES: readonly unknown[] = ['stdio', 'streamable-http', 'sse'];
/** The details the Agent Skills specification gives a skill; Claude Code reads more. */
const SKILL_FIELDS = new Set([
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
]);
/** Files and folders only Claude Code reads, with what they hold. */
const CLAUDE_ONLY_FILES: readonly (readonly [string, string])[] = [
  ['.lsp.json', 'The language servers in .lsp.json'],
  ['settings.json', 'The Claude Code settings in settings.json'],
  ['output-styles', 'The output styles in output-styles/'],
];
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
  const existing = getFile(tree, MCP_PATH) ? readJsonFile(tree, MCP_PATH) : undefined;
  if (existing && isPortableMcp(existing.object)) {
    if (servers)
      notCarried.push(`${MCP_PATH} already exists, so the Claude Code MCP servers were not copied into it.`);
  } else if (existing && !existing.object) {
    if (servers)
      notCarried.push(`${MCP_PATH} has mistakes, so the Claude Code MCP servers were not copied into it.`);
  } else if (servers || existing) {
    // An mcp.json written in Claude Code's format is converted too: its servers first, then those
    // of the Claude configuration it does not have.
    const own = existing?.object ? serversOf(existing.object) : {};
    const mcpServers: Record<string, unknown> = {};
    for (const [name, raw] of [...Object.entries(own), ...Object.entries(servers ?? {})]) {
      if (Object.hasOwn(mcpServers, name)) continue;
      const config = convertServer(name, raw, notCarried);
      if (config) setOwnMember(mcpServers, name, config);
    }
    if (existing)
      notCarried.push(`${MCP_PATH} was written in Claude Code's format, so it was converted too.`);
    if (existing || Object.keys(mcpServers).length > 0) {
      next = writeText(next, MCP_PATH, formatJson({ $schema: MCP_SCHEMA_ID, mcpServers }));
    }
  }
  notCarried.push(...claudeOnlyFolders(tree), ...claudeOnlyFiles(tree), ...claudeOnlySkillDetails(tree));
  return { ok: true, tree: next, notCarried };
}

/** Whether an mcp.json is already in the Agent Plugins form: its marker, and every server typed. */
function isPortableMcp(object: Json | undefined): boolean {
  if (!object || object.$schema !== MCP_SCHEMA_ID || !isJsonObject(object.mcpServers)) return false;
  return Object.values(object.mcpServers).every(
    (server) => isJsonObject(server) && PORTABLE_TYPES.includes(server.type as string),
  );
}

/** The servers of a Claude Code MCP configuration: its `mcpServers`, or the file itself when flat. */
function serversOf(object: Json): Json {
  if (isJsonObject(object.mcpServers)) return object.mcpServers;
  const flat: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    if (isJsonObject(object[key])) setOwnMember(flat, key, object[key]);
  }
  return flat;
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
    if (key === '$schema') {
      notes.push(
        `The Claude Code manifest names its own format; plugin.json names the Agent Plugins 1.0.0 format instead.`,
      );
      continue;
    }
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
    } else if (key === 'userConfig' && isJsonObject(value)) {
      // The documents it asks for become knowledge slots when the plugin is made a solution.
      for (const option of claudeDocuments(source).otherOptions) {
        notes.push(
          `The setting "${option}" Claude Code asks for at install has no portable equivalent; Claude Code still asks for it.`,
        );
      }
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
    return serversOf(file.object);
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

/** Sentences about the files and folders only Claude Code reads. */
function claudeOnlyFiles(tree: FileTree): string[] {
  return CLAUDE_ONLY_FILES.filter(([path]) =>
    [...tree.keys()].some((key) => key === path || key.startsWith(`${path}/`)),
  ).map(
    ([, what]) => `${what} stay as files: Agent Plugins has no such thing, so only Claude Code uses them.`,
  );
}

/**
 * Sentences about the skill details only Claude Code reads (argument-hint, version, …): other
 * clients skip a skill that has them, and each problem offers to move them into the extra details.
 */
function claudeOnlySkillDetails(tree: FileTree): string[] {
  const notes: string[] = [];
  for (const folder of listSkillFolders(tree)) {
    const text = readText(tree, skillPath(folder));
    const frontmatter = text === undefined ? undefined : parseSkill(text).frontmatter;
    if (!isJsonObject(frontmatter)) continue;
    const extra = Object.keys(frontmatter).filter((key) => !SKILL_FIELDS.has(key));
    if (extra.length === 0) continue;
    notes.push(
      `The skill "${folder}" has details only Claude Code reads (${extra.join(', ')}); move them into its extra details from the problems list, one click each.`,
    );
  }
  return notes;
}
