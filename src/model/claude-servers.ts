/**
 * One Claude Code MCP server → its Agent Plugins 1.0.0 form. `${CLAUDE_PLUGIN_ROOT}` and
 * `${CLAUDE_PLUGIN_DATA}` become `${PLUGIN_ROOT}` and `${PLUGIN_DATA}`; nothing else is filled
 * in by Agent Plugins clients, so other placeholders are listed. An `env` variable or header
 * whose value needs one is left out (an empty or literal `${X}` value would be sent as is);
 * in a command, argument, folder or URL the text is kept, since cutting it would change the rest.
 */
import { isJsonObject, setOwnMember } from './json-document';

/**
 * Something the conversion could not carry over, in plain words for the person; `detail` names
 * the file, field or placeholder concerned, for a developer.
 */
export interface ConversionNote {
  readonly message: string;
  readonly detail?: string;
}

const PORTABLE_PLACEHOLDERS = new Set(['PLUGIN_ROOT', 'PLUGIN_DATA']);
const RESERVED_ENV = new Set(['PLUGIN_ROOT', 'PLUGIN_DATA']);
const PLACEHOLDER = /\$\{([^}]*)\}/g;
const STDIO_FIELDS = new Set(['type', 'command', 'args', 'env', 'cwd']);
const HTTP_FIELDS = new Set(['type', 'url', 'headers']);

/** Claude Code's plugin placeholders in their portable spelling. */
function portable(text: string): string {
  return text
    .replace(/\$\{CLAUDE_PLUGIN_ROOT\}/g, '${PLUGIN_ROOT}')
    .replace(/\$\{CLAUDE_PLUGIN_DATA\}/g, '${PLUGIN_DATA}');
}

/** The placeholders in `text` that no Agent Plugins client fills in (`${PLUGIN_ROOT}` is not one unless `allowPlugin` is false). */
function foreignPlaceholders(text: string, allowPlugin = true): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!allowPlugin || !PORTABLE_PLACEHOLDERS.has(match[1] ?? '')) found.push(match[0]);
  }
  return found;
}

/**
 * The portable configuration of server `name`, or `undefined` when it cannot be carried over;
 * every change that loses something adds a note to `notes`.
 */
export function convertServer(
  name: string,
  raw: unknown,
  notes: ConversionNote[],
): Record<string, unknown> | undefined {
  if (!isJsonObject(raw)) {
    notes.push({
      message: `The tool server "${name}" is not set up in a way that can be read, so it was not carried over.`,
      detail: `the MCP server "${name}" is not an object`,
    });
    return undefined;
  }
  const type = raw.type;
  const kind =
    type === undefined
      ? typeof raw.command === 'string'
        ? 'stdio'
        : typeof raw.url === 'string'
          ? 'streamable-http'
          : undefined
      : type === 'stdio'
        ? 'stdio'
        : type === 'http' || type === 'streamable-http'
          ? 'streamable-http'
          : type === 'sse'
            ? 'sse'
            : undefined;
  if (kind === undefined) {
    notes.push({
      message: `The tool server "${name}" connects in a way Agent Plugins does not have, so it was not carried over.`,
      detail: `the MCP server "${name}" has "type": ${JSON.stringify(type)}`,
    });
    return undefined;
  }
  const fields = kind === 'stdio' ? STDIO_FIELDS : HTTP_FIELDS;
  for (const key of Object.keys(raw)) {
    if (!fields.has(key)) {
      notes.push({
        message: `A setting of the tool server "${name}" has no portable equivalent, so it was left out.`,
        detail: `"${key}" of the MCP server "${name}"`,
      });
    }
  }
  return kind === 'stdio' ? stdioServer(name, raw, notes) : httpServer(name, kind, raw, notes);
}

