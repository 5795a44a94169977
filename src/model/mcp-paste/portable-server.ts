/**
 * One server of any pasted set-up → its Agent Plugins 1.0.0 configuration. Every source is first
 * read into a `ServerDraft`; this is where placeholders are filled or listed, where values that
 * look like keys or passwords are left out (the validator's own heuristic), and where each loss
 * gets a sentence. Claude Code's conversion of a whole plugin (`claude-servers.ts`) keeps
 * placeholders for a developer to fix; a paste instead turns them into what to set when installing.
 */
import { isJsonObject, setOwnMember } from '../json-document';
import type { McpServerConfig } from '../mcp-config';
import { isPlaceholder, looksLikeSecret, namesSecret } from '../secrets';
import { describeVariable, fillPlaceholders, type PlaceholderContext } from './placeholders';
import type { ConversionNotes, PastedServer, SettingPlace } from './reading';
import { settingWords } from './install-settings';
import { leadingAssignments, splitCommandLine } from './command-line';

/** A server as its set-up describes it, before conversion. */
export interface ServerDraft {
  readonly name: string;
  readonly title: string;
  readonly kind: 'stdio' | 'streamable-http' | 'sse';
  readonly command?: unknown;
  readonly args?: unknown;
  readonly env?: unknown;
  readonly cwd?: unknown;
  readonly url?: unknown;
  readonly headers?: unknown;
  /** Settings of the source format that Agent Plugins has no place for. */
  readonly unknownFields: readonly string[];
  readonly context: PlaceholderContext;
}

const RESERVED_ENV = new Set(['PLUGIN_ROOT', 'PLUGIN_DATA']);
const CWD_FORM = /^(?:\.\/|\$\{PLUGIN_ROOT\}(?:\/|$)|\$\{PLUGIN_DATA\}(?:\/|$))/;
const SECRET_REASON = 'It looked like a key or password, so it was not kept.';
/** Said of a value left out because it looked like a key or password. */
const SECRET = Symbol('secret');

const NO_CONTEXT: PlaceholderContext = { variables: new Map(), braces: false };

/**
 * A server the person typed into "Add a server" (a program, perhaps a whole command line, or an
 * address), under the same rules as a paste: a key in it is left out and listed to set when
 * installing. `undefined` when it is no program or web address at all; the form then shows it
 * as typed, with its problem.
 */
export function typedServer(
  name: string,
  title: string,
  kind: 'stdio' | 'streamable-http',
  target: string,
): { config: McpServerConfig; notes: ConversionNotes } | undefined {
  const notes: ConversionNotes = { toSet: [], leftOut: [] };
  const draft: ServerDraft = {
    name,
    title,
    kind,
    ...(kind === 'stdio' ? { command: target } : { url: target }),
    unknownFields: [],
    context: NO_CONTEXT,
  };
  const server = portableServer(draft, notes);
  return server && { config: server.config, notes };
}

/** The portable server, or `undefined` (with a sentence in `notes`) when it cannot be carried over. */
export function portableServer(draft: ServerDraft, notes: ConversionNotes): PastedServer | undefined {
  const { title } = draft;
  for (const field of draft.unknownFields) {
    notes.leftOut.push(
      `“${title}”: the setting “${field}” is not carried over, as Bailey has no such setting.`,
    );
  }
  const config = draft.kind === 'stdio' ? stdioConfig(draft, notes) : onlineConfig(draft, notes);
  return config && { name: draft.name, title, config };
}

/**
 * Lists `place` to set when installing: with the set-up's own `description`, or, for a value
 * left out because it looked like a key or password (`SECRET`), the reason.
 */
function toSet(
  notes: ConversionNotes,
  draft: ServerDraft,
  place: SettingPlace,
  description: string | undefined | typeof SECRET,
) {
  const what = settingWords(place);
  if (notes.toSet.some((item) => item.server === draft.title && item.what === what)) return;
  const secret = description === SECRET;
  notes.toSet.push({
    server: draft.title,
    serverName: draft.name,
    what,
    place,
    description: secret ? SECRET_REASON : description,
    secret,
  });
}

/** Lists the open placeholders of text kept as written (in arguments, the folder or the address). */
function keptOpen(draft: ServerDraft, notes: ConversionNotes, open: readonly string[], where: string) {
  for (const name of open) {
    toSet(notes, draft, { in: 'placeholder', name }, describeVariable(draft.context, name));
    notes.leftOut.push(
      `“${draft.title}”: \${${name}} in its ${where} stays as written, because plugins do not fill it in; set it up when installing.`,
    );
  }
}

