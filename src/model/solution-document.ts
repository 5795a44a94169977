/**
 * assistant.json, the solution document (format 0.1): a tolerant typed view for the forms and
 * the operations. Wrong types read as absent; the validator reports them from the raw value.
 */
import { getFile, type FileTree } from './file-tree';
import { isJsonObject } from './json-document';
import { objectMember, readJsonFile, stringMember, type JsonFile } from './json-file';
import { solutionPathOf } from './plugin-manifest';

/** The format the builder writes. */
export const SOLUTION_FORMAT_VERSION = '0.1';

/** A `skills[]` entry as written, with its index; name and path are `undefined` when not strings. */
export interface SolutionSkillEntry {
  readonly index: number;
  readonly name: string | undefined;
  readonly path: string | undefined;
}

/** A server's declaration in `tools`: the string items of its lists, `undefined` when absent. */
export interface ServerTools {
  readonly tools: readonly string[] | undefined;
  readonly writeTools: readonly string[] | undefined;
}

/** The solution document with the members the builder relies on. */
export interface SolutionFile extends JsonFile {
  readonly formatVersion: string | undefined;
  readonly name: string | undefined;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly instructions: string | undefined;
  readonly persona: string | undefined;
  readonly mcp: string | undefined;
  /** The `skills` entries, or `[]` when the member is absent or not an array. */
  readonly skills: readonly SolutionSkillEntry[];
  /** Whether `skills` is present but not an array (so it cannot be edited entry by entry). */
  readonly skillsMistyped: boolean;
  /** The `tools` map by server name, in file order; empty when absent or not an object. */
  readonly tools: ReadonlyMap<string, ServerTools>;
  readonly toolsMistyped: boolean;
}

/**
 * The solution document at `path` (by default the one plugin.json names), or `undefined` when
 * no path is named or no file is there. Never throws.
 */
export function readSolution(
  tree: FileTree,
  path: string | undefined = solutionPathOf(tree),
): SolutionFile | undefined {
  if (path === undefined) return undefined;
  const entry = getFile(tree, path);
  if (!entry) return undefined;
  // Read by the views, the operations and the places of problems, many times per keystroke:
  // once per version of the file (and path) is enough.
  let byPath = solutions.get(entry.bytes);
  if (!byPath) solutions.set(entry.bytes, (byPath = new Map()));
  let solution = byPath.get(path);
  if (!solution) byPath.set(path, (solution = solutionOf(readJsonFile(tree, path)!)));
  return solution;
}

const solutions = new WeakMap<Uint8Array, Map<string, SolutionFile>>();

function solutionOf(file: JsonFile): SolutionFile {
  const object = file.object;
  const rawSkills = object && Object.hasOwn(object, 'skills') ? object.skills : undefined;
  const rawTools = object && Object.hasOwn(object, 'tools') ? object.tools : undefined;
  const skills = Array.isArray(rawSkills)
    ? rawSkills.map((entry: unknown, index) => ({
        index,
        name: isJsonObject(entry) ? stringMember(entry, 'name') : undefined,
        path: isJsonObject(entry) ? stringMember(entry, 'path') : undefined,
      }))
    : [];
  const tools = new Map<string, ServerTools>();
  const toolsObject = objectMember(object, 'tools');
  if (toolsObject) {
    for (const server of Object.keys(toolsObject)) {
      const declared = objectMember(toolsObject, server);
      tools.set(server, {
        tools: stringItems(declared, 'tools'),
        writeTools: stringItems(declared, 'write_tools'),
      });
    }
  }
  return {
    ...file,
    formatVersion: stringMember(object, 'format_version'),
    name: stringMember(object, 'name'),
    title: stringMember(object, 'title'),
    description: stringMember(object, 'description'),
    instructions: stringMember(object, 'instructions'),
    persona: stringMember(object, 'persona'),
    mcp: stringMember(object, 'mcp'),
    skills,
    skillsMistyped: rawSkills !== undefined && !Array.isArray(rawSkills),
    tools,
    toolsMistyped: rawTools !== undefined && !isJsonObject(rawTools),
  };
}

function stringItems(
  object: Readonly<Record<string, unknown>> | undefined,
  key: string,
): string[] | undefined {
  const value = object && Object.hasOwn(object, key) ? object[key] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}
