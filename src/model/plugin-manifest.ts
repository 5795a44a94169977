/** plugin.json, the Agent Plugins 1.0.0 manifest: where a solution's document is named. */
import type { FileTree } from './file-tree';
import { objectMember, readJsonFile, stringMember, type JsonFile } from './json-file';

/** Where the manifest lives: the plugin root. */
export const PLUGIN_MANIFEST_PATH = 'plugin.json';
/** Where a Claude Code plugin keeps its manifest instead (see claude-conversion.ts). */
export const CLAUDE_MANIFEST_PATH = '.claude-plugin/plugin.json';
/** The canonical `$schema` of an Agent Plugins 1.0.0 manifest. */
export const PLUGIN_SCHEMA_ID = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
/** The extension namespace under which plugin.json names the solution document. */
export const SIGRIX_NAMESPACE = 'org.sigrix';
/** The builder's own namespace, apart from Bailey's: what only the builder reads (mcp-paste/tool-titles.ts). */
export const BUILDER_NAMESPACE = 'org.sigrix.builder';
/** Where the builder puts a new solution document. */
export const DEFAULT_SOLUTION_PATH = 'assistant.json';

/** The manifest with the members the builder relies on, each `undefined` when absent or mistyped. */
export interface ManifestFile extends JsonFile {
  readonly name: string | undefined;
  readonly solutionPath: string | undefined;
}

/** The root plugin.json, or `undefined` when there is none. Never throws. */
export function readManifest(tree: FileTree): ManifestFile | undefined {
  const file = readJsonFile(tree, PLUGIN_MANIFEST_PATH);
  if (!file) return undefined;
  const sigrix = objectMember(objectMember(file.object, 'extensions'), SIGRIX_NAMESPACE);
  const solutionPath = stringMember(sigrix, 'assistant');
  return {
    ...file,
    name: stringMember(file.object, 'name'),
    solutionPath: solutionPath === '' ? undefined : solutionPath,
  };
}

/**
 * The path plugin.json gives in `extensions["org.sigrix"].assistant`, or `undefined` when the
 * manifest is missing, broken, or does not name a solution document as a non-empty string.
 */
export function solutionPathOf(tree: FileTree): string | undefined {
  return readManifest(tree)?.solutionPath;
}
