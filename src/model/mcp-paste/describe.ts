/**
 * What a paste found, in plain words, before anything changes: "1 tool server, Shop orders, an
 * online service at https://…, with 4 tools: 2 look things up, 2 may change things."
 */
import type { McpServerConfig } from '../mcp-config';
import type { PasteReading } from './reading';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Where a server runs, in words: "an online service at …" or "a program on this computer (…)". */
export function describeConfig(config: McpServerConfig): string {
  if (config.type === 'stdio') {
    const line = [config.command, ...(config.args ?? [])].join(' ');
    const shown = line.length > 80 ? `${line.slice(0, 79)}…` : line;
    return `a program on this computer (${shown})`;
  }
  return `an online service at ${config.url}${config.type === 'sse' ? ' (an older kind of connection)' : ''}`;
}

/** The tools' part: "4 tools: 2 look things up, 2 may change things". */
export function describeTools(mayChange: readonly boolean[]): string {
  const changes = mayChange.filter(Boolean).length;
  const looks = mayChange.length - changes;
  const parts = [
    looks > 0 ? `${looks} ${looks === 1 ? 'looks' : 'look'} things up` : undefined,
    changes > 0 ? `${changes} may change things` : undefined,
  ].filter(Boolean);
  return `${count(mayChange.length, 'tool', 'tools')}: ${parts.join(', ')}`;
}

/**
 * The sentence for the whole paste, with the tools counted as the person has set them.
 * `target` names the existing server that gets the tools when only tools were pasted.
 */
export function describeReading(
  reading: PasteReading,
  mayChange: readonly boolean[],
  target?: string,
): string {
  const tools = reading.tools.length > 0 ? describeTools(mayChange) : undefined;
  if (reading.servers.length === 0) {
    return `${tools ?? 'No tools'}${target ? `, to add to “${target}”` : ''}.`;
  }
  const servers = reading.servers.map((server) => `${server.title}, ${describeConfig(server.config)}`);
  const head = count(reading.servers.length, 'tool server', 'tool servers');
  const list = servers.length === 1 ? `${head}, ${servers[0]}` : `${head}: ${servers.join('; ')}`;
  return `${list}${tools ? `, with ${tools}` : ''}.`;
}
