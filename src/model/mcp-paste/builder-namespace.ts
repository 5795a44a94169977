/**
 * The builder's own namespace in plugin.json, `extensions["org.sigrix.builder"]`: what the
 * solution document has no place for (its schema is closed) and only the builder reads, kept per
 * tool server — the tools' titles and descriptions (tool-titles.ts), what to set when installing
 * (install-settings.ts). Agent Plugins 1.0.0 §8.1 has clients ignore namespaces they do not
 * implement, without validating them. docs/tool-titles.md says what each member holds.
 */
import type { FileTree } from '../file-tree';
import { objectMember, readJsonFile } from '../json-file';
import { editJsonFile } from '../operation-support';
import { BUILDER_NAMESPACE, PLUGIN_MANIFEST_PATH } from '../plugin-manifest';

/** The members of the namespace, each a map from a server's key in mcp.json to what is kept for it. */
export type BuilderMember = 'tool_titles' | 'tool_descriptions' | 'install_settings';

function namespaceOf(tree: FileTree): Readonly<Record<string, unknown>> | undefined {
  const manifest = readJsonFile(tree, PLUGIN_MANIFEST_PATH)?.object;
  return objectMember(objectMember(manifest, 'extensions'), BUILDER_NAMESPACE);
}

/** The map `member` of the namespace, when plugin.json has one. */
export function builderMember(
  tree: FileTree,
  member: BuilderMember,
): Readonly<Record<string, unknown>> | undefined {
  return objectMember(namespaceOf(tree), member);
}

/**
 * Sets what `member` keeps for `server` (`undefined` removes it; the last server gone removes
 * `member`, and the namespace when nothing else is in it). Unchanged when plugin.json cannot
 * take the edit (it has mistakes, or `extensions` or the namespace is not a map): what is kept
 * here is a help, and never stops the change that asked for it.
 */
export function writeBuilderEntry(
  tree: FileTree,
  member: BuilderMember,
  server: string,
  value: unknown,
): FileTree {
  const others = Object.keys(builderMember(tree, member) ?? {}).filter((name) => name !== server);
  const alone = Object.keys(namespaceOf(tree) ?? {}).every((key) => key === member);
  const at = ['extensions', BUILDER_NAMESPACE, member];
  const [path, written]: [readonly string[], unknown] =
    value !== undefined || others.length > 0
      ? [[...at, server], value]
      : alone
        ? [at.slice(0, 2), undefined]
        : [at, undefined];
  const result = editJsonFile(tree, PLUGIN_MANIFEST_PATH, path, written);
  return result.ok ? result.tree : tree;
}
