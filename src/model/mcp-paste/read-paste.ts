/**
 * Reads whatever a person pasted (or dropped) as a tool server's set-up, without being told
 * which kind it is, into servers and tools in Agent Plugins terms. Never throws and changes
 * nothing; anything it cannot read gets one sentence naming what it expected. Big or hostile
 * text is safe: the size is capped before parsing, JSON nesting is capped by `parseJson`, and
 * every object is read through its own members only (a `__proto__` key is an ordinary name).
 */
import { sentenceTitle } from '../display-names';
import { isJsonObject, parseJson } from '../json-document';
import { clientServerDraft, readClientConfig } from './client-configs';
import { leadingAssignments, splitCommandLine } from './command-line';
import { portableServer, type ServerDraft } from './portable-server';
import type { ConversionNotes, PasteKind, PasteOutcome, PastedServer, PastedTool } from './reading';
import { isRegistryServer, registryDraft } from './registry-server';
import { isLikelyProgram, nameFromAddress, nameFromCommandWords } from './server-names';
import { findToolsArray, readTools } from './tools-list';
import { addressOfHostLike } from './web-address';

/** The longest paste read: a set-up is a few lines, a long tools/list a few hundred kilobytes. */
export const MAX_PASTE_CHARACTERS = 1_000_000;
/** The most servers one paste may add. */
export const MAX_PASTED_SERVERS = 100;

const EXPECTED =
  'an address starting with https://, a command such as npx -y @acme/mcp-server, a set-up from Claude, VS Code or Cursor, its entry in the registry of tool servers, or a server’s list of tools';
const NO_CONTEXT = { variables: new Map(), braces: false } as const;

function refuse(message: string): PasteOutcome {
  return { ok: false, message };
}

