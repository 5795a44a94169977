/**
 * The semantic checks of Agent Plugins §7.2.1 that JSON Schema cannot express, as pure
 * functions over strings: the command token, the working folder's form and containment, the
 * URL, header names and values, and placeholders that will not be filled in. Each returns a
 * problem kind (or undefined), and mcp-server-rules.ts words it.
 */
import { resolvedSegments } from '../model/relative-path';

/** What is wrong with a stdio `command`, if anything. */
export type CommandProblem = 'token' | 'placeholder' | 'climbs-out' | 'form';

/** Checks a non-empty `command`: one token, a bare name or a `./` path that stays inside. */
export function commandProblem(command: string): CommandProblem | undefined {
  if (/\s/.test(command)) return 'token';
  if (command.includes('${')) return 'placeholder';
  if (command.startsWith('./')) {
    const segments = resolvedSegments('', command.slice(2), /[/\\]/);
    if (!segments) return 'climbs-out';
    return segments.length === 0 ? 'form' : undefined;
  }
  if (command.includes('/') || command.includes('\\') || command === '.' || command === '..') return 'form';
  return undefined;
}

/** The plugin file a `./` command names (`./bin/server` → `bin/server`), else undefined. */
export function commandFile(command: string): string | undefined {
  if (!command.startsWith('./') || /\s/.test(command) || climbsOut(command.slice(2))) return undefined;
  const segments = resolvedSegments('', command.slice(2), /[/\\]/);
  return segments && segments.length > 0 ? segments.join('/') : undefined;
}

/** What is wrong with a `cwd`, if anything. */
export type CwdProblem = 'form' | 'climbs-out';

const CWD_PREFIX = /^(?:\.\/|\$\{PLUGIN_ROOT\}(?:\/|$)|\$\{PLUGIN_DATA\}(?:\/|$))/;

/** Checks a `cwd`: `./…`, `${PLUGIN_ROOT}[/…]` or `${PLUGIN_DATA}[/…]`, not climbing out of its root. */
export function cwdProblem(cwd: string): CwdProblem | undefined {
  const prefix = CWD_PREFIX.exec(cwd);
  if (!prefix) return 'form';
  // Expansion is textual and single-pass, so a placeholder after the prefix stays literal text.
  return climbsOut(cwd.slice(prefix[0].length)) ? 'climbs-out' : undefined;
}

/** Whether a relative path's `..` segments lead above where it starts. */
export function climbsOut(relative: string): boolean {
  return resolvedSegments('', relative, /[/\\]/) === undefined;
}

/** What is wrong with a server URL, if anything. */
export type UrlProblem = 'placeholder' | 'invalid' | 'credentials' | 'fragment' | 'insecure';

/**
 * Checks a non-empty URL: no `${…}` placeholder (clients never fill one in, §7.2.1), absolute
 * http(s) with a host RFC 3986 allows, no user info, no fragment, HTTPS unless loopback.
 */
export function urlProblem(url: string): UrlProblem | undefined {
  if (literalPlaceholders(url, false).length > 0) return 'placeholder';
  // eslint-disable-next-line no-control-regex -- control characters make a URL invalid
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return 'invalid';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(url);
  if (!scheme || !/^https?$/i.test(scheme[1] ?? '')) return 'invalid';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.hostname === '') return 'invalid';
  const authority = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/.exec(url)?.[1] ?? '';
  // A browser's parser takes { } " ` in a host name; RFC 3986 §3.2.2 allows none of them, so
  // `https://{tenant}.shop.com` is a template, not an address.
  if (/["`{}]/.test(authority.slice(authority.lastIndexOf('@') + 1))) return 'invalid';
  if (authority.includes('@')) return 'credentials';
  if (url.includes('#')) return 'fragment';
  if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) return 'insecure';
  return undefined;
}

/** `localhost`, an IPv4 address in 127.0.0.0/8, `[::1]` or an IPv4-mapped 127.x address. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost') return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  if (host === '[::1]' || host === '[0:0:0:0:0:0:0:1]') return true;
  // The URL parser writes ::ffff:127.0.0.1 as [::ffff:7f00:1].
  return /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
}

/** Whether `name` is a valid HTTP header name (an RFC 9110 token). */
export function isHeaderName(name: string): boolean {
  return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name);
}

/** Whether `value` is a valid HTTP header value: no line breaks or other control characters. */
export function isHeaderValue(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what makes a value invalid
  return !/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value) && value === value.trim();
}

/**
 * Placeholders that will stay literal text: in `args`, `env` values and `cwd` only
 * `${PLUGIN_ROOT}` and `${PLUGIN_DATA}` are filled in (§9.2); in URLs and headers nothing is.
 */
export function literalPlaceholders(value: string, expands: boolean): string[] {
  const found = value.match(/\$\{[^}]*\}/g) ?? [];
  return found.filter(
    (placeholder) => !expands || (placeholder !== '${PLUGIN_ROOT}' && placeholder !== '${PLUGIN_DATA}'),
  );
}

/**
 * The words of a command line split at spaces; undefined when it quotes or escapes anything,
 * since then where one argument ends is a shell's business, not a guess to make for the person.
 */
export function splitCommandLine(line: string): string[] | undefined {
  if (/["'\\`$|&;<>()]/.test(line)) return undefined;
  return line.split(/\s+/).filter(Boolean);
}

/**
 * Whether an address only stands in for a real one: `example` for the names reserved for examples
 * (RFC 2606: example.com, .org, .net and the .example, .test and .invalid names), `local` for
 * this computer. Undefined for any other address, or one that does not parse.
 */
export function placeholderHost(url: string): 'example' | 'local' | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
  if (isLoopbackHost(host) || host.endsWith('.localhost')) return 'local';
  if (/(^|\.)example\.(com|org|net)$/.test(host) || /\.(example|test|invalid)$/.test(host)) return 'example';
  return undefined;
}
