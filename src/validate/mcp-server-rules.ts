/**
 * Rules for one MCP server entry (Agent Plugins §7.2.1, §9.2). The entry is checked against the
 * one schema variant its `type` selects — a person wants "this online service needs an
 * address", not three failed alternatives — and then against the rules the schema cannot say.
 */
import type { Diagnostic, TextRange } from './diagnostic';
import { keyRangeOf, rangeOf, toPointer, type ParsedJson } from '../model/json-document';
import {
  validateMcpSseServer,
  validateMcpStdioServer,
  validateMcpStreamableHttpServer,
} from './generated/schema-validators.js';
import { isObject, jsonLocator } from './json-file';
import {
  commandFile,
  commandProblem,
  cwdProblem,
  isHeaderName,
  isHeaderValue,
  literalPlaceholders,
  urlProblem,
} from './mcp-checks';
import { defineRule, diagnose, quote, type RuleInfo } from './rule';
import { checkSchema } from './schema-errors';
import { FALLBACK_RULES } from './schema-messages';
import { looksLikeSecret } from './secrets';

const SERVER_TYPE = defineRule(
  'mcp.server-type',
  'error',
  'A server has no `type`, or one other than stdio, streamable-http and sse.',
);
const COMMAND_TOKEN = defineRule(
  'mcp.command-token',
  'error',
  'A stdio `command` is a command line, not one executable token.',
);
const COMMAND_FORM = defineRule(
  'mcp.command-form',
  'error',
  'A stdio `command` is neither a bare name nor a `./` path inside the plugin.',
);
const CWD_FORM = defineRule(
  'mcp.cwd-form',
  'error',
  '`cwd` does not start with `./`, `${PLUGIN_ROOT}` or `${PLUGIN_DATA}`.',
);
const CWD_ESCAPE = defineRule('mcp.cwd-escape', 'error', '`cwd` climbs out of its root with `..`.');
const URL_INVALID = defineRule(
  'mcp.url-invalid',
  'error',
  '`url` is not an absolute http:// or https:// URL.',
);
const URL_INSECURE = defineRule(
  'mcp.url-insecure',
  'error',
  '`url` uses http:// for a host that is not localhost or a loopback IP.',
);
const URL_CREDENTIALS = defineRule(
  'mcp.url-credentials',
  'error',
  '`url` has user information (user:password@).',
);
const URL_FRAGMENT = defineRule('mcp.url-fragment', 'error', '`url` has a fragment (#…).');
const HEADER_DUPLICATE = defineRule(
  'mcp.header-duplicate',
  'error',
  'The same header name appears twice in different letter case.',
);
const HEADER_INVALID = defineRule(
  'mcp.header-invalid',
  'error',
  'A header name or value is not a valid HTTP header field.',
);
const SECRET = defineRule(
  'mcp.secret',
  'warning',
  'A value in env, headers, args or the URL looks like a credential.',
);
const PLACEHOLDER = defineRule(
  'mcp.unknown-placeholder',
  'warning',
  'A `${…}` placeholder that will stay literal (only PLUGIN_ROOT/PLUGIN_DATA expand, and only in args, env, cwd).',
);

/** The rules of one server entry. */
export const MCP_SERVER_RULES: readonly RuleInfo[] = [
  SERVER_TYPE,
  COMMAND_TOKEN,
  COMMAND_FORM,
  CWD_FORM,
  CWD_ESCAPE,
  URL_INVALID,
  URL_INSECURE,
  URL_CREDENTIALS,
  URL_FRAGMENT,
  HEADER_DUPLICATE,
  HEADER_INVALID,
  SECRET,
  PLACEHOLDER,
];

/** What other files' rules need about one server. */
export interface ServerFacts {
  readonly name: string;
  readonly pointer: string;
  readonly type?: 'stdio' | 'streamable-http' | 'sse';
  /** The plugin file a `./` command names, normalised (`bin/server`). */
  readonly commandFile?: string;
  readonly commandRange?: TextRange;
}

const SKIPPED = 'Bailey will skip this server until this is fixed.';
const FILE = 'mcp.json';

