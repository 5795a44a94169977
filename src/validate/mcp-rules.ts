/**
 * mcp.json rules (Agent Plugins §7.2, §10.1): the file is a JSON object with `$schema` and
 * `mcpServers` only, its `$schema` names the same Agent Plugins version as plugin.json, and each
 * server is valid on its own (mcp-server-rules.ts). A `./` command must be a file the plugin
 * carries — a cross-file check made on the small per-server facts.
 */
import type { Diagnostic } from './diagnostic';
import type { TextRange } from '../model/text-position';
import { serversOf } from '../model/claude-mcp';
import { getFile, type FileTree } from '../model/file-tree';
import { readJsonFile } from '../model/json-file';
import { CLAUDE_MCP_PATH } from '../model/mcp-config';
import { isJsonObject, ownMember, rangeOf, type ParsedJson } from '../model/json-document';
import { jsonDocumentFacts, jsonLocator } from './json-rules';
import { checkServer, type ServerFacts } from './mcp-server-rules';
import { diagnose, quote, type Worded } from './rule';
import { rule } from './rules';
import { checkSchema } from './schema-errors';
import { schemaIdFix } from './schema-table';
import { validateMcp } from './generated/schema-validators.js';
import { agentPluginsVersion, followed, MCP_SCHEMA_ID } from './spec';

/** What the other rules need about mcp.json, extracted once per version of the file. */
export interface McpFacts {
  readonly diagnostics: readonly Diagnostic[];
  readonly parsed?: ParsedJson;
  /** Whether the file holds an object (so its `$schema` and servers could be read). */
  readonly readable: boolean;
  readonly schemaId?: unknown;
  /** The servers, when `mcpServers` is an object. */
  readonly servers?: readonly ServerFacts[];
}

const FILE = 'mcp.json';
const SUPPORTED_VERSION = agentPluginsVersion(MCP_SCHEMA_ID, 'mcp');

const MCP_WORDS = {
  consequence: 'Bailey will not start any of its tool servers until this is fixed.',
  notObject:
    'The tools file must list its servers by name. Bailey will not start any of them until this is fixed.',
};

/** The facts of the tree's mcp.json, or undefined when it has no such file (cached per version). */
export function mcpFacts(tree: FileTree): McpFacts | undefined {
  const entry = getFile(tree, FILE);
  if (!entry) return undefined;
  return jsonDocumentFacts('mcp', FILE, entry, MCP_WORDS, ({ diagnostics, parsed, value }) => {
    if (!parsed) return { diagnostics, readable: false };
    if (!value) return { diagnostics, parsed, readable: false };
    diagnostics.push(
      ...checkSchema(validateMcp, { document: 'mcp', file: FILE, value, locate: jsonLocator(parsed) }),
    );
    const servers = ownMember(value, 'mcpServers');
    const facts: ServerFacts[] = [];
    if (isJsonObject(servers)) {
      for (const [name, server] of Object.entries(servers)) {
        const checked = checkServer(name, server, parsed);
        diagnostics.push(...checked.diagnostics);
        facts.push(checked.facts);
      }
    }
    return {
      diagnostics,
      parsed,
      readable: true,
      schemaId: ownMember(value, '$schema'),
      ...(isJsonObject(servers) ? { servers: facts } : {}),
    };
  });
}

