/**
 * The parts of a solution the targets write out, read once from the tree: package details, the
 * instructions and voice, the examples, the documents asked for, the tool servers. Tolerant like
 * the model's readers: a member of the wrong type reads as absent (the validator reports it).
 */
import { encodeText, getFile, readText, type FileEntry, type FileTree } from '../model/file-tree';
import { isJsonObject } from '../model/json-document';
import { readMcp } from '../model/mcp-config';
import { readManifest } from '../model/plugin-manifest';
import { readSkill, skillNameFromPath, skillPath } from '../model/skill-files';
import { readSolution, type ServerTools } from '../model/solution-document';
import type { KnowledgeSlot } from '../model/claude-documents';
import { exportFileBase } from '../model/export-name';
import { groupDigits } from '../model/digits';

/** An example: what the person sends and, when the writer gave one, the answer it should get. */
export interface Example {
  readonly input: string;
  readonly output: string | undefined;
}

export interface SolutionParts {
  /** The plugin's name (plugin.json, else the solution document), `solution` when neither has one. */
  readonly name: string;
  readonly title: string;
  /** The package's description, else the solution's. */
  readonly description: string | undefined;
  readonly version: string | undefined;
  /** The manifest as an object, `{}` when missing or broken. */
  readonly manifest: Readonly<Record<string, unknown>>;
  readonly instructionsSkill: string | undefined;
  /** The instructions skill's body (no frontmatter), `''` when there is none. */
  readonly instructions: string;
  /** The persona file's path and text, when the solution has one. */
  readonly persona: { readonly path: string; readonly text: string } | undefined;
  readonly starters: readonly string[];
  readonly examples: readonly Example[];
  readonly knowledge: readonly KnowledgeSlot[];
  readonly skillsSoldSeparately: readonly string[];
  readonly servers: Readonly<Record<string, unknown>>;
  readonly tools: ReadonlyMap<string, ServerTools>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const member = (object: Readonly<Record<string, unknown>> | undefined, key: string): unknown =>
  object && Object.hasOwn(object, key) ? object[key] : undefined;

/** Reads the parts; never throws. */
export function solutionParts(tree: FileTree): SolutionParts {
  const manifest = readManifest(tree)?.object ?? {};
  const solution = readSolution(tree);
  const doc = solution?.object;
  const name = (typeof manifest.name === 'string' && manifest.name) || solution?.name || 'solution';
  const instructionsSkill = skillNameFromPath(solution?.instructions);
  const instructions = instructionsSkill ? (readSkill(tree, instructionsSkill)?.parsed.body ?? '') : '';
  const personaText = solution?.persona ? readText(tree, solution.persona) : undefined;
  const examples: Example[] = [];
  for (const item of Array.isArray(member(doc, 'examples')) ? (member(doc, 'examples') as unknown[]) : []) {
    if (!isJsonObject(item) || typeof item.input !== 'string' || item.input === '') continue;
    examples.push({
      input: item.input,
      output: typeof item.output === 'string' && item.output !== '' ? item.output : undefined,
    });
  }
  const knowledge: KnowledgeSlot[] = [];
  const rawKnowledge = member(doc, 'knowledge');
  for (const slot of Array.isArray(rawKnowledge) ? (rawKnowledge as unknown[]) : []) {
    if (!isJsonObject(slot) || typeof slot.name !== 'string') continue;
    knowledge.push({
      name: slot.name,
      description: typeof slot.description === 'string' ? slot.description : '',
      accepts: strings(slot.accepts),
      ...(slot.required === true ? { required: true } : {}),
    });
  }
  return {
    name,
    title: solution?.title || name,
    description:
      (typeof manifest.description === 'string' && manifest.description) ||
      solution?.description ||
      undefined,
    version: typeof manifest.version === 'string' && manifest.version ? manifest.version : undefined,
    manifest,
    instructionsSkill,
    instructions,
    persona:
      solution?.persona && personaText !== undefined
        ? { path: solution.persona, text: personaText }
        : undefined,
    starters: strings(member(doc, 'starters')).filter(Boolean),
    examples,
    knowledge,
    skillsSoldSeparately: strings(member(doc, 'skills_sold_separately')).filter(Boolean),
    servers: readMcp(tree)?.servers ?? {},
    tools: solution?.tools ?? new Map(),
  };
}

/** The instructions and the voice as one text, the way a client keeps them in context together. */
export function instructionsWithVoice(parts: SolutionParts): string {
  const texts = [parts.instructions.trim(), parts.persona?.text.trim() ?? ''].filter(Boolean);
  return texts.length > 0 ? `${texts.join('\n\n')}\n` : '';
}

/** A base for file names, the same as the exported zip's (model/export-name.ts). */
export function fileBase(parts: SolutionParts): string {
  return exportFileBase(parts.name, parts.version);
}

/** "1 example" / "3 examples". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c", with each item in quotes. */
export function quotedList(items: readonly string[]): string {
  const quoted = items.map((item) => `“${item}”`);
  return quoted.length <= 1
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]!}`;
}

/**
 * The instructions skill's SKILL.md with the voice added at its end, for clients that keep no
 * persona beside a skill; `undefined` when there is no voice or no readable instructions skill.
 */
export function instructionsSkillWithVoice(
  tree: FileTree,
  parts: SolutionParts,
): { readonly path: string; readonly entry: FileEntry } | undefined {
  if (!parts.persona || !parts.instructionsSkill) return undefined;
  const path = skillPath(parts.instructionsSkill);
  const entry = getFile(tree, path);
  const text = readText(tree, path);
  if (!entry || text === undefined) return undefined;
  const joined = `${text.replace(/\s*$/, '')}\n\n${parts.persona.text.trim()}\n`;
  return { path, entry: { ...entry, bytes: encodeText(joined) } };
}
