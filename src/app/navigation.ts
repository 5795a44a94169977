/**
 * Where a problem lives for a person: the place's title ("Skill “Returns”", "Tool server “Shop
 * orders”") and the view that shows it (the registry's owner of its file and member), worked out
 * from the tree each time, never stored. The Problems panel groups by place; selecting a problem
 * opens its view.
 */
import type { FileTree } from '../model/file-tree';
import { sentenceTitle } from '../model/display-names';
import { escapePointerSegment, parsePointer } from '../model/json-document';
import { CLAUDE_MCP_PATH, MCP_PATH, readMcp } from '../model/mcp-config';
import { PLUGIN_MANIFEST_PATH, solutionPathOf } from '../model/plugin-manifest';
import { readSolution, type SolutionFile } from '../model/solution-document';
import type { Diagnostic } from '../validate/diagnostic';
import { viewOf, type ViewName } from '../workspace/views';
import { viewRegistry } from './view-registry';

/** The kinds of place, in the order the Problems panel lists them. */
export const PLACE_KINDS = ['assistant', 'skills', 'skill', 'tools', 'server', 'package', 'file'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface ProblemPlace {
  readonly kind: PlaceKind;
  /** The heading a person knows: "Assistant", "Skill “Returns”", or a file's name. */
  readonly title: string;
  /** Groups problems of the same place (a skill's folder, a server's name). */
  readonly key: string;
  /** Where the place is listed among others: the kind's position in `PLACE_KINDS`. */
  readonly rank: number;
  readonly view: ViewName;
}

type Named = Omit<ProblemPlace, 'view' | 'rank'>;

const SKILL_FILE = /^skills\/([^/]+)\/SKILL\.md$/;
const assistant: Named = { kind: 'assistant', title: 'Assistant', key: 'assistant' };
const tools: Named = { kind: 'tools', title: 'Tools', key: 'tools' };

/** The place of a problem in `file` at `pointer` (a member of a JSON document or frontmatter). */
export function placeOfFile(tree: FileTree, file: string, pointer?: string): ProblemPlace {
  const named = nameOf(tree, file, pointer);
  return { ...named, rank: PLACE_KINDS.indexOf(named.kind), view: viewOf(viewRegistry, tree, file, pointer) };
}

/** The place of a diagnostic. */
export function placeOf(tree: FileTree, d: Diagnostic): ProblemPlace {
  // A server without a declaration is reported on the document's top, but it is about that server.
  const declare = d.fixes?.find((f) => f.action.type === 'declare-server-tools')?.action;
  if (declare?.type === 'declare-server-tools')
    return placeOfFile(tree, d.file, `/tools/${escapePointerSegment(declare.server)}`);
  return placeOfFile(tree, d.file, d.pointer);
}

/** The view whose form edits a file (or a member of it); the Files view for files no form owns. */
export function viewOfFile(tree: FileTree, file: string, pointer?: string): ViewName {
  return viewOf(viewRegistry, tree, file, pointer);
}

/** Where selecting a problem takes the person: a view, and the line or member to focus. */
export function targetOf(
  tree: FileTree,
  d: Diagnostic,
): { view: ViewName; where: { line?: number; pointer?: string } } {
  return {
    view: placeOf(tree, d).view,
    where: {
      ...(d.range ? { line: d.range.startLine } : {}),
      ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
    },
  };
}

/**
 * The solution document of a tree and its path, read once per tree: the places of every
 * diagnostic are worked out after each keystroke, and reading the document for each one cost
 * more than the rest of the keystroke in a solution with hundreds of examples.
 */
const solutions = new WeakMap<FileTree, { solution: SolutionFile | undefined; path: string | undefined }>();

function solutionOf(tree: FileTree): { solution: SolutionFile | undefined; path: string | undefined } {
  let found = solutions.get(tree);
  if (!found) {
    found = { solution: readSolution(tree), path: solutionPathOf(tree) };
    solutions.set(tree, found);
  }
  return found;
}

function nameOf(tree: FileTree, file: string, pointer: string | undefined): Named {
  const segments = pointer === undefined ? undefined : parsePointer(pointer);
  const { solution, path: solutionPath } = solutionOf(tree);
  if (file === PLUGIN_MANIFEST_PATH)
    return pointer === '/name' && solution
      ? assistant
      : { kind: 'package', title: 'Package', key: 'package' };
  if (file === MCP_PATH) return segments?.[0] === 'mcpServers' ? serverOrTools(tree, segments[1]) : tools;
  // Claude Code's tools file beside the portable one is about the tools, not a path to show.
  if (file === CLAUDE_MCP_PATH) return tools;
  if (solution && file === solutionPath) {
    // The solution document is edited in three views: its tool declarations in Tools (under
    // their server), its list of skills in Skills, the rest in Assistant.
    if (segments?.[0] === 'mcp') return tools;
    if (segments?.[0] === 'tools') return serverOrTools(tree, segments[1]);
    if (segments?.[0] === 'skills') return { kind: 'skills', title: 'Skills', key: 'skills' };
    return assistant;
  }
  if (solution && (file === solution.persona || file === solution.instructions)) return assistant;
  const folder = SKILL_FILE.exec(file)?.[1];
  if (folder !== undefined)
    return { kind: 'skill', title: `Skill “${sentenceTitle(folder)}”`, key: `skill:${folder}` };
  return { kind: 'file', title: file, key: `file:${file}` };
}

function serverOrTools(tree: FileTree, server: string | number | undefined): Named {
  const name = server === undefined ? undefined : String(server);
  if (name === undefined || !readMcp(tree)?.serverNames.includes(name)) return tools;
  return { kind: 'server', title: `Tool server “${sentenceTitle(name)}”`, key: `server:${name}` };
}
