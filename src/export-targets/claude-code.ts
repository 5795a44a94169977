/**
 * The solution as a Claude Code plugin: `.claude-plugin/plugin.json` from the package details,
 * `.mcp.json` in Claude Code's spelling, the skills as they are (the instructions skill with the
 * voice added at its end, since Claude Code has no persona), each knowledge slot as an install
 * option of type `file`, what each server needs set when installing as a sensitive install option
 * its set-up refers to (`${user_config.key}`, never a value), and every other file the plugin carries. The inverse of
 * `model/claude-conversion.ts`: converting the result back loses nothing this target carried.
 * Fields and rules from Claude Code's plugin reference (code.claude.com/docs/en/plugins-reference).
 */
import { formatJson, isJsonObject, setOwnMember } from '../model/json-document';
import { encodeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { readJsonFile } from '../model/json-file';
import { documentOption } from '../model/claude-documents';
import { sentenceTitle } from '../model/display-names';
import { readInstallSettings, settingWords, type InstallSetting } from '../model/mcp-paste/install-settings';
import type { SettingPlace } from '../model/mcp-paste/reading';
import { uniqueName } from '../model/names';
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

type Json = Record<string, unknown>;

const TEXT_FIELDS = ['version', 'description', 'homepage', 'repository', 'license'] as const;
/** Name beginnings and whole names `claude plugin validate` refuses. */
const RESERVED_PREFIXES = ['claude-', 'anthropic-', 'anthropics-', 'cc-plugin-'];
const RESERVED_NAMES = ['claude', 'anthropic', 'anthropics', 'claude-code', 'claude-mods'];

/** Agent Plugins' placeholders in Claude Code's spelling. */
function claudeSpelling(text: string): string {
  return text
    .replace(/\$\{PLUGIN_ROOT\}/g, '${CLAUDE_PLUGIN_ROOT}')
    .replace(/\$\{PLUGIN_DATA\}/g, '${CLAUDE_PLUGIN_DATA}');
}

/** The text members of a map, each spelled by `spell`; `undefined` when it is not a map. */
function textMap(value: unknown, spell: (text: string) => string): Json | undefined {
  if (!isJsonObject(value)) return undefined;
  const out: Json = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (typeof item === 'string') setOwnMember(out, key, spell(item));
  }
  return out;
}

/**
 * A setting a server needs at install that Claude Code asks for: the install option `key` it
 * gets in the manifest's `userConfig`, which the server's set-up refers to as `${user_config.key}`.
 */
interface AskedSetting {
  readonly server: string;
  readonly setting: InstallSetting;
  readonly key: string;
}

/** The texts a server's set-up keeps that Claude Code fills in: arguments, environment, address, headers. */
function filledTexts(raw: Readonly<Record<string, unknown>>): string[] {
  const values = (map: unknown) => (isJsonObject(map) ? Object.keys(map).map((key) => map[key]) : []);
  return [
    ...(Array.isArray(raw.args) ? raw.args : []),
    ...values(raw.env),
    raw.url,
    ...values(raw.headers),
  ].filter((text): text is string => typeof text === 'string');
}

/**
 * Whether Claude Code can ask for a setting in the server as it is now (its kind may have changed
 * since): `ask`; `set` when the plugin holds a value there by now, so nothing is asked; `no place`.
 */
function placeFor(
  setting: InstallSetting,
  raw: Readonly<Record<string, unknown>>,
): 'ask' | 'set' | 'no place' {
  const place = setting.place;
  const local = raw.type === 'stdio';
  const texts = filledTexts(raw);
  const holds = (map: unknown, key: string) => isJsonObject(map) && Object.hasOwn(map, key);
  switch (place.in) {
    case 'env':
      return !local ? 'no place' : holds(raw.env, place.name) ? 'set' : 'ask';
    case 'header':
      return local ? 'no place' : holds(raw.headers, place.name) ? 'set' : 'ask';
    case 'argument':
      if (!local || place.name === undefined) return 'no place';
      return texts.includes(place.name) ? 'set' : 'ask';
    case 'placeholder':
    case 'address-key':
      return texts.some((text) => text.includes(placeholderOf(place))) ? 'ask' : 'set';
    case 'query':
      return !local && typeof raw.url === 'string' && URL.canParse(raw.url) ? 'ask' : 'no place';
    case 'sign-in':
      return 'no place';
  }
}

