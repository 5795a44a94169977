/**
 * The configurations MCP clients keep in a file, which services print as "add this to your
 * config": Claude Desktop and Cursor (`mcpServers`, a server with `command` or `url`), Claude
 * Code's `.mcp.json` (`type` `stdio` / `http` / `sse`, `${VAR}` and `${VAR:-default}`), VS Code
 * (`servers`, `type`, `inputs` asked for as `${input:id}`) and Agent Plugins 1.0.0 itself. They
 * share one shape, so one reader takes them all and names which one it saw.
 */
import { isJsonObject, ownMember } from '../json-document';
import { MCP_SCHEMA_ID } from '../mcp-config';
import { sentenceTitle } from '../display-names';
import { nameFromTitle } from '../names';
import type { PlaceholderContext, VariableInfo } from './placeholders';
import type { ServerDraft } from './portable-server';
import type { PasteKind } from './reading';

/** The servers of a client configuration, or `undefined` when `value` is not one. */
export interface ClientConfig {
  readonly kind: PasteKind;
  /** Each server's name and raw configuration, in file order. */
  readonly entries: readonly (readonly [string, unknown])[];
  readonly context: PlaceholderContext;
}

const STDIO_FIELDS = new Set(['type', 'command', 'args', 'env', 'cwd']);
const ONLINE_FIELDS = new Set(['type', 'url', 'headers']);

function looksLikeServer(value: unknown): boolean {
  return isJsonObject(value) && (typeof value.command === 'string' || typeof value.url === 'string');
}

/** Finds the map of servers: `mcpServers`, VS Code's `servers` (or `mcp.servers` in its settings), a bare map, or one server alone. */
export function readClientConfig(value: Record<string, unknown>): ClientConfig | undefined {
  const schema = ownMember(value, '$schema');
  const vscodeSettings = ownMember(value, 'mcp');
  const vscode = isJsonObject(vscodeSettings) ? vscodeSettings : value;
  const servers =
    ownMember(value, 'mcpServers') ??
    ownMember(vscode, 'servers') ??
    (Object.keys(value).length > 0 && Object.values(value).every(looksLikeServer) ? value : undefined);
  let entries: [string, unknown][];
  if (isJsonObject(servers)) entries = Object.keys(servers).map((key) => [key, servers[key]]);
  else if (looksLikeServer(value)) entries = [['', value]];
  else return undefined;
  const inputs = ownMember(vscode, 'inputs');
  const variables = new Map<string, VariableInfo>();
  if (Array.isArray(inputs)) {
    for (const input of inputs) {
      if (!isJsonObject(input) || typeof input.id !== 'string') continue;
      // VS Code asks for each input when the server starts; its default is only a suggestion.
      variables.set(input.id, {
        description: typeof input.description === 'string' ? input.description : undefined,
        secret: input.password === true,
      });
    }
  }
  const isVsCode = servers === ownMember(vscode, 'servers') && servers !== undefined;
  const kind = classify(typeof schema === 'string' ? schema : undefined, isVsCode, entries);
  return { kind, entries, context: { variables, braces: false } };
}

function classify(
  schema: string | undefined,
  vscode: boolean,
  entries: readonly (readonly [string, unknown])[],
): PasteKind {
  if (schema === MCP_SCHEMA_ID || schema?.includes('agent-plugins.org/schemas/')) return 'agent-plugins';
  if (vscode) return 'vscode';
  const text = JSON.stringify(entries.map(([, config]) => config));
  const types = entries.map(([, config]) => (isJsonObject(config) ? config.type : undefined));
  if (/\$\{(?:env:|userHome|workspaceFolder)/.test(text)) return 'cursor';
  if (types.includes('http') || /\$\{(?!input:)[A-Za-z_]/.test(text)) return 'claude-code';
  if (
    entries.some(
      ([, config]) => isJsonObject(config) && typeof config.url === 'string' && config.type === undefined,
    )
  )
    return 'cursor';
  return 'claude-desktop';
}

/** The transport a client configuration means; `undefined` for one plugins cannot use. */
function transportOf(config: Record<string, unknown>): ServerDraft['kind'] | undefined {
  const type = config.type;
  if (type === 'stdio') return 'stdio';
  if (type === 'http' || type === 'streamable-http' || type === 'streamableHttp') return 'streamable-http';
  if (type === 'sse') return 'sse';
  if (type !== undefined) return undefined;
  if (typeof config.command === 'string') return 'stdio';
  if (typeof config.url !== 'string') return undefined;
  // Cursor and Claude Desktop guess from the address; an endpoint named /sse is the legacy kind.
  return /\/sse\/?(?:[?#]|$)/.test(config.url) ? 'sse' : 'streamable-http';
}

/** One entry of a client configuration as a draft, or the sentence why it cannot be one. */
export function clientServerDraft(
  key: string,
  raw: unknown,
  context: PlaceholderContext,
  fallbackName: () => string,
): ServerDraft | string {
  const name = key === '' ? fallbackName() : nameFromTitle(key, 'server');
  const title = key === '' ? sentenceTitle(name) : sentenceTitle(key);
  if (!isJsonObject(raw)) return `“${title}” is not a server’s set-up, so it is not carried over.`;
  const kind = transportOf(raw);
  if (kind === undefined) {
    return `“${title}” connects in a way plugins cannot use (${String(raw.type ?? 'none given')}), so it is not carried over.`;
  }
  const known = kind === 'stdio' ? STDIO_FIELDS : ONLINE_FIELDS;
  return {
    name,
    title,
    kind,
    command: raw.command,
    args: raw.args,
    env: raw.env,
    cwd: raw.cwd,
    url: raw.url,
    headers: raw.headers,
    unknownFields: Object.keys(raw).filter((field) => !known.has(field)),
    context,
  };
}