function stdioServer(name: string, raw: Readonly<Record<string, unknown>>, notes: ConversionNote[]) {
  const config: Record<string, unknown> = { type: 'stdio' };
  const placeholders = (where: string, text: string, allowPlugin = true) => {
    for (const placeholder of foreignPlaceholders(text, allowPlugin))
      notes.push(unfilled(name, where, placeholder));
  };
  if (typeof raw.command === 'string') {
    // A command is one token with no placeholders: a plugin-root path becomes a ./ path.
    const command = raw.command.replace(/^\$\{CLAUDE_PLUGIN_ROOT\}\//, './');
    placeholders('program', command, false);
    config.command = command;
  } else {
    notes.push({
      message: `The tool server "${name}" does not say which program to start, so one must be added.`,
      detail: `the MCP server "${name}" has no "command"`,
    });
  }
  if (Array.isArray(raw.args)) {
    const args: string[] = [];
    for (const arg of raw.args) {
      if (typeof arg !== 'string') {
        notes.push({
          message: `An argument of the tool server "${name}" is not text, so it was left out.`,
          detail: `an item of "args" of the MCP server "${name}"`,
        });
        continue;
      }
      const value = portable(arg);
      placeholders('program arguments', value);
      args.push(value);
    }
    config.args = args;
  }
  if (isJsonObject(raw.env)) {
    const env: Record<string, unknown> = {};
    for (const key of Object.keys(raw.env)) {
      const value = raw.env[key];
      const detail = `the environment variable ${key} of the MCP server "${name}"`;
      if (RESERVED_ENV.has(key)) {
        notes.push({
          message: `A setting of the tool server "${name}" is one the app always provides itself, so it was left out.`,
          detail: `${detail}, which every Agent Plugins client sets`,
        });
      } else if (typeof value !== 'string') {
        notes.push({
          message: `A setting of the tool server "${name}" is not text, so it was left out.`,
          detail,
        });
      } else if (foreignPlaceholders(portable(value)).length > 0) {
        notes.push({
          message: `A setting of the tool server "${name}" was left out: its value asks for something Claude Code fills in and Agent Plugins does not, so set it up another way.`,
          detail: `${detail} is "${value}"`,
        });
      } else {
        setOwnMember(env, key, portable(value));
      }
    }
    config.env = env;
  }
  if (typeof raw.cwd === 'string') {
    const cwd = portable(raw.cwd);
    placeholders('working folder', cwd);
    config.cwd = cwd;
  }
  return config;
}

function httpServer(
  name: string,
  kind: 'streamable-http' | 'sse',
  raw: Readonly<Record<string, unknown>>,
  notes: ConversionNote[],
) {
  const config: Record<string, unknown> = { type: kind };
  if (typeof raw.url === 'string') {
    // URLs are never expanded, not even ${PLUGIN_ROOT}.
    for (const placeholder of foreignPlaceholders(raw.url, false))
      notes.push(unfilled(name, 'address', placeholder));
    config.url = raw.url;
  } else {
    notes.push({
      message: `The tool server "${name}" has no address, so one must be added.`,
      detail: `the MCP server "${name}" has no "url"`,
    });
  }
  if (isJsonObject(raw.headers)) {
    const headers: Record<string, unknown> = {};
    for (const key of Object.keys(raw.headers)) {
      const value = raw.headers[key];
      const detail = `the header ${key} of the MCP server "${name}"`;
      if (typeof value !== 'string') {
        notes.push({
          message: `A setting the tool server "${name}" sends with each request is not text, so it was left out.`,
          detail,
        });
      } else if (foreignPlaceholders(value, false).length > 0) {
        notes.push({
          message: `A setting the tool server "${name}" sends with each request was left out: its value asks for something Claude Code fills in and Agent Plugins does not, so set it up another way.`,
          detail: `${detail} is "${value}"`,
        });
      } else {
        setOwnMember(headers, key, value);
      }
    }
    config.headers = headers;
  }
  return config;
}

/** A placeholder no Agent Plugins client fills in, found in a server's `where`. */
function unfilled(name: string, where: string, placeholder: string): ConversionNote {
  return {
    message: `The ${where} of the tool server "${name}" asks for a value Claude Code fills in and Agent Plugins does not, so set it up another way.`,
    detail: `${placeholder} in the MCP server "${name}"`,
  };
}
