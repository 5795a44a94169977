/**
 * What Bailey reads of a solution when it holds a conversation, taken from the tree once per
 * change: the instructions and voice (always in context), every other skill by name and "when to
 * use it" with its body kept back until the model asks for it, the declared tools with whether
 * they may change things, the documents an install asks for, the starters and the examples.
 * Plain data, so the editor can hand it to the conversation's own document as it is.
 */
import type { FileTree } from '../model/file-tree';
import { isJsonObject } from '../model/json-document';
import { readSkill, skillNameFromPath } from '../model/skill-files';
import { readSolution } from '../model/solution-document';
import { readToolDescriptions, readToolTitles } from '../model/mcp-paste/tool-titles';
import { sentenceTitle, toolTitle } from '../model/display-names';
import { solutionParts, type Example } from '../export-targets/solution-parts';

export interface SkillBrief {
  readonly name: string;
  readonly title: string;
  /** The skill's description: what it does and when to use it. */
  readonly when: string;
  readonly body: string;
}

export interface ToolBrief {
  readonly server: string;
  readonly serverTitle: string;
  /** The tool's name as its server lists it; `undefined` for a server whose tools are not declared. */
  readonly name: string | undefined;
  readonly title: string;
  /** What the tool does, as its server described it when its list was pasted or looked up. */
  readonly description?: string;
  /** The name the model calls it by: letters, digits, `_` and `-`, unique, at most 64 characters. */
  readonly callName: string;
  /** Declared as changing things, or not declared at all: Bailey asks before either. */
  readonly asksFirst: boolean;
  readonly declared: boolean;
}

export interface DocumentSlot {
  readonly name: string;
  /** What the person sees: the slot's description, as the install dialog shows it. */
  readonly label: string;
  readonly description: string;
  readonly accepts: readonly string[];
  readonly required: boolean;
}

export interface AssistantBrief {
  readonly title: string;
  readonly description: string | undefined;
  readonly instructions: string;
  readonly voice: string;
  readonly skills: readonly SkillBrief[];
  readonly tools: readonly ToolBrief[];
  readonly documents: readonly DocumentSlot[];
  readonly starters: readonly string[];
  readonly examples: readonly Example[];
}

/** The name of the function that reads a skill's body. */
export const LOAD_SKILL = 'load_skill';

/** Reads the brief; never throws (a broken part reads as absent, as in every reader of the model). */
export function assistantBrief(tree: FileTree): AssistantBrief {
  const parts = solutionParts(tree);
  const solution = readSolution(tree);
  const instructionsSkill = skillNameFromPath(solution?.instructions);
  const skills: SkillBrief[] = [];
  for (const entry of solution?.skills ?? []) {
    const name = entry.name ?? skillNameFromPath(entry.path);
    if (!name || name === instructionsSkill || skills.some((skill) => skill.name === name)) continue;
    const skill = readSkill(tree, name);
    if (!skill) continue;
    const frontmatter = skill.parsed.frontmatter;
    const description =
      isJsonObject(frontmatter) && typeof frontmatter.description === 'string' ? frontmatter.description : '';
    skills.push({
      name,
      title: sentenceTitle(name),
      when: description.trim(),
      body: skill.parsed.body.trim(),
    });
  }
  return {
    title: parts.title,
    description: parts.description,
    instructions: parts.instructions.trim(),
    voice: parts.persona?.text.trim() ?? '',
    skills,
    tools: toolBriefs(tree, parts.servers, parts.tools),
    documents: parts.knowledge.map((slot, index) => ({
      name: slot.name,
      label: slot.description.trim() || `Document ${index + 1}`,
      description: slot.description,
      accepts: slot.accepts,
      required: slot.required === true,
    })),
    starters: parts.starters,
    examples: parts.examples,
  };
}

function toolBriefs(
  tree: FileTree,
  servers: Readonly<Record<string, unknown>>,
  declared: ReturnType<typeof solutionParts>['tools'],
): ToolBrief[] {
  const titles = readToolTitles(tree);
  const descriptions = readToolDescriptions(tree);
  const taken = new Set<string>([LOAD_SKILL]);
  const tools: ToolBrief[] = [];
  for (const server of Object.keys(servers)) {
    const serverTitle = sentenceTitle(server);
    const names = declared.get(server)?.tools ?? [];
    const writes = new Set(declared.get(server)?.writeTools ?? []);
    for (const name of names) {
      const description = descriptions.get(server)?.get(name);
      tools.push({
        server,
        serverTitle,
        name,
        title: toolTitle(name, titles.get(server)?.get(name)),
        ...(description ? { description } : {}),
        callName: callName(name, taken),
        asksFirst: writes.has(name),
        declared: true,
      });
    }
    if (names.length === 0) {
      // Its tools are not declared: the model may still use one by name, and Bailey asks first.
      tools.push({
        server,
        serverTitle,
        name: undefined,
        title: `a tool of ${serverTitle}`,
        callName: callName(`${server}_tool`, taken),
        asksFirst: true,
        declared: false,
      });
    }
  }
  return tools;
}

/** A function name every provider accepts (`^[A-Za-z0-9_-]{1,64}$`), unique among `taken`. */
function callName(name: string, taken: Set<string>): string {
  const base = (name.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'tool').slice(0, 60);
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}_${n}`;
  taken.add(candidate);
  return candidate;
}
