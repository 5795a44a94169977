/**
 * The Tools view's edits as pure functions on the tree, each one change. Server settings are
 * written member by member (only what the person changed moves in mcp.json); adding, renaming and
 * deleting go through the model's server operations, which keep assistant.json in step.
 */
import type { FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { jsonEqual, syncJsonFile } from '../../model/json-sync';
import { MCP_PATH, readMcp, type McpServerConfig } from '../../model/mcp-config';
import { nameFromTitle, uniqueName } from '../../model/names';
import {
  editJsonFile,
  fail,
  ok,
  type OperationNote,
  type OperationResult,
} from '../../model/operation-support';
import { addServer, updateServer } from '../../model/server-operations';
import { typedServer } from '../../model/mcp-paste/portable-server';
import type { ToSet } from '../../model/mcp-paste/reading';
import {
  addInstallSettings,
  settingsOf,
  settingWords,
  type InstallSetting,
} from '../../model/mcp-paste/install-settings';
import { looksLikeSecret } from '../../model/secrets';
import { addressOfHostLike } from '../../model/mcp-paste/web-address';
import { sameEntries } from '../forms/key-value';

/** How a server is reached: a program on this computer, or an online service (current or legacy). */
export type ServerKind = 'stdio' | 'streamable-http' | 'sse';

/** The kind of a server's configuration, or `undefined` when its `type` is missing or unknown. */
export function serverKind(config: unknown): ServerKind | undefined {
  const type = isJsonObject(config) ? config.type : undefined;
  return type === 'stdio' || type === 'streamable-http' || type === 'sse' ? type : undefined;
}

/** A server key from a name in words ("Order system" → `order-system`), unique among `taken`. */
export function serverNameFromTitle(title: string, taken: Iterable<string>): string {
  return uniqueName(nameFromTitle(title, 'server'), taken);
}

/** What the add dialog asks for. */
export interface NewServer {
  readonly title: string;
  readonly kind: 'stdio' | 'streamable-http';
  /** The program (on this computer) or the address (online). */
  readonly target: string;
}

/** The configuration of a new server of `kind`. */
export function newServerConfig(kind: ServerKind, target = ''): McpServerConfig {
  return kind === 'stdio' ? { type: 'stdio', command: target.trim() } : { type: kind, url: target.trim() };
}

/**
 * Adds a server named after its title; the first server creates mcp.json (see `addServer`). What
 * was typed goes through the paste's rules (`typedServer`), so a key in it is never written: it
 * comes back in `toSet` and is kept with the server (install-settings.ts), to be set when
 * installing; and a web address without https:// is one.
 */
export function addNamedServer(
  tree: FileTree,
  server: NewServer,
): { result: OperationResult; name: string; toSet: readonly ToSet[] } {
  const name = serverNameFromTitle(server.title, readMcp(tree)?.serverNames ?? []);
  // A web address typed without https:// is that online service, whichever way it was said to run.
  const address = addressOfHostLike(server.target);
  const kind = address === undefined ? server.kind : 'streamable-http';
  const target = address ?? server.target.trim();
  const typed = typedServer(name, server.title, kind, target);
  const config = typed?.config ?? newServerConfig(kind, target);
  const toSet = typed?.notes.toSet ?? [];
  const result = addServer(tree, name, config);
  return {
    result: result.ok ? ok(addInstallSettings(result.tree, name, settingsOf(toSet))) : result,
    name,
    toSet,
  };
}

/**
 * Switches a server between running on this computer and being online, or between the two
 * online connection methods (address and headers are kept). Between computer and online the
 * settings start over, unless `restore` holds the settings the server had when it last was of
 * that kind (the card keeps them while the person stays on it), so switching back loses nothing.
 */
export function changeServerKind(
  tree: FileTree,
  name: string,
  kind: ServerKind,
  restore?: unknown,
): OperationResult {
  const config = readMcp(tree)?.servers?.[name];
  const current = serverKind(config);
  if (current === kind) return ok(tree);
  if (current !== undefined && current !== 'stdio' && kind !== 'stdio') {
    return editJsonFile(tree, MCP_PATH, ['mcpServers', name, 'type'], kind);
  }
  const restored = serverKind(restore);
  if (isJsonObject(restore) && restored !== undefined && (restored === 'stdio') === (kind === 'stdio')) {
    return updateServer(tree, name, restore);
  }
  return updateServer(tree, name, newServerConfig(kind));
}

const MAPS = ['env', 'headers'] as const;
/** The members the server forms edit; any other member of a hand-written server is kept as it is. */
const FORM_MEMBERS = new Set(['type', 'command', 'args', 'env', 'cwd', 'url', 'headers']);

/**
 * Writes a server's settings as a form hands them back. A map whose names changed (a renamed or
 * removed variable) is written whole, so its order in the file stays the order of the rows; every
 * other member is synced, so typing in one field changes only that member's text. A member the
 * form left empty is removed; members the form does not know are never touched.
 *
 * A setting or detail whose value the secret rules (`model/secrets.ts`) take for a key is never
 * written, not even for one keystroke: typed letter by letter, the value that first looks like one
 * is left out and listed to set when installing, as a paste's is (#37 item 3). Every change of the
 * tree is journaled at once (persist/journal.ts), so this is the only place to stop it.
 */
export function applyServerSettings(tree: FileTree, name: string, typed: unknown): OperationResult {
  const before = readMcp(tree)?.servers?.[name];
  if (!isJsonObject(before)) return fail('server-missing', `There is no server called "${name}".`, { name });
  if (!isJsonObject(typed)) return ok(tree);
  const { next, secrets } = withoutSecrets(typed, before);
  let current = tree;
  for (const key of MAPS) {
    const old = before[key];
    const value = next[key];
    if (!isJsonObject(old) || !isJsonObject(value)) continue;
    const renamed = Object.keys(old).join('\n') !== Object.keys(value).join('\n');
    if (!renamed || sameEntries(old, value)) continue;
    const result = editJsonFile(current, MCP_PATH, ['mcpServers', name, key], value);
    if (!result.ok) return result;
    current = result.tree;
  }
  const target: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(before)) if (!FORM_MEMBERS.has(key)) target[key] = value;
  for (const [key, value] of Object.entries(next)) {
    if (!FORM_MEMBERS.has(key) || value === undefined) continue;
    // A list or map the person emptied goes away; one the file already holds empty stays.
    const empty =
      (Array.isArray(value) && value.length === 0) ||
      (isJsonObject(value) && Object.keys(value).length === 0);
    if (empty && !jsonEqual(before[key], value)) continue;
    target[key] = value;
  }
  const synced = syncJsonFile(current, MCP_PATH, ['mcpServers', name], target);
  if (!synced.ok || secrets.length === 0) return synced;
  // Its row goes as it is typed: the person is told why, and where it went.
  return { ok: true, tree: addInstallSettings(synced.tree, name, secrets), notes: secrets.map(keptOutNote) };
}

