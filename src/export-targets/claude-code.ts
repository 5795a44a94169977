/**
 * The solution as a Claude Code plugin: `.claude-plugin/plugin.json` from the package details,
 * `.mcp.json` in Claude Code's spelling, the skills as they are (the instructions skill with the
 * voice added at its end, since Claude Code has no persona), each knowledge slot as an install
 * option of type `file`, what each server needs set when installing as a sensitive install option
 * its set-up refers to (`${user_config.key}`, never a value; claude-code-servers.ts), and every other file the plugin carries. The inverse of
 * `model/claude-conversion.ts`: converting the result back loses nothing this target carried.
 * A plugin that is a Claude Code plugin already is written as it is, and no zip is made when
 * Claude Code would find nothing in it to use (the command line then exits 1).
 * Fields and rules from Claude Code's plugin reference (code.claude.com/docs/en/plugins-reference).
 */
import { formatJson, isJsonObject, setOwnMember } from '../model/json-document';
import { DEFAULT_FILE_MODE, encodeText, getFile, type FileTree, type TreeEntry } from '../model/file-tree';
import { isClaudePlugin } from '../model/claude-conversion';
import { claudeMcpReferences } from '../model/claude-mcp';
import { exportFileBase } from '../model/export-name';
import { readJsonFile } from '../model/json-file';
import { documentOption } from '../model/claude-documents';
import { CLAUDE_MCP_PATH, MCP_PATH } from '../model/mcp-config';
import {
  BUILDER_NAMESPACE,
  CLAUDE_MANIFEST_PATH,
  PLUGIN_MANIFEST_PATH,
  SIGRIX_NAMESPACE,
  solutionPathOf,
} from '../model/plugin-manifest';
import {
  count,
  fileBase,
  instructionsSkillWithVoice,
  quotedList,
  solutionParts,
  type SolutionParts,
} from './solution-parts';
import type { ExportResult } from './types';
import { whatClaudeCodeRuns } from './claude-code-runs';
import { askedSettings, exportedServers, settingOption, type AskedSetting } from './claude-code-servers';

type Json = Record<string, unknown>;

const TEXT_FIELDS = ['version', 'description', 'homepage', 'repository', 'license'] as const;
/** Name beginnings and whole names `claude plugin validate` refuses. */
const RESERVED_PREFIXES = ['claude-', 'anthropic-', 'anthropics-', 'cc-plugin-'];
const RESERVED_NAMES = ['claude', 'anthropic', 'anthropics', 'claude-code', 'claude-mods'];

/**
 * The Claude Code manifest: the package details, what an earlier Claude manifest had, the
 * documents and what the servers need set when installing.
 */
function claudeManifest(
  parts: SolutionParts,
  previous: Json | undefined,
  asked: readonly AskedSetting[],
  notes: string[],
): Json {
  const source = parts.manifest;
  const manifest: Json = { name: parts.name };
  for (const key of TEXT_FIELDS) {
    const value = key === 'description' ? parts.description : source[key];
    if (typeof value === 'string' && value !== '') manifest[key] = value;
  }
  if (typeof manifest.homepage === 'string' && !URL.canParse(manifest.homepage)) {
    notes.push(
      'The homepage is not a web address, so it was left out: Claude Code does not load a plugin whose homepage is not one.',
    );
    delete manifest.homepage;
  }
  const author = source.author;
  if (isJsonObject(author) && typeof author.name === 'string' && author.name !== '') {
    const copy: Json = { name: author.name };
    for (const key of ['email', 'url']) if (typeof author[key] === 'string') copy[key] = author[key];
    manifest.author = copy;
  } else if (author !== undefined) {
    notes.push('The author has no name, so it was left out: Claude Code needs one.');
  }
  if (Array.isArray(source.keywords)) {
    manifest.keywords = source.keywords.filter((word): word is string => typeof word === 'string');
  }
  // What only Claude Code reads (commands, hooks, its other install options) stays as it was.
  for (const key of Object.keys(previous ?? {})) {
    if (!Object.hasOwn(manifest, key) && key !== 'mcpServers' && key !== 'userConfig') {
      setOwnMember(manifest, key, previous![key]);
    }
  }
  const options: Json = {};
  const earlier = previous && isJsonObject(previous.userConfig) ? previous.userConfig : {};
  for (const key of Object.keys(earlier)) {
    const option = earlier[key];
    if (!(isJsonObject(option) && option.type === 'file')) setOwnMember(options, key, option);
  }
  for (const slot of parts.knowledge) setOwnMember(options, slot.name, documentOption(slot));
  for (const setting of asked) setOwnMember(options, setting.key, settingOption(setting));
  if (Object.keys(options).length > 0) manifest.userConfig = options;
  return manifest;
}

