/**
 * "Look up its tools", in words: whether this page can ask a server for its tools, and when it
 * cannot (or the service refused), one sentence saying why and the way round, a command the person
 * runs in a terminal: the MCP Inspector's command-line mode listing the tools of exactly this
 * server. It prints the `tools/list` answer as JSON (`{ "tools": [...] }`), which the paste reads.
 *
 * The command carries only what the solution holds. A value the solution leaves open — a
 * `${NAME}` placeholder, to be set when installing — stays a placeholder the terminal fills in
 * from its own environment, and the person is told which to set first.
 */
import { isJsonObject, ownMember } from '../model/json-document';
import type { LookupFailure } from './mcp-lookup';

/** What the Tools view can offer for one server. */
export interface LookupPlan {
  /** The address this page may ask, when it may (lookup.html's policy allows it). */
  readonly address?: string;
  /** Why this page does not ask, when it does not. */
  readonly cannot?: string;
  /** The command that lists its tools in a terminal. */
  readonly command: string;
  /** The placeholders the command leaves to the terminal, to be set there first. */
  readonly setFirst: readonly string[];
}

const INSPECTOR = 'npx @modelcontextprotocol/inspector --cli';
/** A placeholder the terminal can fill in as it is: `${NAME}` or `${NAME:-default}` (a plain default). */
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^$`"\\}]*)?\}/g;
/** Words a shell reads as they are. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;
/**
 * The options of the Inspector's command line (version 2) that take or are arguments: a
 * program's argument spelled like one of them would be read as the Inspector's own.
 */
const INSPECTOR_OPTIONS = new Set([
  '-e',
  '-q',
  '-V',
  '-h',
  '--help',
  '--version',
  '--quiet',
  '--catalog',
  '--config',
  '--server',
  '--rename',
  '--method',
  '--tool-name',
  '--tool-arg',
  '--tool-args-json',
  '--uri',
  '--cursor',
  '--prompt-name',
  '--prompt-args',
  '--log-level',
  '--cwd',
  '--transport',
  '--server-url',
  '--header',
  '--metadata',
  '--tool-metadata',
  '--format',
  '--output',
  '--output-format',
  '--protocol-era',
  '--connect-timeout',
]);

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * `text` as one word of a POSIX shell: literal parts in single quotes, each placeholder in double
 * quotes so the terminal fills it in. The placeholders' names go into `open`.
 */
function shellWord(text: string, open: Set<string>): string {
  if (text !== '' && PLAIN.test(text)) return text;
  let word = '';
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) word += quoted(text.slice(at, match.index));
    word += `"${match[0]}"`;
    open.add(match[1]!);
    at = match.index + match[0].length;
  }
  if (at < text.length || word === '') word += quoted(text.slice(at));
  return word;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const stringEntries = (value: unknown): [string, string][] =>
  isJsonObject(value)
    ? Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    : [];

/** Whether lookup.html may reach `url`: https anywhere, http on this computer only. */
function reachable(url: URL): boolean {
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname))
  );
}

function onlinePlan(config: Record<string, unknown>, url: string, older: boolean): LookupPlan {
  const inAddress = new Set<string>();
  const words = [INSPECTOR, shellWord(url, inAddress), '--transport', older ? 'sse' : 'http'];
  const open = new Set(inAddress);
  for (const [name, value] of stringEntries(ownMember(config, 'headers'))) {
    words.push('--header', shellWord(`${name}: ${value}`, open));
  }
  words.push('--method', 'tools/list');
  const plan = { command: words.join(' '), setFirst: [...open] };
  if (older)
    return {
      ...plan,
      cannot:
        'This service uses the older connection method (server-sent events), which this page does not look up.',
    };
  const address = URL.parse(url);
  if (inAddress.size > 0 || !address)
    return {
      ...plan,
      cannot: 'Its address is completed when the assistant is installed, so there is no service to ask yet.',
    };
  if (!reachable(address))
    return {
      ...plan,
      cannot:
        'This page asks only services whose address starts with https://, and ones at localhost or 127.0.0.1 on this computer.',
    };
  return { ...plan, address: address.href };
}

function programPlan(config: Record<string, unknown>, command: string): LookupPlan {
  const program = [command, ...strings(ownMember(config, 'args'))];
  const inProgram = new Set<string>();
  const line = program.map((arg) => shellWord(arg, inProgram)).join(' ');
  // An argument the Inspector would read as its own goes to the program through sh -c, whole;
  // the placeholders in it are then filled in by that shell, from variables handed to it.
  const clashes = program.some((arg) => INSPECTOR_OPTIONS.has(arg.split('=')[0]!));
  const env = new Map(stringEntries(ownMember(config, 'env')));
  if (clashes) for (const name of inProgram) if (!env.has(name)) env.set(name, `\${${name}}`);
  const open = new Set(inProgram);
  const words = [INSPECTOR];
  for (const [name, value] of env) words.push('-e', shellWord(`${name}=${value}`, open));
  const cwd = ownMember(config, 'cwd');
  if (typeof cwd === 'string' && cwd !== '') words.push('--cwd', shellWord(cwd, open));
  words.push(clashes ? `sh -c ${quoted(line)}` : line, '--method', 'tools/list');
  return {
    command: words.join(' '),
    setFirst: [...open],
    cannot:
      'This server is a program that runs on the computer of whoever uses the assistant; a web page cannot start a program, so this page cannot ask it.',
  };
}

/** What can be done for a server written as `config` in mcp.json; `undefined` when it names no program or address. */
export function lookupPlan(config: unknown): LookupPlan | undefined {
  if (!isJsonObject(config)) return undefined;
  const type = ownMember(config, 'type');
  const url = ownMember(config, 'url');
  const command = ownMember(config, 'command');
  if ((type === 'streamable-http' || type === 'sse') && typeof url === 'string' && url.trim() !== '')
    return onlinePlan(config, url.trim(), type === 'sse');
  if (type === 'stdio' && typeof command === 'string' && command.trim() !== '')
    return programPlan(config, command.trim());
  return undefined;
}

/** Why the lookup of the service at `address` failed, in one sentence. */
export function failureSentence(failure: LookupFailure, address: string, status?: number): string {
  const host = new URL(address).host;
  switch (failure) {
    case 'unreachable':
      return `${host} does not let web pages of other sites read its answers (or nothing answered there), so this page could not ask it for its tools.`;
    case 'sign-in':
      return `${host} wants a sign-in before it lists its tools, and this builder never signs in to a service or holds its keys.`;
    case 'timeout':
      return `${host} did not answer in time, so its tools could not be looked up.`;
    case 'not-a-server':
      return `${host} answered, but not as a tool service does${status === undefined ? '' : ` (HTTP ${status})`}; check its address.`;
  }
}