function stdioConfig(draft: ServerDraft, notes: ConversionNotes): McpServerConfig | undefined {
  const { title } = draft;
  // A command written as a whole command line ("npx -y pkg") is split; a single token is kept
  // as it is, so a Windows path keeps its backslashes.
  const words =
    typeof draft.command !== 'string'
      ? undefined
      : /\s/.test(draft.command.trim())
        ? splitCommandLine(draft.command.trim())
        : { ok: true as const, words: draft.command === '' ? [] : [draft.command] };
  // `API_KEY=… npx -y pkg`: the assignments before the program are its environment.
  const { assignments, rest } = leadingAssignments(words?.ok ? words.words : []);
  const first = rest[0];
  if (first === undefined) {
    notes.leftOut.push(`“${title}” says to run something but not which program, so it is not carried over.`);
    return undefined;
  }
  const command = programToken(first, draft, notes);
  if (command === undefined) return undefined;
  const rawArgs = [...rest.slice(1), ...(Array.isArray(draft.args) ? draft.args : [])];
  const args: string[] = [];
  for (const raw of rawArgs) {
    if (typeof raw !== 'string') {
      notes.leftOut.push(`“${title}”: an argument that is not text (${String(raw)}) is left out.`);
      continue;
    }
    const filled = fillPlaceholders(raw, draft.context);
    const flag = secretFlag(args[args.length - 1]);
    const ownFlag = /^(-[^=]+)=([\s\S]*)$/.exec(filled.text);
    const secret =
      looksLikeSecret(filled.text) ||
      (flag !== undefined && !filled.text.startsWith('-') && !isPlaceholder(filled.text)) ||
      (ownFlag !== null && secretFlag(ownFlag[1]) !== undefined && !isPlaceholder(ownFlag[2]!));
    if (secret) {
      const before = args.length > 0 && /^-[^=]*$/.test(args[args.length - 1]!) ? args.pop() : undefined;
      const named = before ?? ownFlag?.[1];
      toSet(notes, draft, named ? { in: 'argument', name: named } : { in: 'argument' }, SECRET);
      continue;
    }
    keptOpen(draft, notes, filled.open, 'arguments');
    args.push(filled.text);
  }
  const config: {
    type: 'stdio';
    command: string;
    args?: string[];
    env?: Record<string, string>;
    cwd?: string;
  } = { type: 'stdio', command };
  if (args.length > 0) config.args = args;
  const env = valueMap(draft, { ...assignments, ...ownEntries(draft.env) }, 'environment variable', notes);
  if (env) config.env = env;
  if (typeof draft.cwd === 'string' && draft.cwd !== '') {
    const cwd = fillPlaceholders(draft.cwd, draft.context);
    if (CWD_FORM.test(cwd.text) && cwd.open.length === 0) config.cwd = cwd.text;
    else
      notes.leftOut.push(
        `“${title}”: the folder it starts in (${draft.cwd}) is a folder on one computer, so the plugin’s own folder is used instead.`,
      );
  }
  return config;
}

/** The flag itself when `word` is a command-line flag whose name says it takes a secret (`--password`). */
function secretFlag(word: string | undefined): string | undefined {
  return word !== undefined && /^--?[A-Za-z][\w.-]*$/.test(word) && namesSecret(word.replace(/^-+/, ''))
    ? word
    : undefined;
}

/** An object's own members as a fresh record (a `__proto__` key stays an ordinary name). */
function ownEntries(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isJsonObject(raw)) for (const key of Object.keys(raw)) setOwnMember(out, key, raw[key]);
  return out;
}

/** One program token: a plugin path becomes `./…`; a path on someone's computer becomes the bare name. */
function programToken(word: string, draft: ServerDraft, notes: ConversionNotes): string | undefined {
  const filled = fillPlaceholders(word, draft.context);
  const inPlugin = /^\$\{PLUGIN_ROOT\}\/(.+)$/.exec(filled.text);
  if (inPlugin) return `./${inPlugin[1]}`;
  if (filled.open.length > 0 || filled.text.includes('${')) {
    notes.leftOut.push(
      `“${draft.title}”: the program to run (${word}) is made of placeholders a plugin cannot fill in, so the server is not carried over.`,
    );
    return undefined;
  }
  const text = filled.text;
  if (text.startsWith('./') || !/[\\/]/.test(text)) return text;
  const bare = (text.split(/[\\/]/).pop() ?? '').replace(/\.(?:exe|cmd|bat)$/i, '');
  if (bare === '') return undefined;
  notes.leftOut.push(
    `“${draft.title}”: the program ${text} is a path on one computer, so the plugin starts “${bare}” as found on the computer it is installed on.`,
  );
  return bare;
}

