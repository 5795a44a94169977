/**
 * What the Preview shows, read tolerantly from the tree: the chat start screen (title,
 * description, starters), the install dialog (documents asked for, skills sold separately, tools
 * that ask before changing things) and the examples. Values of the wrong kind read as absent.
 */
import type { FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { readMcp } from '../../model/mcp-config';
import { readManifest } from '../../model/plugin-manifest';
import { readSolution } from '../../model/solution-document';
import { sentenceTitle } from '../../model/display-names';

export interface PreviewSlot {
  readonly label: string;
  readonly accepts: readonly string[];
  readonly required: boolean;
}

export interface PreviewServer {
  readonly title: string;
  readonly online: boolean;
  /** The tools that ask before they run: a list, or `all` when the server declares none. */
  readonly asks: readonly string[] | 'all';
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
  readonly servers: readonly PreviewServer[];
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
  const servers = (mcp?.serverNames ?? []).map((name): PreviewServer => {
    const declared = solution?.tools.get(name);
    const listed = declared?.tools ?? [];
    return {
      title: sentenceTitle(name),
      online: member(objectOrUndefined(mcp?.servers?.[name]), 'type') !== 'stdio',
      asks:
        declared === undefined ? 'all' : (declared.writeTools ?? []).filter((tool) => listed.includes(tool)),
    };
  });
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
    servers,
    examples,
  };
}

/** Accepted file types as people read them: "PDF, DOCX or MD". */
export function acceptsText(accepts: readonly string[]): string {
  const upper = accepts.map((type) => type.toUpperCase());
  if (upper.length <= 1) return upper[0] ?? 'Any file';
  return `${upper.slice(0, -1).join(', ')} or ${upper[upper.length - 1]}`;
}

/** Initials for the assistant's avatar: "Shop Support" → "SS". */
export function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0]?.toUpperCase() ?? '')
    .join('');
}
