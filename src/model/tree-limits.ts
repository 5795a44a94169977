/**
 * Whether a plugin just read (from a zip or a folder) holds a document the builder parses that
 * goes beyond PARSE_LIMITS. Every reader refuses such a plugin before anything shows it: the
 * page, the archive worker and the command-line checker alike.
 */
import type { FileTree } from './file-tree';
import { parseJsonBytes } from './json-file';
import { PARSE_LIMITS } from './parse-limits';
import { CLAUDE_MCP_PATH, MCP_PATH } from './mcp-config';
import {
  CLAUDE_MANIFEST_PATH,
  DEFAULT_SOLUTION_PATH,
  PLUGIN_MANIFEST_PATH,
  solutionPathOf,
} from './plugin-manifest';

/** A document beyond the limits: which one, which limit, and the limit's value. */
export interface ParseLimitFinding {
  readonly path: string;
  readonly limit: 'depth' | 'values';
  readonly max: number;
}

// The JSON documents the builder parses whenever a plugin is open. Others (a skill's data
// files) are parsed only when opened in the Files view, where the same limits hold.
const MANIFESTS = [PLUGIN_MANIFEST_PATH, CLAUDE_MANIFEST_PATH, MCP_PATH, CLAUDE_MCP_PATH];

/** The first parsed document of `tree` (paths relative to the plugin root) beyond the limits. */
export function findBeyondParseLimits(tree: FileTree): ParseLimitFinding | undefined {
  for (const path of MANIFESTS) {
    const found = jsonBeyondLimits(tree, path);
    if (found) return found;
  }
  // The manifest is within the limits by now, so it can be read for the solution's path.
  return jsonBeyondLimits(tree, solutionPathOf(tree) ?? DEFAULT_SOLUTION_PATH);
}

function jsonBeyondLimits(tree: FileTree, path: string): ParseLimitFinding | undefined {
  const entry = tree.get(path);
  if (entry?.kind !== 'file') return undefined;
  for (const problem of parseJsonBytes(entry.bytes).parsed.problems) {
    if (problem.kind === 'too-deep') return { path, limit: 'depth', max: PARSE_LIMITS.jsonDepth };
    if (problem.kind === 'too-many-values') return { path, limit: 'values', max: PARSE_LIMITS.jsonValues };
  }
  return undefined;
}