/** Why a typed setting or detail left the form, in a sentence. */
function keptOutNote({ place }: InstallSetting): OperationNote {
  const name = place.in === 'env' || place.in === 'header' ? place.name : settingWords(place);
  return {
    message: `What you typed for “${name}” looks like a key, so it is not kept in the solution, where everyone who gets the download could read it. It is listed under “Set when installing”: whoever installs the assistant enters it in their own app.`,
  };
}

/**
 * The form's settings with every environment variable and header typed with a value that looks
 * like a key taken out, and those as settings to set when installing. A value the file already
 * holds is the file's (its problem says so); only what the person types now is kept out.
 */
function withoutSecrets(
  typed: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>>,
): {
  next: Readonly<Record<string, unknown>>;
  secrets: InstallSetting[];
} {
  const secrets: InstallSetting[] = [];
  const next: Record<string, unknown> = { ...typed };
  for (const key of MAPS) {
    const map = typed[key];
    if (!isJsonObject(map)) continue;
    const held = before[key];
    const kept = Object.entries(map).filter(([entry, value]) => {
      const typedNow = !isJsonObject(held) || held[entry] !== value;
      const secret = typedNow && typeof value === 'string' && looksLikeSecret(value, entry);
      if (secret) secrets.push({ place: { in: key === 'env' ? 'env' : 'header', name: entry } });
      return !secret;
    });
    if (kept.length < Object.keys(map).length) next[key] = Object.fromEntries(kept);
  }
  return { next, secrets };
}

/**
 * `tools` with the names typed in `typed` added at the end: one name, or several separated by
 * commas or spaces (a tool name has neither). A name already there, or nothing, changes nothing.
 */
export function withTool(tools: readonly string[], typed: string): string[] {
  const next = [...tools];
  for (const name of typed.split(/[\s,]+/)) if (name !== '' && !next.includes(name)) next.push(name);
  return next;
}

/** `writes` with `tool` marked as changing things, or unmarked. */
export function withWrite(writes: readonly string[], tool: string, changes: boolean): string[] {
  const others = writes.filter((name) => name !== tool);
  return changes ? [...others, tool] : others;
}