/** Sentences about the parts of a solution Claude Code has no place for. */
function lostParts(parts: SolutionParts): string[] {
  const notes: string[] = [];
  if (
    RESERVED_PREFIXES.some((prefix) => parts.name.startsWith(prefix)) ||
    RESERVED_NAMES.includes(parts.name)
  ) {
    notes.push(
      `Claude Code refuses the name “${parts.name}”, which it keeps for its own makers: rename the solution before you share this plugin.`,
    );
  }
  if (parts.title !== parts.name) {
    notes.push(
      `Claude Code shows the plugin by its name, “${parts.name}”, not by the title “${parts.title}”.`,
    );
  }
  if (parts.starters.length > 0) {
    notes.push(
      `The ${count(parts.starters.length, 'conversation starter')}: Claude Code has no place for them.`,
    );
  }
  if (parts.examples.length > 0) {
    notes.push(
      `The ${count(parts.examples.length, 'example')}: Claude Code has no place for them; export them as evaluations instead.`,
    );
  }
  if (parts.knowledge.some((slot) => slot.accepts.length > 0)) {
    notes.push(
      'Claude Code does not check the kind of each document chosen at install; the description of each says which kinds it takes.',
    );
  }
  const writes = [...parts.tools.values()].flatMap((declared) => declared.writeTools ?? []);
  if (writes.length > 0) {
    notes.push(
      `Which tools may change things (${quotedList(writes)}): Claude Code asks before tools are used by its own settings instead.`,
    );
  }
  if (parts.skillsSoldSeparately.length > 0) {
    notes.push(
      `The skills sold separately (${quotedList(parts.skillsSoldSeparately)}) are not included: install them in Claude Code yourself.`,
    );
  }
  const extensions = parts.manifest.extensions;
  const others = isJsonObject(extensions)
    ? Object.keys(extensions).filter((key) => key !== SIGRIX_NAMESPACE && key !== BUILDER_NAMESPACE)
    : [];
  if (others.length > 0) {
    notes.push(
      `The settings other apps keep in the package details (${quotedList(others)}) are not used by Claude Code.`,
    );
  }
  return notes;
}

/** The paths whose files Claude Code would use: skills, commands, agents, hooks and the like. */
const CLAUDE_PARTS = /^(?:skills|commands|agents|hooks|output-styles|monitors)\//;
const CLAUDE_MANIFEST_PARTS = [
  'skills',
  'commands',
  'agents',
  'hooks',
  'mcpServers',
  'lspServers',
  'outputStyles',
];

/**
 * Why a Claude Code plugin of these files would be no use, or `undefined` when Claude Code would
 * find something in it: a skill, a tool server, a command, an agent, a hook.
 */
function nothingToUse(out: FileTree, manifest: Json | undefined): string | undefined {
  if ([...out.keys()].some((path) => CLAUDE_PARTS.test(path) || path === CLAUDE_MCP_PATH)) return undefined;
  if (manifest && CLAUDE_MANIFEST_PARTS.some((key) => Object.hasOwn(manifest, key))) return undefined;
  return 'There is nothing in it Claude Code would use (no skill, tool server, command, agent or hook), so no plugin was made.';
}

/**
 * The result: the zip, or no output and why, when Claude Code would find nothing in it. `lost` is
 * what could not be carried, `known` what is carried that whoever shares it should know.
 */