/** mcp.json's own diagnostics plus those that compare it with plugin.json and the tree. */
export function mcpDiagnostics(
  tree: FileTree,
  mcp: McpFacts | undefined,
  pluginVersion: string | undefined,
): Diagnostic[] {
  if (!mcp) {
    if (tree.get(FILE)?.kind === 'folder' || [...tree.keys()].some((path) => path.startsWith(`${FILE}/`))) {
      return [
        diagnose(
          rule('mcp.not-file'),
          FILE,
          'The plugin has a folder called mcp.json where its tools file should be, so Bailey will not start any tool servers. Rename or remove the folder.',
        ),
      ];
    }
    return [];
  }
  const diagnostics = [...mcp.diagnostics];
  if (!mcp.readable) return diagnostics;
  diagnostics.push(...schemaIdDiagnostics(mcp, pluginVersion));
  for (const server of mcp.servers ?? []) {
    if (server.commandFile === undefined || getFile(tree, server.commandFile)) continue;
    diagnostics.push(
      diagnose(
        rule('mcp.command-not-carried'),
        FILE,
        `The server ${quote(server.name)} starts the program ${quote(`./${server.commandFile}`)}, but the plugin has no such file. Add the file, or correct the program.`,
        { pointer: `${server.pointer}/command`, range: server.commandRange },
      ),
    );
  }
  return diagnostics;
}

function schemaIdDiagnostics(mcp: McpFacts, pluginVersion: string | undefined): Diagnostic[] {
  const id = mcp.schemaId;
  const range: TextRange | undefined = mcp.parsed ? rangeOf(mcp.parsed, '/$schema') : undefined;
  const place = { pointer: '/$schema', range };
  const version = agentPluginsVersion(id, 'mcp');
  // Only against a manifest version Bailey supports: otherwise plugin.schema-id is the cause.
  if (version !== undefined && pluginVersion === SUPPORTED_VERSION && version !== pluginVersion) {
    return [
      diagnose(
        rule('mcp.version-mismatch'),
        FILE,
        `The tools file follows Agent Plugins ${version} but the plugin follows ${pluginVersion}; they must match, or Bailey will not start any tool servers. Switch the tools file to ${pluginVersion}.`,
        { ...place, fix: schemaIdFix(FILE, false) },
      ),
    ];
  }
  if (id === MCP_SCHEMA_ID) return [];
  const message =
    id === undefined
      ? 'The tools file does not say which version of Agent Plugins it follows, so Bailey will not start any of its servers. Add the Agent Plugins 1.0.0 marker.'
      : `${followed(version, 'The tools file')}, so Bailey will not start any of its servers. Switch it to Agent Plugins 1.0.0.`;
  return [
    diagnose(rule('mcp.schema-id'), FILE, message, { ...place, fix: schemaIdFix(FILE, id === undefined) }),
  ];
}

/**
 * For a plugin with a root plugin.json: a warning when Claude Code's tools file, `.mcp.json`,
 * holds servers mcp.json does not (or cannot be read at all). Agent Plugins loads servers from
 * mcp.json alone (§7.2.2), so those servers are silently not part of the plugin. A copy kept in
 * step with mcp.json (the same server names, as a conversion leaves it) is not reported.
 */
export function claudeToolsFileDiagnostics(tree: FileTree, mcp: McpFacts | undefined): Diagnostic[] {
  const file = readJsonFile(tree, CLAUDE_MCP_PATH);
  if (!file) return [];
  const portable = new Set((mcp?.servers ?? []).map((server) => server.name));
  const syntax = file.parsed.problems.some((problem) => problem.kind === 'syntax');
  const names = file.object && !syntax ? Object.keys(serversOf(file.object)) : undefined;
  const missing = names?.filter((name) => !portable.has(name));
  if (missing?.length === 0) return [];
  const listed = missing ? ` (${missing.map(quote).join(', ')})` : '';
  const what = `tool servers set up for Claude Code alone${listed}, which Bailey never reads`;
  // The app says it in the person's words; the terminal names the files for a developer.
  const message: Worded = {
    app: `There are also ${what}, so the assistant does not use them. Add them in the Tools view if it should, or remove Claude Code's copy in the Files view.`,
    terminal: `This plugin also has ${what}, so they are not part of it. They are in ${CLAUDE_MCP_PATH}, and Agent Plugins reads servers from ${FILE} alone: add them to ${FILE} in the portable form, or delete ${CLAUDE_MCP_PATH} if only Claude Code should have them.`,
  };
  return [diagnose(rule('mcp.claude-file-ignored'), CLAUDE_MCP_PATH, message)];
}