/** How a placeholder setting is written in the set-up's texts. */
function placeholderOf(place: SettingPlace): string {
  return `\${${place.in === 'placeholder' ? place.name : 'ADDRESS_KEY'}}`;
}

/**
 * What the servers need set when installing (install-settings.ts), each with the install option
 * that asks for it: a key made from its name, unique among `taken` (the documents' and the earlier
 * manifest's). What Claude Code has no place for is said in `notes`.
 */
function askedSettings(
  parts: SolutionParts,
  tree: FileTree,
  taken: Set<string>,
  notes: string[],
): AskedSetting[] {
  const asked: AskedSetting[] = [];
  for (const [server, settings] of readInstallSettings(tree)) {
    const raw = Object.hasOwn(parts.servers, server) ? parts.servers[server] : undefined;
    if (!isJsonObject(raw)) continue;
    for (const setting of settings) {
      const found = placeFor(setting, raw);
      if (found === 'no place') {
        notes.push(
          `The tool server “${sentenceTitle(server)}” needs ${settingWords(setting.place)} set when installing, which Claude Code has no place for: set it up in Claude Code yourself.`,
        );
      }
      if (found !== 'ask') continue;
      const place = setting.place;
      const named = 'name' in place && place.name !== undefined ? place.name : 'address_key';
      const base = named
        .replace(/\W+/g, '_')
        .replace(/^_+|_+$/g, '')
        .toLowerCase();
      const key = uniqueName(/^[a-z_]/.test(base) ? base : `setting_${base}`, taken, { separator: '_' });
      taken.add(key);
      asked.push({ server, setting, key });
    }
  }
  return asked;
}

/** The install option that asks for a setting: text, kept secret by Claude Code, needed. */
function settingOption({ server, setting }: AskedSetting): Json {
  const words = settingWords(setting.place);
  const serverTitle = sentenceTitle(server);
  return {
    type: 'string',
    title: `${words.charAt(0).toUpperCase()}${words.slice(1)} for ${serverTitle}`,
    description: setting.description ?? `${serverTitle} needs this. It is not in the plugin’s files.`,
    sensitive: true,
    required: true,
  };
}

/** `server` with each asked setting in its place, as `${user_config.key}`: never a value. */
function withSettings(server: Json, asked: readonly AskedSetting[]): Json {
  const replaceIn = (written: string, by: string) => {
    const swap = (text: string) => text.split(written).join(by);
    if (Array.isArray(server.args)) server.args = (server.args as string[]).map(swap);
    for (const key of ['env', 'headers'] as const) {
      const map = server[key];
      if (isJsonObject(map)) server[key] = textMap(map, swap);
    }
    if (typeof server.url === 'string') server.url = swap(server.url);
  };
  for (const { setting, key } of asked) {
    const value = `\${user_config.${key}}`;
    const place = setting.place;
    if (place.in === 'env' || place.in === 'header') {
      const map = place.in === 'env' ? 'env' : 'headers';
      const current = isJsonObject(server[map]) ? (server[map] as Json) : {};
      const next: Json = { ...current };
      setOwnMember(next, place.name, value);
      server[map] = next;
    } else if (place.in === 'argument' && place.name !== undefined) {
      server.args = [...(Array.isArray(server.args) ? (server.args as string[]) : []), place.name, value];
    } else if (place.in === 'placeholder' || place.in === 'address-key') {
      replaceIn(placeholderOf(place), value);
    } else if (place.in === 'query' && typeof server.url === 'string') {
      const url = new URL(server.url);
      const joiner = url.search === '' ? '?' : '&';
      server.url = `${server.url.replace(/#.*$/, '')}${joiner}${encodeURIComponent(place.name)}=${value}`;
    }
  }
  return server;
}