function claudeZip(
  name: string,
  out: FileTree,
  manifest: Json | undefined,
  lost: string[],
  known: string[],
): ExportResult {
  const useless = nothingToUse(out, manifest);
  if (useless) return { outputs: [], cannotCarry: [...lost, useless], notes: known };
  return { outputs: [{ kind: 'zip', name, tree: out }], cannotCarry: lost, notes: known };
}

/**
 * A plugin that is a Claude Code plugin already (its manifest, no plugin.json): every file as it
 * is, so its name, servers, hooks and everything else Claude Code reads stay exactly as they were.
 */
function alreadyClaude(tree: FileTree): ExportResult {
  const manifest = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  if (!manifest)
    return {
      outputs: [],
      cannotCarry: [
        'Its Claude Code details cannot be read, so no plugin was made: correct them in the Files view first.',
      ],
    };
  const name = typeof manifest.name === 'string' && manifest.name !== '' ? manifest.name : 'plugin';
  const version =
    typeof manifest.version === 'string' && manifest.version !== '' ? manifest.version : undefined;
  const known = [
    'It is a Claude Code plugin already, so every file is written as it is.',
    ...whatClaudeCodeRuns(tree, manifest),
  ];
  return claudeZip(`${exportFileBase(name, version)}-claude-code.zip`, tree, manifest, [], known);
}

/** Makes the Claude Code plugin. */
export function claudeCodeTarget(tree: FileTree): ExportResult {
  if (isClaudePlugin(tree)) return alreadyClaude(tree);
  const parts = solutionParts(tree);
  const notes = lostParts(parts);
  const previous = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  const portable = new Set([PLUGIN_MANIFEST_PATH, MCP_PATH, CLAUDE_MANIFEST_PATH, CLAUDE_MCP_PATH]);
  // The lists of servers the earlier manifest named are written into .mcp.json now.
  for (const { path } of previous ? claudeMcpReferences(previous) : []) portable.add(path);
  const solutionPath = solutionPathOf(tree);
  if (solutionPath) portable.add(solutionPath);
  if (parts.persona) portable.add(parts.persona.path);

  const out = new Map<string, TreeEntry>();
  for (const [path, entry] of tree) if (!portable.has(path)) out.set(path, entry);
  // A file written anew keeps the mode and time of the one it replaces, else of the one it is
  // made from, else the newest time of the plugin: never a time of its own among files that keep theirs.
  const newest = Math.max(...[...tree.values()].map((entry) => entry.mtime ?? -Infinity));
  const write = (path: string, text: string, from: string) => {
    const like = getFile(tree, path) ?? getFile(tree, from);
    const mtime = like?.mtime ?? (Number.isFinite(newest) ? newest : undefined);
    out.set(path, {
      kind: 'file',
      bytes: encodeText(text),
      mode: like?.mode ?? DEFAULT_FILE_MODE,
      ...(mtime !== undefined ? { mtime } : {}),
    });
  };

  const earlier = previous && isJsonObject(previous.userConfig) ? previous.userConfig : {};
  const taken = new Set([...Object.keys(earlier), ...parts.knowledge.map((slot) => slot.name)]);
  const asked = askedSettings(parts, tree, taken, notes);
  const manifest = claudeManifest(parts, previous, asked, notes);
  write(CLAUDE_MANIFEST_PATH, formatJson(manifest), PLUGIN_MANIFEST_PATH);

  const servers = exportedServers(tree, parts, previous, asked, notes);
  if (Object.keys(servers).length > 0) write(CLAUDE_MCP_PATH, formatJson({ mcpServers: servers }), MCP_PATH);

  const instructions = instructionsSkillWithVoice(tree, parts);
  if (instructions) out.set(instructions.path, instructions.entry);
  return claudeZip(
    `${fileBase(parts)}-claude-code.zip`,
    out,
    manifest,
    notes,
    whatClaudeCodeRuns(tree, previous),
  );
}