/** Checks the server `name` of mcp.json; never throws on any value. */
export function checkServer(
  name: string,
  value: unknown,
  parsed: ParsedJson,
): { diagnostics: Diagnostic[]; facts: ServerFacts } {
  const base = toPointer(['mcpServers', name]);
  const at = (pointer: string, key = false) => (key ? keyRangeOf(parsed, pointer) : rangeOf(parsed, pointer));
  const facts: { -readonly [K in keyof ServerFacts]: ServerFacts[K] } = { name, pointer: base };
  const out: Diagnostic[] = [];
  const server = quote(name);
  if (!isObject(value)) {
    out.push(
      diagnose(
        FALLBACK_RULES.mcp,
        FILE,
        `The settings of the server ${server} are not written correctly. ${SKIPPED}`,
        { pointer: base, range: at(base) },
      ),
    );
    return { diagnostics: out, facts };
  }
  const type = value.type;
  if (type !== 'stdio' && type !== 'streamable-http' && type !== 'sse') {
    const hint = type === 'http' ? ' For an online service, use *streamable-http*.' : '';
    const what =
      type === undefined
        ? 'does not say how it runs'
        : `says it runs as ${quote(type)}, which Bailey does not know`;
    out.push(
      diagnose(
        SERVER_TYPE,
        FILE,
        `The server ${server} ${what}: on this computer (stdio) or as an online service (streamable-http, or sse for older services). ${SKIPPED}${hint}`,
        { pointer: `${base}/type`, range: at(type === undefined ? base : `${base}/type`) },
      ),
    );
    return { diagnostics: out, facts };
  }
  facts.type = type;
  const validator =
    type === 'stdio'
      ? validateMcpStdioServer
      : type === 'sse'
        ? validateMcpSseServer
        : validateMcpStreamableHttpServer;
  out.push(
    ...checkSchema(validator, {
      document: type === 'stdio' ? 'mcp-stdio' : 'mcp-remote',
      file: FILE,
      value,
      base,
      locate: jsonLocator(parsed),
    }),
  );
  const report = (rule: RuleInfo, message: string, pointer: string, key = false) =>
    out.push(diagnose(rule, FILE, message, { pointer, range: at(pointer, key) }));

  if (type === 'stdio') {
    const command = value.command;
    if (typeof command === 'string' && command !== '') {
      const problem = commandProblem(command);
      const pointer = `${base}/command`;
      if (problem === 'token') {
        report(
          COMMAND_TOKEN,
          `The program of ${server} must be one program name, not a whole command line. Put ${quote(command.split(/\s+/).filter(Boolean).slice(1).join(' '))} in the arguments instead. ${SKIPPED}`,
          pointer,
        );
      } else if (problem === 'placeholder') {
        report(
          COMMAND_FORM,
          `The program of ${server} cannot use placeholders such as ${quote(command)}: write a path inside the plugin starting with ./ instead, such as *./bin/server*. ${SKIPPED}`,
          pointer,
        );
      } else if (problem === 'climbs-out') {
        report(
          COMMAND_FORM,
          `The program of ${server} points outside the plugin (${quote(command)}). ${SKIPPED} Use a program inside the plugin, or a program name such as *npx*.`,
          pointer,
        );
      } else if (problem === 'form') {
        report(
          COMMAND_FORM,
          `The program of ${server} must be a program name such as *npx*, or a file inside the plugin starting with ./ such as *./bin/server*; ${quote(command)} is neither. ${SKIPPED}`,
          pointer,
        );
      } else {
        const file = commandFile(command);
        if (file !== undefined) {
          facts.commandFile = file;
          const range = at(pointer);
          if (range) facts.commandRange = range;
        }
      }
    }
    const cwd = value.cwd;
    if (typeof cwd === 'string') {
      const problem = cwdProblem(cwd);
      if (problem === 'form') {
        report(
          CWD_FORM,
          `The working folder of ${server} must start with ./ (a folder inside the plugin), \${PLUGIN_ROOT} or \${PLUGIN_DATA}; ${quote(cwd)} does not. ${SKIPPED}`,
          `${base}/cwd`,
        );
      } else if (problem === 'climbs-out') {
        report(
          CWD_ESCAPE,
          `The working folder of ${server} climbs out of its folder with "..". ${SKIPPED} Choose a folder inside it.`,
          `${base}/cwd`,
        );
      } else {
        placeholders(cwd, true, `${base}/cwd`, 'working folder');
      }
    }
    const args = value.args;
    if (Array.isArray(args)) {
      args.forEach((arg, index) => {
        if (typeof arg !== 'string') return;
        const pointer = `${base}/args/${index}`;
        if (looksLikeSecret(arg))
          report(SECRET, secretMessage(`Argument ${index + 1} of ${server}`), pointer);
        placeholders(arg, true, pointer, `argument ${index + 1}`);
      });
    }
    for (const [key, setting] of entries(value.env)) {
      const pointer = `${base}/env/${escape(key)}`;
      if (looksLikeSecret(setting, key))
        report(SECRET, secretMessage(`The environment setting ${quote(key)} of ${server}`), pointer);
      placeholders(setting, true, pointer, `environment setting ${quote(key)}`);
    }
  } else {
    const url = value.url;
    if (typeof url === 'string' && url !== '') checkUrl(url, `${base}/url`);
    const seen = new Map<string, string>();
    for (const [header, setting] of entries(value.headers)) {
      const pointer = `${base}/headers/${escape(header)}`;
      const lower = header.toLowerCase();
      const earlier = seen.get(lower);
      if (earlier !== undefined) {
        report(
          HEADER_DUPLICATE,
          `The header ${quote(header)} of ${server} is also written as ${quote(earlier)}; letter case does not make them different. ${SKIPPED} Keep one.`,
          pointer,
          true,
        );
      }
      seen.set(lower, header);
      if (!isHeaderName(header)) {
        report(
          HEADER_INVALID,
          `The header name ${quote(header)} of ${server} can only use letters, digits and a few signs such as - and _, without spaces. ${SKIPPED}`,
          pointer,
          true,
        );
      } else if (!isHeaderValue(setting)) {
        report(
          HEADER_INVALID,
          `The header ${quote(header)} of ${server} has a line break or other invisible character in its value, or spaces around it. ${SKIPPED}`,
          pointer,
        );
      }
      if (looksLikeSecret(setting, header))
        report(SECRET, secretMessage(`The header ${quote(header)} of ${server}`), pointer);
      placeholders(setting, false, pointer, `header ${quote(header)}`);
    }
  }
  return { diagnostics: out, facts };

  function checkUrl(url: string, pointer: string) {
    const problem = urlProblem(url);
    if (problem === 'invalid') {
      report(
        URL_INVALID,
        `The address of ${server} must be a full web address starting with https://, such as *https://example.com/mcp*. ${SKIPPED}`,
        pointer,
      );
    } else if (problem === 'insecure') {
      report(
        URL_INSECURE,
        `The address of ${server} must start with https:// — only your own computer (localhost) may use http://. ${SKIPPED}`,
        pointer,
      );
    } else if (problem === 'credentials') {
      report(
        URL_CREDENTIALS,
        `The address of ${server} contains a user name or password (before an @). ${SKIPPED} Remove them from the address.`,
        pointer,
      );
    } else if (problem === 'fragment') {
      report(
        URL_FRAGMENT,
        `The address of ${server} has a # part, which a service address cannot have. ${SKIPPED} Remove it.`,
        pointer,
      );
    }
    if (looksLikeSecret(url)) report(SECRET, secretMessage(`The address of ${server}`), pointer);
    placeholders(url, false, pointer, 'address');
  }

  function placeholders(text: string, expands: boolean, pointer: string, where: string) {
    const literal = literalPlaceholders(text, expands);
    if (literal.length === 0) return;
    const why = expands
      ? 'Bailey only fills in ${PLUGIN_ROOT} and ${PLUGIN_DATA}'
      : 'Bailey fills in nothing in addresses and headers';
    report(
      PLACEHOLDER,
      `The ${where} of ${server} contains ${quote(literal[0])}, which will be used exactly as written: ${why}. Write the real value, or remove it.`,
      pointer,
    );
  }
}

function secretMessage(subject: string): string {
  return `${subject} looks like a password or access key. Anyone who gets the plugin can read it; remove it and let sign-in happen when the assistant connects.`;
}

/** The string members of an object value (others are the schema's business). */
function entries(value: unknown): [string, string][] {
  if (!isObject(value)) return [];
  return Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
