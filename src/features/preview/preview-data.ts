/**
 * What the Preview shows, read tolerantly from the tree: the chat start screen (title,
 * description, starters), its voice, its tools (those that look things up and those that ask
 * first), the skills it knows, what Bailey reads and when, the install dialog (documents asked
 * for, what the tools need set, skills sold separately) and the examples. Values of the wrong kind read as absent.
 */
import type { FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { readMcp } from '../../model/mcp-config';
import { readInstallSettings, settingWords } from '../../model/mcp-paste/install-settings';
import { readToolDescriptions, readToolTitles } from '../../model/mcp-paste/tool-titles';
import { readManifest } from '../../model/plugin-manifest';
import { readSolution } from '../../model/solution-document';
import { sentenceTitle, toolTitle } from '../../model/display-names';
import { readText } from '../../model/file-tree';
import { listSkillFolders, readSkill, skillNameFromPath } from '../../model/skill-files';
import { fileTypeName } from '../../model/file-types';

export interface PreviewSlot {
  readonly label: string;
  readonly accepts: readonly string[];
  readonly required: boolean;
}

/** Something a server needs that the person installing enters in their own app. */
export interface PreviewSetting {
  /** The server's title. */
  readonly server: string;
  readonly what: string;
  readonly description?: string;
}

export interface PreviewServer {
  readonly title: string;
  readonly online: boolean;
  /** The tools that ask before they run, by title: a list, or `all` when the server lists none. */
  readonly asks: readonly string[] | 'all';
}

/** A tool by its readable name, with the title of the server that offers it. */
export interface PreviewTool {
  readonly title: string;
  readonly server: string;
  /** What the service says it does, when a paste of its tools said so. */
  readonly description?: string;
}

/** A skill the assistant knows: read only when a conversation needs it. */
export interface PreviewSkill {
  readonly title: string;
  readonly description: string;
  /** Its text (the SKILL.md body): what Bailey reads when it uses the skill. */
  readonly text: string;
}

/** A text Bailey reads at the start of every conversation. */
export interface PreviewReading {
  readonly title: string;
  readonly text: string;
}

export interface PreviewExample {
  readonly input: string;
  readonly output: string;
}

export interface PreviewData {
  /** False for a plain plugin: Bailey would not present it as an assistant. */
  readonly solution: boolean;
  readonly title: string;
  readonly description: string;
  readonly starters: readonly string[];
  readonly slots: readonly PreviewSlot[];
  readonly soldSeparately: readonly string[];
  /** What the servers need set when installing (the builder keeps the list in plugin.json). */
  readonly toSet: readonly PreviewSetting[];
  readonly servers: readonly PreviewServer[];
  /** The tools that only look things up, and those that ask before they change anything. */
  readonly looksUp: readonly PreviewTool[];
  readonly asksFirst: readonly PreviewTool[];
  /** Servers whose tools are not listed, or listed empty (Bailey asks before each of them), by title. */
  readonly unlistedTools: readonly string[];
  /** The voice's text, when the assistant has one. */
  readonly voice: string | undefined;
  readonly skills: readonly PreviewSkill[];
  /** Read in every conversation: the instructions, then the voice. */
  readonly alwaysRead: readonly PreviewReading[];
  readonly examples: readonly PreviewExample[];
}

function member(object: Readonly<Record<string, unknown>> | undefined, key: string): unknown {
  return object && Object.hasOwn(object, key) ? object[key] : undefined;
}

/** The non-empty strings of a list (anything else is skipped). */
function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

function objectOrUndefined(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return isJsonObject(value) ? value : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The Preview's data for a tree. */
export function previewData(tree: FileTree): PreviewData {
  const solution = readSolution(tree);
  const object = solution?.object;
  const manifestName = readManifest(tree)?.object?.name;
  const title =
    text(member(object, 'title')).trim() ||
    (typeof manifestName === 'string' && manifestName !== ''
      ? sentenceTitle(manifestName)
      : 'Untitled assistant');
  const slots = (Array.isArray(member(object, 'knowledge')) ? (member(object, 'knowledge') as unknown[]) : [])
    .filter(isJsonObject)
    .map((slot, index) => ({
      label: text(slot.description).trim() || `Document ${index + 1}`,
      accepts: texts(slot.accepts),
      required: slot.required === true,
    }));
  const mcp = readMcp(tree);
  const titles = readToolTitles(tree);
  const descriptions = readToolDescriptions(tree);
  const looksUp: PreviewTool[] = [];
  const asksFirst: PreviewTool[] = [];
  const unlistedTools: string[] = [];
  const servers = (mcp?.serverNames ?? []).map((name): PreviewServer => {
    const server = sentenceTitle(name);
    const declared = solution?.tools.get(name);
    const listed = declared?.tools ?? [];
    // An empty list says no more than none: Bailey treats every tool it does not list as one
    // that changes things, so a server whose tools nobody knows asks before each of them.
    const unknown = listed.length === 0;
    if (unknown) unlistedTools.push(server);
    const writes = declared?.writeTools ?? [];
    const titleOf = (tool: string) => toolTitle(tool, titles.get(name)?.get(tool));
    for (const tool of listed) {
      const description = descriptions.get(name)?.get(tool);
      (writes.includes(tool) ? asksFirst : looksUp).push({
        title: titleOf(tool),
        server,
        ...(description !== undefined ? { description } : {}),
      });
    }
    return {
      title: server,
      online: member(objectOrUndefined(mcp?.servers?.[name]), 'type') !== 'stdio',
      asks: unknown ? 'all' : writes.filter((tool) => listed.includes(tool)).map(titleOf),
    };
  });
  const instructionsName = skillNameFromPath(solution?.instructions);
  const instructions = instructionsName === undefined ? undefined : readSkill(tree, instructionsName);
  const voice = solution?.persona === undefined ? undefined : readText(tree, solution.persona);
  const alwaysRead: PreviewReading[] = [
    ...(instructions ? [{ title: 'Instructions', text: instructions.parsed.body }] : []),
    ...(voice !== undefined ? [{ title: 'Its voice', text: voice }] : []),
  ];
  const examples = (
    Array.isArray(member(object, 'examples')) ? (member(object, 'examples') as unknown[]) : []
  )
    .filter(isJsonObject)
    .map((example) => ({ input: text(example.input), output: text(example.output) }))
    .filter((example) => example.input.trim() !== '');
  return {
    solution: object !== undefined,
    title,
    description: text(member(object, 'description')).trim(),
    starters: texts(member(object, 'starters')),
    slots,
    soldSeparately: texts(member(object, 'skills_sold_separately')),
    toSet: [...readInstallSettings(tree)]
      .filter(([server]) => mcp?.serverNames.includes(server))
      .flatMap(([server, settings]) =>
        settings.map(({ place, description }) => ({
          server: sentenceTitle(server),
          what: settingWords(place),
          ...(description !== undefined ? { description } : {}),
        })),
      ),
    servers,
    looksUp,
    asksFirst,
    unlistedTools,
    voice,
    skills: knownSkills(tree, solution?.skills, instructionsName),
    alwaysRead,
    examples,
  };
}

/**
 * The skills the assistant knows, in the document's order (every skill folder for a plain
 * plugin), without the one that holds the instructions, which is read every time.
 */
function knownSkills(
  tree: FileTree,
  listed: readonly { readonly name: string | undefined; readonly path: string | undefined }[] | undefined,
  instructionsName: string | undefined,
): PreviewSkill[] {
  const names = listed
    ? listed.map((entry) => skillNameFromPath(entry.path) ?? entry.name)
    : listSkillFolders(tree);
  const seen = new Set<string>();
  const skills: PreviewSkill[] = [];
  for (const name of names) {
    if (name === undefined || name === instructionsName || seen.has(name)) continue;
    seen.add(name);
    const skill = readSkill(tree, name);
    if (!skill) continue;
    const description = objectOrUndefined(skill.parsed.frontmatter)?.description;
    skills.push({
      title: sentenceTitle(name),
      description: text(description).trim(),
      text: skill.parsed.body,
    });
  }
  return skills;
}

/** Accepted file types as people read them: "PDF, Word or Markdown". */
export function acceptsText(accepts: readonly string[]): string {
  const names = [...new Set(accepts.map(fileTypeName))];
  if (names.length <= 1) return names[0] ?? 'Any file';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Initials for the assistant's avatar: "Shop Support" → "SS". */
export function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0]?.toUpperCase() ?? '')
    .join('');
}
