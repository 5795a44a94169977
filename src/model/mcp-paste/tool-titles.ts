/**
 * The readable titles a pasted `tools/list` gives tools ("Look up an order" for `lookup_order`),
 * and their descriptions ("Finds an order by its number…"). The solution document has no place
 * for them (its schema is closed), so they are kept in plugin.json under the builder's own
 * extension namespace (builder-namespace.ts), apart from Bailey's `org.sigrix`:
 * `tool_titles` and `tool_descriptions`, each { server: { tool: text } }.
 *
 * Only a title that differs from the one derived from the name is kept, only for a tool the
 * solution declares: the server operations call `keepToolDetails` and `moveToolDetails` so a
 * removed tool, a deleted server or a renamed one leaves no title or description behind. They
 * are a nicety: when plugin.json cannot take them, nothing is written and the operation that
 * asked goes on.
 */
import { toolTitle } from '../display-names';
import type { FileTree } from '../file-tree';
import { isJsonObject } from '../json-document';
import { builderMember, writeBuilderEntry, type BuilderMember } from './builder-namespace';

type ToolMember = Extract<BuilderMember, 'tool_titles' | 'tool_descriptions'>;
const MEMBERS: readonly ToolMember[] = ['tool_titles', 'tool_descriptions'];

/** Per server, a text for some of its tools: server → tool → text. */
export type ToolTitles = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The titles plugin.json keeps; text titles only, anything else there is ignored. */
export function readToolTitles(tree: FileTree): ToolTitles {
  return readToolTexts(tree, 'tool_titles');
}

/** The descriptions plugin.json keeps, as `readToolTitles` reads the titles. */
export function readToolDescriptions(tree: FileTree): ToolTitles {
  return readToolTexts(tree, 'tool_descriptions');
}

function readToolTexts(tree: FileTree, member: ToolMember): ToolTitles {
  const titles = builderMember(tree, member);
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
  return writeToolTexts(tree, 'tool_titles', server, titles, toolTitle);
}

/** Sets the descriptions of some of `server`'s tools (tool → description), as `writeToolTitles`. */
export function writeToolDescriptions(
  tree: FileTree,
  server: string,
  descriptions: ReadonlyMap<string, string | undefined>,
): FileTree {
  return writeToolTexts(tree, 'tool_descriptions', server, descriptions);
}

/** Sets texts of `member`; a text equal to the one `derived` gives is not kept. */
function writeToolTexts(
  tree: FileTree,
  member: ToolMember,
  server: string,
  texts: ReadonlyMap<string, string | undefined>,
  derived?: (tool: string) => string,
): FileTree {
  const current = readToolTexts(tree, member).get(server) ?? new Map<string, string>();
  const next = new Map(current);
  for (const [tool, text] of texts) {
    const trimmed = text?.trim();
    if (trimmed === undefined || trimmed === '') continue;
    if (trimmed === derived?.(tool)) next.delete(tool);
    else next.set(tool, trimmed);
  }
  return sameTitles(current, next) ? tree : writeServer(tree, member, server, next);
}

/**
 * Keeps only the titles and descriptions of `tools` for `server` (none when `tools` is undefined:
 * the server is gone).
 */
export function keepToolDetails(
  tree: FileTree,
  server: string,
  tools: readonly string[] | undefined,
): FileTree {
  const kept = new Set(tools ?? []);
  let next = tree;
  for (const member of MEMBERS) {
    const current = readToolTexts(next, member).get(server);
    if (!current) continue;
    const left = new Map([...current].filter(([tool]) => kept.has(tool)));
    if (left.size !== current.size) next = writeServer(next, member, server, left);
  }
  return next;
}

/** Moves the titles and descriptions of server `from` to server `to` (a renamed server keeps them). */
export function moveToolDetails(tree: FileTree, from: string, to: string): FileTree {
  let next = tree;
  for (const member of MEMBERS) {
    const texts = readToolTexts(next, member);
    const moving = texts.get(from);
    if (!moving && !texts.has(to)) continue;
    next = writeServer(writeServer(next, member, from, new Map()), member, to, moving ?? new Map());
  }
  return next;
}

/** Writes `server`'s texts of `member` (an empty map removes its entry). */
function writeServer(
  tree: FileTree,
  member: ToolMember,
  server: string,
  texts: ReadonlyMap<string, string>,
): FileTree {
  return writeBuilderEntry(tree, member, server, texts.size > 0 ? Object.fromEntries(texts) : undefined);
}

function sameTitles(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([tool, title]) => b.get(tool) === title);
}