/**
 * Environment variables or headers: each kept as text when it is plain, left for the person to
 * set when it needs a placeholder or looks like a secret.
 */
function valueMap(
  draft: ServerDraft,
  raw: unknown,
  what: 'environment variable' | 'header',
  notes: ConversionNotes,
): Record<string, string> | undefined {
  if (!isJsonObject(raw)) return undefined;
  const out: Record<string, string> = {};
  let count = 0;
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    const place: SettingPlace = what === 'header' ? { in: 'header', name: key } : { in: 'env', name: key };
    if (what === 'environment variable' && RESERVED_ENV.has(key)) {
      notes.leftOut.push(
        `“${draft.title}”: ${key} is always set by the app that runs the plugin, so it is left out.`,
      );
      continue;
    }
    if (typeof value !== 'string') {
      notes.leftOut.push(`“${draft.title}”: the ${what} ${key} is not text, so it is left out.`);
      continue;
    }
    const filled = fillPlaceholders(value, draft.context);
    if (filled.open.length > 0) {
      const described = filled.open.map((name) => describeVariable(draft.context, name)).find(Boolean);
      toSet(notes, draft, place, described);
      continue;
    }
    if (looksLikeSecret(filled.text, key)) {
      toSet(notes, draft, place, SECRET);
      continue;
    }
    setOwnMember(out, key, filled.text);
    count += 1;
  }
  return count > 0 ? out : undefined;
}

function onlineConfig(draft: ServerDraft, notes: ConversionNotes): McpServerConfig | undefined {
  const { title } = draft;
  if (typeof draft.url !== 'string' || draft.url.trim() === '') {
    notes.leftOut.push(`“${title}” is an online service without an address, so it is not carried over.`);
    return undefined;
  }
  const filled = fillPlaceholders(draft.url.trim(), draft.context);
  const url = cleanAddress(filled.text, draft, notes);
  if (url === undefined) return undefined;
  keptOpen(draft, notes, filled.open, 'address');
  const headers = valueMap(draft, draft.headers, 'header', notes);
  return headers ? { type: draft.kind as 'sse', url, headers } : { type: draft.kind as 'sse', url };
}

/**
 * The address without what a plugin must not carry: a user name or password in it, a fragment,
 * a query value that looks like a key. `undefined` when it is not a web address at all.
 */
function cleanAddress(text: string, draft: ServerDraft, notes: ConversionNotes): string | undefined {
  let parsed: URL | undefined;
  try {
    parsed = new URL(text);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    notes.leftOut.push(
      `“${draft.title}”: its address (${text}) is not a web address, so it is not carried over.`,
    );
    return undefined;
  }
  if (text.includes('${')) return text; // kept as written; the URL parser would escape the placeholder
  let changed = false;
  if (parsed.username !== '' || parsed.password !== '') {
    toSet(notes, draft, { in: 'sign-in' }, SECRET);
    parsed.username = '';
    parsed.password = '';
    changed = true;
  }
  if (parsed.hash !== '') {
    parsed.hash = '';
    changed = true;
  }
  for (const [key, value] of [...parsed.searchParams]) {
    if (looksLikeSecret(value, key) || looksLikeSecret(`${key}=${value}`)) {
      parsed.searchParams.delete(key);
      toSet(notes, draft, { in: 'query', name: key }, SECRET);
      changed = true;
    }
  }
  // A key written as a part of the path (`/s/Zm9v…/mcp`) cannot be left out without changing the
  // address, so it becomes a placeholder to set when installing, as a `${…}` the set-up wrote
  // would stay. Written after the URL parser, which would escape its braces.
  const segments = parsed.pathname.split('/');
  const keyed = segments.map((segment) => looksLikeSecret(decodedSegment(segment)));
  if (!keyed.includes(true)) return changed ? parsed.href : text;
  toSet(notes, draft, { in: 'address-key' }, SECRET);
  const path = segments.map((segment, index) => (keyed[index] ? ADDRESS_KEY : segment)).join('/');
  return `${parsed.origin}${path}${parsed.search}`;
}

/** What a placeholder for a key in an address path is written as. */
const ADDRESS_KEY = '${ADDRESS_KEY}';

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