/** Reads a pasted set-up. */
export function readPaste(pasted: string): PasteOutcome {
  if (pasted.length > MAX_PASTE_CHARACTERS) {
    return refuse(
      `This is more than ${MAX_PASTE_CHARACTERS / 1_000_000} million characters, far more than a server’s set-up; paste only the part about the server (${EXPECTED}).`,
    );
  }
  const text = unfenced(pasted.replace(/^\uFEFF/, '').trim());
  if (text === '') return refuse(`Nothing was pasted; paste ${EXPECTED}.`);
  if (/^[[{]/.test(text)) return readJsonPaste(text);
  if (/^https?:\/\/\S+$/i.test(text)) return readAddress(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !/\s/.test(text)) {
    return refuse(
      'This address does not start with https://, so it is not an online tool service; paste its https:// address.',
    );
  }
  const address = addressOfHostLike(text);
  return address === undefined ? readCommand(text) : readAddress(address);
}

/** The text inside a Markdown code fence, as docs pages are often copied whole. */
function unfenced(text: string): string {
  const fence = /^```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n```$/.exec(text);
  return fence ? fence[1]!.trim() : text;
}

function finish(
  kind: PasteKind,
  drafts: readonly (ServerDraft | string)[],
  tools: readonly PastedTool[],
  notes: ConversionNotes,
): PasteOutcome {
  const servers: PastedServer[] = [];
  for (const draft of drafts) {
    if (typeof draft === 'string') {
      notes.leftOut.push(draft);
      continue;
    }
    const server = portableServer(draft, notes);
    if (server) servers.push(server);
  }
  if (servers.length === 0 && tools.length === 0) {
    return refuse(notes.leftOut[0] ?? `No tool server was found in this; paste ${EXPECTED}.`);
  }
  return { ok: true, reading: { kind, servers, tools, toSet: notes.toSet, leftOut: notes.leftOut } };
}

function newNotes(): ConversionNotes {
  return { toSet: [], leftOut: [] };
}

function readJsonPaste(text: string): PasteOutcome {
  const parsed = parseJson(text);
  const tooDeep = parsed.problems.find((problem) => problem.kind === 'too-deep');
  if (tooDeep)
    return refuse(
      'This is nested far deeper than any set-up, so it was not read; paste the server’s set-up itself.',
    );
  const mistake = parsed.problems.find((problem) => problem.kind === 'syntax');
  if (mistake || parsed.value === undefined) {
    const line = mistake ? ` on line ${mistake.range.startLine}` : '';
    return refuse(
      `This looks like a set-up but has a writing mistake${line} (${(mistake?.message ?? 'it is incomplete.').replace(/\.$/, '').toLowerCase()}); copy it again whole.`,
    );
  }
  const value = parsed.value;
  const notes = newNotes();
  const tools = findToolsArray(value);
  if (typeof tools === 'string') return refuse(tools);
  if (tools) {
    const read = readTools(tools, notes.leftOut);
    return typeof read === 'string' ? refuse(read) : finish('tools-list', [], read, notes);
  }
  if (!isJsonObject(value)) {
    return refuse(
      `This holds ${Array.isArray(value) ? 'a list' : 'a single value'}, not a server’s set-up; paste ${EXPECTED}.`,
    );
  }
  if (isRegistryServer(value)) return finish('registry', [registryDraft(value, notes.leftOut)], [], notes);
  const config = readClientConfig(value);
  if (!config) return refuse(`This is not a set-up this builder knows; paste ${EXPECTED}.`);
  if (config.entries.length === 0) return refuse('This set-up lists no servers, so there is nothing to add.');
  if (config.entries.length > MAX_PASTED_SERVERS) {
    return refuse(
      `This set-up lists ${config.entries.length} servers, more than the ${MAX_PASTED_SERVERS} one paste can take; paste the ones you need.`,
    );
  }
  const drafts = config.entries.map(([key, raw]) =>
    clientServerDraft(key, raw, config.context, () => fallbackName(raw)),
  );
  return finish(config.kind, drafts, [], notes);
}

/** A name for a server given without one, from its program or address. */
function fallbackName(raw: unknown): string {
  if (!isJsonObject(raw)) return 'server';
  if (typeof raw.url === 'string') return nameFromAddress(raw.url);
  const words = typeof raw.command === 'string' ? splitCommandLine(raw.command) : undefined;
  const args = Array.isArray(raw.args)
    ? raw.args.filter((arg): arg is string => typeof arg === 'string')
    : [];
  return nameFromCommandWords(words?.ok ? [...words.words, ...args] : args);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

function readAddress(url: string): PasteOutcome {
  const name = nameFromAddress(url);
  const host = hostOf(url);
  if (host === undefined) {
    return refuse('This address is not written correctly; copy the service’s https:// address again.');
  }
  const local = host === 'localhost' || host.startsWith('127.') || host === '[::1]';
  if (/^http:/i.test(url) && !local) {
    return refuse(
      'This address starts with http://, which is not safe for an online service; use its https:// address (only your own computer, localhost, may use http://).',
    );
  }
  const draft: ServerDraft = {
    name,
    title: sentenceTitle(name),
    kind: /\/sse\/?(?:[?#]|$)/.test(url) ? 'sse' : 'streamable-http',
    url,
    unknownFields: [],
    context: NO_CONTEXT,
  };
  return finish('address', [draft], [], newNotes());
}

function readCommand(text: string): PasteOutcome {
  const line = text.replace(/^\$\s+/, '');
  const split = splitCommandLine(line);
  if (!split.ok)
    return refuse('This command has a quote that is never closed; copy the whole command again.');
  const { assignments: env, rest: words } = leadingAssignments(split.words);
  const program = words[0];
  if (program === undefined || !isLikelyProgram(program) || /[|;&<>`]|\$\(/.test(line)) {
    return refuse(`This does not look like a tool server’s set-up; paste ${EXPECTED}.`);
  }
  const name = nameFromCommandWords(words);
  const draft: ServerDraft = {
    name,
    title: sentenceTitle(name),
    kind: 'stdio',
    command: program,
    args: words.slice(1),
    env,
    unknownFields: [],
    context: NO_CONTEXT,
  };
  return finish('command', [draft], [], newNotes());
}
