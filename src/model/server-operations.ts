/**
 * MCP server operations: mcp.json and assistant.json (`mcp`, `tools`) change together, so a
 * renamed server keeps its tool declarations and a deleted one leaves none behind; the tools'
 * pasted titles and descriptions in plugin.json (mcp-paste/tool-titles.ts) and what a server
 * needs set when installing (mcp-paste/install-settings.ts, and README.md with it) follow them.
 */
import { removeFile, type FileTree } from './file-tree';
import { isJsonObject, renameJsonKey } from './json-document';
import { MCP_PATH, MCP_SCHEMA_ID, readMcp, type McpFile, type McpServerConfig } from './mcp-config';
import {
  editJsonFile,
  editJsonText,
  fail,
  ok,
  requireSolution,
  writeNewJson,
  type OperationResult,
} from './operation-support';
import type { SolutionFile } from './solution-document';
import { moveInstallSettings } from './mcp-paste/install-settings';
import { keepToolDetails, moveToolDetails } from './mcp-paste/tool-titles';

/** A server configuration to write: the schema's shapes, or any JSON object the person typed. */
export type ServerConfigInput = McpServerConfig | Readonly<Record<string, unknown>>;

function hasServer(mcp: McpFile | undefined, name: string): boolean {
  return mcp?.servers !== undefined && Object.hasOwn(mcp.servers, name);
}

function serverMissing(name: string): OperationResult & { ok: false } {
  return fail('server-missing', `There is no server called "${name}".`, { name });
}

/** The solution when there is one; `undefined` for a plain plugin; a failure when it is broken. */
function optionalSolution(tree: FileTree): SolutionFile | undefined | (OperationResult & { ok: false }) {
  const required = requireSolution(tree);
  if (required.ok) return required.solution;
  return required.error.code === 'not-a-solution' ? undefined : required;
}

function isFailure(value: unknown): value is OperationResult & { ok: false } {
  return isJsonObject(value) && value.ok === false;
}

/**
 * Adds a server. The first one creates mcp.json (with its `$schema`); assistant.json gets its
 * `mcp` member when it lacks one.
 */
export function addServer(tree: FileTree, name: string, config: ServerConfigInput): OperationResult {
  if (name.trim() === '') return fail('invalid-name', 'A server needs a name.', { name });
  const mcp = readMcp(tree);
  if (hasServer(mcp, name)) {
    return fail('server-taken', `There is already a server called "${name}".`, { name });
  }
  const solution = optionalSolution(tree);
  if (isFailure(solution)) return solution;
  let result = mcp
    ? editJsonFile(tree, MCP_PATH, ['mcpServers', name], config)
    : ok(writeNewJson(tree, MCP_PATH, { $schema: MCP_SCHEMA_ID, mcpServers: { [name]: config } }));
  if (!result.ok || !solution || solution.mcp === MCP_PATH) return result;
  result = editJsonFile(result.tree, solution.path, ['mcp'], MCP_PATH);
  return result;
}

/** Replaces a server's configuration; only its text in mcp.json changes. */
export function updateServer(tree: FileTree, name: string, config: ServerConfigInput): OperationResult {
  if (!hasServer(readMcp(tree), name)) return serverMissing(name);
  return editJsonFile(tree, MCP_PATH, ['mcpServers', name], config);
}

/**
 * Renames a server in mcp.json and its key in assistant.json `tools`, each in place (key order
 * and formatting kept). A stale `tools` entry already under the new name is replaced.
 */
export function renameServer(tree: FileTree, from: string, to: string): OperationResult {
  if (from === to) return ok(tree);
  if (to.trim() === '') return fail('invalid-name', 'A server needs a name.', { name: to });
  const mcp = readMcp(tree);
  if (!hasServer(mcp, from)) return serverMissing(from);
  if (hasServer(mcp, to)) {
    return fail('server-taken', `There is already a server called "${to}".`, { name: to });
  }
  const solution = optionalSolution(tree);
  if (isFailure(solution)) return solution;
  let result = editJsonText(tree, MCP_PATH, (text) => renameJsonKey(text, ['mcpServers'], from, to));
  if (result.ok) result = ok(moveInstallSettings(result.tree, from, to));
  if (!result.ok || !solution || !solution.tools.has(from)) return result;
  if (solution.tools.has(to)) {
    result = editJsonFile(result.tree, solution.path, ['tools', to], undefined);
    if (!result.ok) return result;
  }
  result = editJsonText(result.tree, solution.path, (text) => renameJsonKey(text, ['tools'], from, to));
  return result.ok ? ok(moveToolDetails(result.tree, from, to)) : result;
}

/**
 * Deletes a server and its `tools` entry. Deleting the last server removes mcp.json and the
 * `mcp` member; a `tools` map left empty is removed too.
 */
export function deleteServer(tree: FileTree, name: string): OperationResult {
  const mcp = readMcp(tree);
  if (!mcp || !hasServer(mcp, name)) return serverMissing(name);
  const solution = optionalSolution(tree);
  if (isFailure(solution)) return solution;
  const last = mcp.serverNames.length === 1;
  let result = last
    ? ok(removeFile(tree, MCP_PATH))
    : editJsonFile(tree, MCP_PATH, ['mcpServers', name], undefined);
  if (result.ok) result = ok(moveInstallSettings(result.tree, name, undefined));
  if (!result.ok || !solution) return result;
  if (last && solution.mcp !== undefined) {
    result = editJsonFile(result.tree, solution.path, ['mcp'], undefined);
    if (!result.ok) return result;
  }
  if (!solution.tools.has(name)) return ok(keepToolDetails(result.tree, name, undefined));
  const onlyEntry = solution.tools.size === 1;
  result = editJsonFile(result.tree, solution.path, onlyEntry ? ['tools'] : ['tools', name], undefined);
  return result.ok ? ok(keepToolDetails(result.tree, name, undefined)) : result;
}

/**
 * Declares a server's tools and which of them may change things (`write_tools`, kept to a
 * subset of `tools`). Duplicates are dropped; the order given is kept.
 */
export function setServerTools(
  tree: FileTree,
  server: string,
  tools: readonly string[],
  writeTools: readonly string[],
): OperationResult {
  const required = requireSolution(tree);
  if (!required.ok) return required;
  const { solution } = required;
  if (!hasServer(readMcp(tree), server)) return serverMissing(server);
  if (solution.toolsMistyped) {
    return fail('member-wrong-type', `"tools" in ${solution.path} is not a map; fix it first.`, {
      file: solution.path,
    });
  }
  const declared = [...new Set(tools)];
  const writes = [...new Set(writeTools)].filter((tool) => declared.includes(tool));
  const rawTools = solution.object?.tools;
  const entry = isJsonObject(rawTools) && Object.hasOwn(rawTools, server) ? rawTools[server] : undefined;
  let result = isJsonObject(entry)
    ? editJsonFile(tree, solution.path, ['tools', server, 'tools'], declared)
    : editJsonFile(tree, solution.path, ['tools', server], { tools: declared, write_tools: writes });
  if (result.ok && isJsonObject(entry))
    result = editJsonFile(result.tree, solution.path, ['tools', server, 'write_tools'], writes);
  // A tool taken off the list takes its pasted title and description with it.
  return result.ok ? ok(keepToolDetails(result.tree, server, declared)) : result;
}
