/**
 * Names for a server the set-up does not name: from the package it runs
 * (`npx -y @acme/orders-mcp` → `orders`) or from the service's address
 * (`https://mcp.shop.example/…` → `shop`).
 */
import { nameFromTitle } from '../names';

const LAUNCHERS = new Set([
  'npx',
  'bunx',
  'pnpx',
  'uvx',
  'pipx',
  'dnx',
  'deno',
  'bun',
  'node',
  'python',
  'python3',
  'uv',
  'docker',
  'podman',
  'java',
  'go',
]);
const GENERIC_WORDS = /(?:^|-)(?:mcp|server|mcp-server|model-context-protocol)(?=-|$)/g;
const GENERIC_HOST = new Set([
  'www',
  'mcp',
  'api',
  'app',
  'server',
  'remote',
  'com',
  'io',
  'net',
  'org',
  'dev',
  'ai',
  'co',
  'example',
  'localhost',
]);

/**
 * Whether a command line's first word is plausibly a server's program: a usual launcher, a path,
 * or a name that says MCP. Other text is more likely a sentence pasted by mistake.
 */
export function isLikelyProgram(word: string): boolean {
  const base = (word.split(/[\\/]/).pop() ?? '').replace(/\.(?:exe|cmd)$/i, '').toLowerCase();
  return LAUNCHERS.has(base) || /[\\/]/.test(word) || /mcp/i.test(word);
}

/** A key from a package or program name: scope and version dropped, "mcp" and "server" words too. */
export function nameFromPackage(pkg: string): string {
  const bare = pkg.replace(/^(?:npm:|pypi:)/, '');
  const [scope, rest] = bare.startsWith('@')
    ? [bare.slice(1, bare.indexOf('/')), bare.slice(bare.indexOf('/') + 1)]
    : ['', bare];
  const last = (rest.split(/[\\/]/).pop() ?? rest)
    .replace(/(?:@|==|:)[^@=:]*$/, '')
    .replace(/\.(?:js|mjs|py|exe)$/i, '');
  const words = nameFromTitle(last, '')
    .replace(GENERIC_WORDS, '')
    .replace(/^-+|-+$/g, '');
  return words || nameFromTitle(scope, '') || nameFromTitle(last, 'server');
}

/** A key from a command line's words: the first word after the launcher and its options. */
export function nameFromCommandWords(words: readonly string[]): string {
  const [program, ...rest] = words;
  if (program === undefined) return 'server';
  const launcher = LAUNCHERS.has((program.split(/[\\/]/).pop() ?? '').replace(/\.(?:exe|cmd)$/i, ''));
  if (!launcher) return nameFromPackage(program);
  const pkg = rest.find(
    (word) => !word.startsWith('-') && !['run', 'exec', 'tool', '--from', 'x'].includes(word),
  );
  return nameFromPackage(pkg ?? program);
}

/** A key from a web address: the most telling word of its host. */
export function nameFromAddress(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return 'online-service';
  }
  const labels = host
    .split('.')
    .filter((label) => label !== '' && !GENERIC_HOST.has(label) && !/^\d+$/.test(label));
  return nameFromTitle(labels[0] ?? host, 'online-service');
}
