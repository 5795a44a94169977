/**
 * The readable titles a pasted `tools/list` gives tools ("Look up an order" for `lookup_order`).
 * The solution document has no place for them (its schema is closed), so they are kept in
 * plugin.json under the builder's own extension namespace, apart from Bailey's `org.sigrix`:
 * `extensions["org.sigrix.builder"].tool_titles` = { server: { tool: title } }. Agent Plugins
 * 1.0.0 §8.1 has clients ignore namespaces they do not implement, without validating them.
 *
 * Only a title that differs from the one derived from the name is kept, only for a tool the
 * solution declares: the server operations call `keepToolTitles` and `moveToolTitles` so a
 * removed tool, a deleted server or a renamed one leaves no title behind. Titles are a nicety:
 * when plugin.json cannot take them (unreadable, `extensions` not a map), nothing is written and
 * the operation that asked goes on.
 */
import { toolTitle } from '../display-names';
import type { FileTree } from '../file-tree';
import { isJsonObject } from '../json-document';
import { objectMember, readJsonFile } from '../json-file';
import { editJsonFile } from '../operation-support';
import { BUILDER_NAMESPACE, PLUGIN_MANIFEST_PATH } from '../plugin-manifest';

const TOOL_TITLES = 'tool_titles';
const PATH = ['extensions', BUILDER_NAMESPACE, TOOL_TITLES] as const;

/** Per server, its tools' titles: server → tool → title. */
export type ToolTitles = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The titles plugin.json keeps; text titles only, anything else there is ignored. */
export function readToolTitles(tree: FileTree): ToolTitles {
  const titles = rawTitles(tree);
  const result = new Map<string, Map<string, string>>();
  if (!titles) return result;
  for (const [server, tools] of Object.entries(titles)) {
    if (!isJsonObject(tools)) continue;
    const own = new Map<string, string>();
    for (const [tool, title] of Object.entries(tools))
      if (typeof title === 'string' && title.trim() !== '') own.set(tool, title.trim());
    if (own.size > 0) result.set(server, own);
  }
  return result;
}

/**
 * Sets the titles of some of `server`'s tools (tool → title) as one edit of plugin.json; a title
 * equal to the derived one is not kept (an earlier one is removed).
 */
export function writeToolTitles(
  tree: FileTree,
  server: string,
  titles: ReadonlyMap<string, string | undefined>,
): FileTree {
  const current = readToolTitles(tree).get(server) ?? new Map<string, string>();
  const next = new Map(current);
  for (const [tool, title] of titles) {
    const trimmed = title?.trim();
    if (trimmed === undefined || trimmed === '') continue;
    if (trimmed === toolTitle(tool)) next.delete(tool);
    else next.set(tool, trimmed);
  }
  return sameTitles(current, next) ? tree : writeServer(tree, server, next);
}

/** Keeps only the titles of `tools` for `server` (none when `tools` is undefined: the server is gone). */
export function keepToolTitles(
  tree: FileTree,
  server: string,
  tools: readonly string[] | undefined,
): FileTree {
  const current = readToolTitles(tree).get(server);
  if (!current) return tree;
  const kept = new Set(tools ?? []);
  const next = new Map([...current].filter(([tool]) => kept.has(tool)));
  return next.size === current.size ? tree : writeServer(tree, server, next);
}

/** Moves the titles of server `from` to server `to` (a renamed server keeps its tools' titles). */
export function moveToolTitles(tree: FileTree, from: string, to: string): FileTree {
  const titles = readToolTitles(tree);
  const moving = titles.get(from);
  if (!moving && !titles.has(to)) return tree;
  return writeServer(writeServer(tree, from, new Map()), to, moving ?? new Map());
}

/** The raw `tool_titles` object, when plugin.json has one. */
function rawTitles(tree: FileTree): Readonly<Record<string, unknown>> | undefined {
  const manifest = readJsonFile(tree, PLUGIN_MANIFEST_PATH)?.object;
  return objectMember(objectMember(objectMember(manifest, PATH[0]), PATH[1]), PATH[2]);
}

/**
 * Writes `server`'s titles (an empty map removes its entry; the last entry gone removes
 * `tool_titles`, and the namespace when nothing else is in it). Unchanged when plugin.json
 * cannot take the edit.
 */
function writeServer(tree: FileTree, server: string, titles: ReadonlyMap<string, string>): FileTree {
  const others = Object.keys(rawTitles(tree) ?? {}).filter((name) => name !== server);
  const namespace = objectMember(
    objectMember(readJsonFile(tree, PLUGIN_MANIFEST_PATH)?.object, PATH[0]),
    PATH[1],
  );
  const alone = Object.keys(namespace ?? {}).every((key) => key === TOOL_TITLES);
  const [path, value]: [readonly string[], unknown] =
    titles.size > 0
      ? [[...PATH, server], Object.fromEntries(titles)]
      : others.length > 0
        ? [[...PATH, server], undefined]
        : alone
          ? [PATH.slice(0, 2), undefined]
          : [PATH, undefined];
  const result = editJsonFile(tree, PLUGIN_MANIFEST_PATH, path, value);
  return result.ok ? result.tree : tree;
}

function sameTitles(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([tool, title]) => b.get(tool) === title);
}
