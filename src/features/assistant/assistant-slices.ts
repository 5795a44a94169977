/**
 * The Assistant view's slices of the tree, read tolerantly: a member of the wrong kind reads as
 * absent (the validator reports it), so a form never breaks on a hand-edited file.
 */
import { readText, type FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { readSkill, skillNameFromPath } from '../../model/skill-files';
import type { SolutionFile } from '../../model/solution-document';
import type { Basics } from './assistant-edits';
import type { ExampleText } from './examples-section';
import type { InstructionsSkill } from './instructions-section';

/** The top-level members each section edits; problems within them are shown in that section. */
export const SECTION_MEMBERS = {
  about: ['/title', '/description', '/name'],
  instructions: ['/instructions'],
  persona: ['/persona'],
  starters: ['/starters'],
  soldSeparately: ['/skills_sold_separately'],
  examples: ['/examples'],
  knowledge: ['/knowledge'],
} as const;

/** Members other views edit (Skills, Tools): their problems are shown there, not here. */
export const OTHER_VIEWS_MEMBERS = ['/skills', '/mcp', '/tools'];

function own(object: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function basicsOf(solution: SolutionFile): Basics {
  return {
    ...(solution.title !== undefined ? { title: solution.title } : {}),
    ...(solution.description !== undefined ? { description: solution.description } : {}),
    ...(solution.name !== undefined ? { name: solution.name } : {}),
  };
}

/** A list of texts, or `undefined` when absent or not a list (other items read as empty text). */
export function textsOf(object: Readonly<Record<string, unknown>>, key: string): string[] | undefined {
  const value = own(object, key);
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : undefined;
}

const NO_EXAMPLES: readonly ExampleText[] = [];
const examplesRead = new WeakMap<readonly unknown[], readonly ExampleText[]>();

/**
 * The examples, read once per list: an edit elsewhere in the document keeps the parsed list as it
 * was (see model/json-reparse), so typing in the title hands the examples section the very same
 * list, and its memo needs no comparison of hundreds of examples.
 */
export function examplesOf(object: Readonly<Record<string, unknown>>): readonly ExampleText[] {
  const value = own(object, 'examples');
  if (!Array.isArray(value)) return NO_EXAMPLES;
  const known = examplesRead.get(value);
  if (known) return known;
  const examples = value.map((item) => ({
    input: isJsonObject(item) && typeof item.input === 'string' ? item.input : '',
    output: isJsonObject(item) && typeof item.output === 'string' ? item.output : '',
  }));
  examplesRead.set(value, examples);
  return examples;
}

export function slotsOf(object: Readonly<Record<string, unknown>>): unknown[] {
  const value = own(object, 'knowledge');
  return Array.isArray(value) ? value : [];
}

/** The instructions skill the document names, when the plugin carries it. */
export function instructionsSkillOf(tree: FileTree, solution: SolutionFile): InstructionsSkill | undefined {
  const name = skillNameFromPath(solution.instructions);
  const skill = name === undefined ? undefined : readSkill(tree, name);
  if (!skill) return undefined;
  const { parsed } = skill;
  const frontmatter = isJsonObject(parsed.frontmatter) ? parsed.frontmatter : undefined;
  const description =
    frontmatter && typeof frontmatter.description === 'string' ? frontmatter.description : undefined;
  const readable = parsed.hasFrontmatter && frontmatter !== undefined;
  return {
    name: skill.name,
    path: skill.path,
    description,
    detailsReadable: readable,
    body: parsed.body,
    bodyOffset: parsed.bodyStartLine - 1,
  };
}

/** The persona file and its text (the text is `undefined` when the file is missing or not text). */
export function personaOf(
  tree: FileTree,
  solution: SolutionFile,
): { path: string | undefined; text: string | undefined } {
  const path = solution.persona;
  return { path, text: path === undefined ? undefined : readText(tree, path) };
}
