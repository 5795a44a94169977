/**
 * The tool servers of the Claude Code export: each server in Claude Code's spelling, what it needs
 * set when installing as an install option its set-up refers to (`${user_config.key}`, never a
 * value), and the servers of the Claude Code plugin a solution came from kept as they were while
 * they are unchanged (claude-code.ts writes them into `.mcp.json`).
 */
import { isJsonObject, setOwnMember } from '../model/json-document';
import type { FileTree } from '../model/file-tree';
import { claudeServers, sameServer } from '../model/claude-mcp';
import { convertServer } from '../model/claude-servers';
import { sentenceTitle } from '../model/display-names';
import { readInstallSettings, settingWords, type InstallSetting } from '../model/mcp-paste/install-settings';
import type { SettingPlace } from '../model/mcp-paste/reading';
import { uniqueName } from '../model/names';
import type { SolutionParts } from './solution-parts';

type Json = Record<string, unknown>;

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
export interface AskedSetting {
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
export function askedSettings(
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
export function settingOption({ server, setting }: AskedSetting): Json {
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
 * The servers for `.mcp.json`: each of the solution's in Claude Code's spelling, except that one
 * the Claude Code plugin it came from already had, unchanged since (it converts to the very same
 * server), is written as Claude Code had it, so nothing the conversion could not carry is lost;
 * and a server only Claude Code could run (one the conversion left out) is kept as it was.
 */
export function exportedServers(
  tree: FileTree,
  parts: SolutionParts,
  previous: Json | undefined,
  asked: readonly AskedSetting[],
  notes: string[],
): Json {
  const before = previous ? (claudeServers(tree, previous) ?? {}) : {};
  const servers: Json = {};
  for (const name of Object.keys(parts.servers)) {
    const raw = parts.servers[name];
    const own = asked.filter((setting) => setting.server === name);
    const earlier = Object.hasOwn(before, name) ? before[name] : undefined;
    if (earlier !== undefined && own.length === 0 && sameServer(convertServer(name, earlier, []), raw)) {
      setOwnMember(servers, name, earlier);
      continue;
    }
    const server = claudeServer(name, raw, notes);
    if (server) setOwnMember(servers, name, withSettings(server, own));
  }
  for (const name of Object.keys(before)) {
    if (Object.hasOwn(servers, name)) continue;
    if (convertServer(name, before[name], []) === undefined) {
      setOwnMember(servers, name, before[name]);
      notes.push(
        `The tool server “${sentenceTitle(name)}”, which only Claude Code can start, is kept as the Claude Code plugin had it.`,
      );
    } else if (!Object.hasOwn(parts.servers, name)) {
      notes.push(
        `The tool server “${sentenceTitle(name)}” of the Claude Code plugin this came from is no longer among the solution’s tool servers, so it is left out.`,
      );
    }
  }
  return servers;
}
