/** mcp.json, the Agent Plugins 1.0.0 MCP configuration: server names and configurations. */
import type { FileTree } from './file-tree';
import { objectMember, readJsonFile, type JsonFile } from './json-file';

/** Where Agent Plugins looks for MCP servers: the fixed location at the plugin root. */
export const MCP_PATH = 'mcp.json';
/** Where a Claude Code plugin keeps its tool servers instead (see claude-conversion.ts). */
export const CLAUDE_MCP_PATH = '.mcp.json';
/** The canonical `$schema` of an Agent Plugins 1.0.0 MCP configuration. */
export const MCP_SCHEMA_ID = 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json';

/** A server that runs on the person's computer. */
export interface StdioServerConfig {
  readonly type: 'stdio';
  readonly command: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
}

/** An online server: streamable HTTP, or the legacy HTTP+SSE transport. */
export interface HttpServerConfig {
  readonly type: 'streamable-http' | 'sse';
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One server's configuration as the schema allows it. */
export type McpServerConfig = StdioServerConfig | HttpServerConfig;

/** The MCP configuration with its servers; `servers` is `undefined` when `mcpServers` is absent or not an object. */
export interface McpFile extends JsonFile {
  readonly servers: Readonly<Record<string, unknown>> | undefined;
  /** The server names in file order. */
  readonly serverNames: readonly string[];
}

/** The root mcp.json, or `undefined` when there is none. Never throws. */
export function readMcp(tree: FileTree): McpFile | undefined {
  const file = readJsonFile(tree, MCP_PATH);
  if (!file) return undefined;
  const servers = objectMember(file.object, 'mcpServers');
  return { ...file, servers, serverNames: servers ? Object.keys(servers) : [] };
}