/** One server in Claude Code's `.mcp.json` form, or `undefined` with a sentence when it has none. */
function claudeServer(name: string, raw: unknown, notes: string[]): Json | undefined {
  const label = `The tool server “${sentenceTitle(name)}”`;
  if (isJsonObject(raw) && raw.type === 'stdio' && typeof raw.command === 'string') {
    // A ./ command is relative to the plugin; Claude Code names the plugin's folder explicitly.
    const command = raw.command.startsWith('./')
      ? `\${CLAUDE_PLUGIN_ROOT}/${raw.command.slice(2)}`
      : raw.command;
    const server: Json = { type: 'stdio', command };
    if (Array.isArray(raw.args)) {
      server.args = raw.args.filter((arg): arg is string => typeof arg === 'string').map(claudeSpelling);
    }
    const env = textMap(raw.env, claudeSpelling);
    if (env) server.env = env;
    if (typeof raw.cwd === 'string') {
      notes.push(
        `${label} starts in a folder of its own here; Claude Code has no such setting, so it starts in the folder Claude Code runs in.`,
      );
    }
    return server;
  }
  if (
    isJsonObject(raw) &&
    (raw.type === 'streamable-http' || raw.type === 'sse') &&
    typeof raw.url === 'string'
  ) {
    // Claude Code calls streamable HTTP "http"; addresses are never expanded, so they stay as they are.
    const server: Json = { type: raw.type === 'sse' ? 'sse' : 'http', url: raw.url };
    const headers = textMap(raw.headers, (text) => text);
    if (headers) server.headers = headers;
    return server;
  }
  notes.push(`${label} is not set up completely, so it was left out.`);
  return undefined;
}

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

/** Makes the Claude Code plugin. */
export function claudeCodeTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes = lostParts(parts);
  const portable = new Set([PLUGIN_MANIFEST_PATH, MCP_PATH, CLAUDE_MANIFEST_PATH, CLAUDE_MCP_PATH]);
  const solutionPath = solutionPathOf(tree);
  if (solutionPath) portable.add(solutionPath);
  if (parts.persona) portable.add(parts.persona.path);

  const out = new Map<string, TreeEntry>();
  for (const [path, entry] of tree) if (!portable.has(path)) out.set(path, entry);
  const stamp = (path: string) => {
    const entry = tree.get(path);
    return entry?.mtime !== undefined ? { mtime: entry.mtime } : {};
  };
  const write = (path: string, text: string, from: string) =>
    out.set(path, { kind: 'file', bytes: encodeText(text), mode: 0o644, ...stamp(from) });

  const previous = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  const earlier = previous && isJsonObject(previous.userConfig) ? previous.userConfig : {};
  const taken = new Set([...Object.keys(earlier), ...parts.knowledge.map((slot) => slot.name)]);
  const asked = askedSettings(parts, tree, taken, notes);
  write(
    CLAUDE_MANIFEST_PATH,
    formatJson(claudeManifest(parts, previous, asked, notes)),
    PLUGIN_MANIFEST_PATH,
  );

  const servers: Json = {};
  for (const name of Object.keys(parts.servers)) {
    const server = claudeServer(name, parts.servers[name], notes);
    const own = asked.filter((setting) => setting.server === name);
    if (server) setOwnMember(servers, name, withSettings(server, own));
  }
  if (Object.keys(servers).length > 0) write(CLAUDE_MCP_PATH, formatJson({ mcpServers: servers }), MCP_PATH);

  const instructions = instructionsSkillWithVoice(tree, parts);
  if (instructions) out.set(instructions.path, instructions.entry);
  notes.push(...whatClaudeCodeRuns(tree, previous));
  return {
    outputs: [{ kind: 'zip', name: `${fileBase(parts)}-claude-code.zip`, tree: out }],
    cannotCarry: notes,
  };
}
