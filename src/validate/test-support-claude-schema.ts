/**
 * Test helper: the Claude Code side of a tree checked against Claude Code's published manifest
 * schema (SchemaStore's claude-code-plugin-manifest.json, carried in fixtures/schemastore with its
 * licence). The manifest is checked as it is; each list of tool servers Claude Code reads
 * (`.mcp.json`, a file the manifest names) is checked as the manifest's own `mcpServers` would be,
 * which is the shape Claude Code gives both. Tests only: the schema is compiled at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FileTree } from '../model/file-tree';
import { readJsonFile } from '../model/json-file';
import { CLAUDE_MCP_PATH } from '../model/mcp-config';
import { CLAUDE_MANIFEST_PATH } from '../model/plugin-manifest';
import { claudeMcpReferences, serversOf } from '../model/claude-mcp';
import { FIXTURES_DIR } from '../model/test-support';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validManifest = ajv.compile(
  JSON.parse(readFileSync(join(FIXTURES_DIR, 'schemastore/claude-code-plugin-manifest.json'), 'utf8')),
);

/** What Claude Code's schema says against the tree's Claude side, one line each; `[]` when it takes it. */
export function claudeSchemaProblems(tree: FileTree): string[] {
  const manifest = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  if (!manifest) return [`${CLAUDE_MANIFEST_PATH} is missing or not an object`];
  const problems: string[] = [];
  const check = (file: string, value: unknown) => {
    if (validManifest(value)) return;
    for (const error of validManifest.errors ?? [])
      problems.push(`${file}${error.instancePath}: ${error.message ?? error.keyword}`);
  };
  check(CLAUDE_MANIFEST_PATH, manifest);
  const files = new Set([CLAUDE_MCP_PATH, ...claudeMcpReferences(manifest).map(({ path }) => path)]);
  for (const file of files) {
    const read = readJsonFile(tree, file);
    if (!read) continue;
    if (!read.object) problems.push(`${file}: not a JSON object`);
    else check(file, { name: 'servers', mcpServers: serversOf(read.object) });
  }
  return problems;
}
