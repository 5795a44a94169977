/**
 * What changed between two trees, in the words of the forms: read from the documents (the
 * solution document, plugin.json, mcp.json, the skills), never from a file diff. Each change names
 * the place that shows it, so a list of changes can open the field, and says how big it is, so the
 * next package version can be suggested. No path or key appears in the words.
 */
import { decodeTextLenient, getFile, type FileTree, type TreeEntry } from '../model/file-tree';
import { sentenceTitle, toolTitle } from '../model/display-names';
import { escapePointerSegment, isJsonObject } from '../model/json-document';
import { jsonEqual } from '../model/json-sync';
import { MCP_PATH, readMcp } from '../model/mcp-config';
import { nameFromTitle } from '../model/names';
import { PLUGIN_MANIFEST_PATH, readManifest } from '../model/plugin-manifest';
import { listSkillFolders, readSkill, skillNameFromPath, skillPath } from '../model/skill-files';
import { splitSkill } from '../model/skill-frontmatter';
import { readSolution, type SolutionFile } from '../model/solution-document';

/**
 * How much a change matters to someone who installed the last download: a rewording, something
 * added, something taken away, or a tool that may now change things (Bailey asks anew).
 */
export type ChangeWeight = 'wording' | 'addition' | 'removal' | 'may-change-things';

/** Where a change shows: a file and, for a document, the member (the workspace's `Place`). */
export interface ChangePlace {
  readonly file: string;
  readonly pointer?: string;
}

export interface PlainChange {
  /** One line for people, such as "Starter 2 reworded: “Where is my order?”". */
  readonly text: string;
  readonly place: ChangePlace;
  readonly weight: ChangeWeight;
  /** Set on the change of the package version itself, which a suggested version leaves out. */
  readonly isVersion?: true;
  /** The words before and after, on a change of prose (instructions, a description, a starter). */
  readonly prose?: ProseChange;
}

export interface ProseChange {
  readonly before: string;
  readonly after: string;
}

/** The changes that turn `before` into `after`, in the order of the views: assistant, skills, tools, package, other files. */
export function plainChanges(before: FileTree, after: FileTree): PlainChange[] {
  const changes: PlainChange[] = [];
  const add: Add = (text, place, weight = 'wording', extra = {}) =>
    changes.push({ text, place, weight, ...extra });
  const was = readSolution(before);
  const now = readSolution(after);
  const covered = new Set<string>([PLUGIN_MANIFEST_PATH, MCP_PATH]);
  if (was) covered.add(was.path);
  if (now) covered.add(now.path);

  if (!was && now) add('Made into an assistant solution', { file: now.path }, 'addition');
  if (was && !now) add('No longer an assistant solution', { file: PLUGIN_MANIFEST_PATH }, 'removal');
  if (was && now) compareAssistant(before, after, was, now, add, covered);
  compareSkills(before, after, was, now, add, covered);
  compareServers(before, after, was, now, add);
  comparePackage(before, after, add);
  compareOtherFiles(before, after, covered, add);
  return changes;
}

type Add = (
  text: string,
  place: ChangePlace,
  weight?: ChangeWeight,
  extra?: Pick<PlainChange, 'isVersion' | 'prose'>,
) => void;

/** The words of a reworded text, when both sides have some. */
const proseOf = (before: string | undefined, after: string | undefined) =>
  before !== undefined && after !== undefined ? { prose: { before, after } } : {};

function compareAssistant(
  before: FileTree,
  after: FileTree,
  was: SolutionFile,
  now: SolutionFile,
  add: Add,
  covered: Set<string>,
): void {
  const at = (pointer: string): ChangePlace => ({ file: now.path, pointer });
  const titleChanged = was.title !== now.title;
  if (titleChanged) add(now.title ? `Title changed to ${quote(now.title)}` : 'Title cleared', at('/title'));
  if (was.description !== now.description)
    add(
      now.description ? '“What it does” reworded' : '“What it does” cleared',
      at('/description'),
      'wording',
      proseOf(was.description, now.description),
    );
  // The web name follows the title until the person sets it: that is part of the title's change.
  const follows = titleChanged && now.title !== undefined && now.name === nameFromTitle(now.title);
  if (was.name !== now.name && !follows)
    add(`Web name changed to ${quote(now.name ?? '')}`, { file: PLUGIN_MANIFEST_PATH, pointer: '/name' });

  // The instructions and the voice are prose in their own files.
  if (was.instructions !== undefined) covered.add(was.instructions);
  if (now.instructions !== undefined) covered.add(now.instructions);
  const wasInstructions = skillBody(before, was.instructions);
  const nowInstructions = skillBody(after, now.instructions);
  if (was.instructions !== now.instructions && now.instructions !== undefined)
    add('Instructions now come from another skill', at('/instructions'));
  else if (wasInstructions !== nowInstructions && now.instructions !== undefined)
    add(
      'Instructions edited',
      { file: now.instructions },
      'wording',
      proseOf(wasInstructions, nowInstructions),
    );
  if (was.persona !== undefined) covered.add(was.persona);
  if (now.persona !== undefined) covered.add(now.persona);
  const wasVoice = textOf(before, was.persona);
  const nowVoice = textOf(after, now.persona);
  if (wasVoice === undefined && nowVoice !== undefined)
    add('Its own voice turned on', { file: now.persona! });
  else if (wasVoice !== undefined && nowVoice === undefined) add('Its own voice turned off', at('/persona'));
  else if (wasVoice !== nowVoice)
    add('Its own voice edited', { file: now.persona! }, 'wording', proseOf(wasVoice, nowVoice));

  compareTextList(
    strings(was.object?.starters),
    strings(now.object?.starters),
    'Starter',
    '/starters',
    at,
    add,
  );
  compareExamples(was, now, at, add);
  compareSlots(was, now, at, add);
  const wasSold = strings(was.object?.skills_sold_separately);
  const nowSold = strings(now.object?.skills_sold_separately);
  for (const name of nowSold)
    if (!wasSold.includes(name))
      add(`Skill sold separately added: ${quote(name)}`, at('/skills_sold_separately'), 'addition');
  for (const name of wasSold)
    if (!nowSold.includes(name))
      add(`Skill sold separately removed: ${quote(name)}`, at('/skills_sold_separately'), 'removal');
}

/** Starters (and any list of sentences): reordered, reworded in place, added or removed. */
function compareTextList(
  was: readonly string[],
  now: readonly string[],
  noun: string,
  pointer: string,
  at: (pointer: string) => ChangePlace,
  add: Add,
): void {
  if (jsonEqual(was, now)) return;
  if (was.length === now.length && [...was].sort().join('\n') === [...now].sort().join('\n'))
    return add(`${noun}s reordered`, at(pointer));
  const added = now.filter((text) => !was.includes(text));
  const removed = was.filter((text) => !now.includes(text));
  // A sentence gone where a new one stands is the same starter reworded.
  const reworded = new Set<string>();
  for (const text of added) {
    const index = now.indexOf(text);
    const old = was[index];
    if (old !== undefined && removed.includes(old)) {
      reworded.add(old);
      add(`${noun} ${index + 1} reworded: ${quote(text)}`, at(`${pointer}/${index}`), 'wording', {
        prose: { before: old, after: text },
      });
    } else add(`${noun} added: ${quote(text)}`, at(`${pointer}/${index}`), 'addition');
  }
  for (const text of removed)
    if (!reworded.has(text)) add(`${noun} removed: ${quote(text)}`, at(pointer), 'removal');
}

function compareExamples(
  was: SolutionFile,
  now: SolutionFile,
  at: (pointer: string) => ChangePlace,
  add: Add,
): void {
  const list = (s: SolutionFile) => (Array.isArray(s.object?.examples) ? s.object.examples : []);
  const before = list(was);
  const after = list(now);
  if (jsonEqual(before, after)) return;
  const question = (example: unknown) =>
    isJsonObject(example) && typeof example.input === 'string' ? example.input : '';
  const wasQuestions = before.map(question);
  const nowQuestions = after.map(question);
  // Examples are matched by their question; a new question where an old one stood is an edit.
  after.forEach((example, index) => {
    const text = quote(nowQuestions[index]!);
    const same = wasQuestions.indexOf(nowQuestions[index]!);
    if (same !== -1) {
      if (!jsonEqual(before[same], example))
        add(`Example ${index + 1} edited: ${text}`, at(`/examples/${index}`));
      return;
    }
    const inPlace = index < before.length && !nowQuestions.includes(wasQuestions[index]!);
    if (inPlace) add(`Example ${index + 1} edited: ${text}`, at(`/examples/${index}`));
    else add(`Example added: ${text}`, at(`/examples/${index}`), 'addition');
  });
  wasQuestions.forEach((text, index) => {
    if (nowQuestions.includes(text)) return;
    const inPlace = index < after.length && !wasQuestions.includes(nowQuestions[index]!);
    if (!inPlace) add(`Example removed: ${quote(text)}`, at('/examples'), 'removal');
  });
}

/** "Documents to ask for at install", matched by their short name. */
function compareSlots(
  was: SolutionFile,
  now: SolutionFile,
  at: (pointer: string) => ChangePlace,
  add: Add,
): void {
  const slots = (s: SolutionFile) =>
    (Array.isArray(s.object?.knowledge) ? s.object.knowledge : []).filter(isJsonObject);
  const before = slots(was);
  const after = slots(now);
  const label = (slot: Readonly<Record<string, unknown>>) =>
    typeof slot.description === 'string' && slot.description !== ''
      ? slot.description
      : sentenceTitle(String(slot.name ?? ''));
  after.forEach((slot, index) => {
    const old = before.find((s) => s.name === slot.name);
    if (!old) add(`Document to ask for added: ${quote(label(slot))}`, at(`/knowledge/${index}`), 'addition');
    else if (!jsonEqual(old, slot))
      add(`Document to ask for changed: ${quote(label(slot))}`, at(`/knowledge/${index}`));
  });
  for (const slot of before)
    if (!after.some((s) => s.name === slot.name))
      add(`Document to ask for removed: ${quote(label(slot))}`, at('/knowledge'), 'removal');
}

function compareSkills(
  before: FileTree,
  after: FileTree,
  was: SolutionFile | undefined,
  now: SolutionFile | undefined,
  add: Add,
  covered: Set<string>,
): void {
  const instructions = new Set([was?.instructions, now?.instructions].map(skillNameFromPath));
  const wasSkills = listSkillFolders(before).filter((name) => !instructions.has(name));
  const nowSkills = listSkillFolders(after).filter((name) => !instructions.has(name));
  const removed = wasSkills.filter((name) => !nowSkills.includes(name));
  const added = nowSkills.filter((name) => !wasSkills.includes(name));
  const listPlace: ChangePlace = now
    ? { file: now.path, pointer: '/skills' }
    : { file: PLUGIN_MANIFEST_PATH };
  for (const name of [...wasSkills, ...nowSkills]) covered.add(skillPath(name));
  for (const name of added) {
    // A skill gone and one come with the same body is the same skill renamed.
    const from = removed.find(
      (old) => skillBody(before, skillPath(old)) === skillBody(after, skillPath(name)),
    );
    if (from !== undefined) {
      removed.splice(removed.indexOf(from), 1);
      add(`Skill ${quote(sentenceTitle(from))} renamed to ${quote(sentenceTitle(name))}`, {
        file: skillPath(name),
      });
    } else add(`Skill ${quote(sentenceTitle(name))} added`, { file: skillPath(name) }, 'addition');
  }
  for (const name of removed) add(`Skill ${quote(sentenceTitle(name))} removed`, listPlace, 'removal');
  for (const name of nowSkills) {
    if (!wasSkills.includes(name)) continue;
    if (bodyOnlyEdited(before, after, name, add)) continue;
    const old = readSkill(before, name);
    const next = readSkill(after, name);
    if (!old || !next || sameEntry(before.get(old.path), after.get(next.path))) continue;
    const title = `Skill ${quote(sentenceTitle(name))}`;
    const description = (s: typeof old) =>
      isJsonObject(s.parsed.frontmatter) ? s.parsed.frontmatter.description : undefined;
    const wasDescription = description(old);
    const nowDescription = description(next);
    if (!jsonEqual(wasDescription, nowDescription))
      add(
        `${title}: “What it does and when to use it” reworded`,
        { file: next.path, pointer: '/description' },
        'wording',
        proseOf(
          typeof wasDescription === 'string' ? wasDescription : undefined,
          typeof nowDescription === 'string' ? nowDescription : undefined,
        ),
      );
    if (old.parsed.body !== next.parsed.body)
      add(
        `${title}: its instructions edited`,
        { file: next.path },
        'wording',
        proseOf(old.parsed.body, next.parsed.body),
      );
    const otherDetails = (s: typeof old) =>
      isJsonObject(s.parsed.frontmatter)
        ? { ...s.parsed.frontmatter, description: undefined }
        : s.parsed.frontmatter;
    if (!jsonEqual(otherDetails(old), otherDetails(next)))
      add(`${title}: details changed`, { file: next.path });
  }
  const wasListed = new Set(was?.skills.map((s) => s.name));
  const nowListed = new Set(now?.skills.map((s) => s.name));
  for (const name of nowSkills)
    if (wasSkills.includes(name) && nowListed.has(name) && !wasListed.has(name))
      add(`Skill ${quote(sentenceTitle(name))} now used by the assistant`, listPlace, 'addition');
  for (const name of wasSkills)
    if (nowSkills.includes(name) && wasListed.has(name) && !nowListed.has(name))
      add(`Skill ${quote(sentenceTitle(name))} no longer used by the assistant`, listPlace, 'removal');
}

function compareServers(
  before: FileTree,
  after: FileTree,
  was: SolutionFile | undefined,
  now: SolutionFile | undefined,
  add: Add,
): void {
  const wasMcp = readMcp(before);
  const nowMcp = readMcp(after);
  const wasServers = wasMcp?.serverNames ?? [];
  const nowServers = nowMcp?.serverNames ?? [];
  const serverTitle = (name: string) => `Tool server ${quote(sentenceTitle(name))}`;
  const serverPlace = (name: string): ChangePlace => ({
    file: MCP_PATH,
    pointer: `/mcpServers/${escapePointerSegment(name)}`,
  });
  for (const name of nowServers)
    if (!wasServers.includes(name)) add(`${serverTitle(name)} added`, serverPlace(name), 'addition');
  for (const name of wasServers)
    if (!nowServers.includes(name)) add(`${serverTitle(name)} removed`, { file: MCP_PATH }, 'removal');
  for (const name of nowServers)
    if (wasServers.includes(name) && !jsonEqual(wasMcp?.servers?.[name], nowMcp?.servers?.[name]))
      add(`${serverTitle(name)}: how to reach it changed`, serverPlace(name));

  // The tools each server offers, and which of them may change things, are declared in the solution.
  for (const server of new Set([...(was?.tools.keys() ?? []), ...(now?.tools.keys() ?? [])])) {
    // A server added or removed says so once; its tools come and go with it.
    if (!nowServers.includes(server) || !wasServers.includes(server)) continue;
    const old = was?.tools.get(server);
    const next = now?.tools.get(server);
    const place: ChangePlace = {
      file: now?.path ?? PLUGIN_MANIFEST_PATH,
      pointer: `/tools/${escapePointerSegment(server)}`,
    };
    const oldTools = old?.tools ?? [];
    const nextTools = next?.tools ?? [];
    const of = ` (${serverTitle(server)})`;
    for (const tool of nextTools)
      if (!oldTools.includes(tool))
        add(
          `Tool ${quote(toolTitle(tool))} added${of}`,
          place,
          next?.writeTools?.includes(tool) ? 'may-change-things' : 'addition',
        );
    for (const tool of oldTools)
      if (!nextTools.includes(tool)) add(`Tool ${quote(toolTitle(tool))} removed${of}`, place, 'removal');
    for (const tool of nextTools) {
      if (!oldTools.includes(tool)) continue;
      const wrote = old?.writeTools?.includes(tool) ?? false;
      const writes = next?.writeTools?.includes(tool) ?? false;
      if (!wrote && writes)
        add(`Tool ${quote(toolTitle(tool))} may now change things${of}`, place, 'may-change-things');
      if (wrote && !writes) add(`Tool ${quote(toolTitle(tool))} now only looks${of}`, place);
    }
  }
}

/** The package details the Package view shows, with their labels there. */
const PACKAGE_DETAILS = [
  ['author', 'Author'],
  ['homepage', 'Home page'],
  ['repository', 'Source'],
  ['license', 'Licence'],
  ['keywords', 'Keywords'],
] as const;

function comparePackage(before: FileTree, after: FileTree, add: Add): void {
  const was = readManifest(before)?.object;
  const now = readManifest(after)?.object;
  const wasVersion = typeof was?.version === 'string' ? was.version : undefined;
  const nowVersion = typeof now?.version === 'string' ? now.version : undefined;
  if (wasVersion !== nowVersion)
    add(
      nowVersion === undefined ? 'Package version cleared' : `Package version set to ${nowVersion}`,
      { file: PLUGIN_MANIFEST_PATH, pointer: '/version' },
      'wording',
      { isVersion: true },
    );
  for (const [key, label] of PACKAGE_DETAILS)
    if (!jsonEqual(was?.[key], now?.[key]))
      add(`Package: ${label.toLowerCase()} changed`, { file: PLUGIN_MANIFEST_PATH, pointer: `/${key}` });
}

/** Files no form shows (and a skill's supporting files): counted, never named. */
function compareOtherFiles(before: FileTree, after: FileTree, covered: Set<string>, add: Add): void {
  const counts = new Map<string, { added: number; removed: number; changed: number; first: string }>();
  const note = (path: string, kind: 'added' | 'removed' | 'changed') => {
    const skill = /^skills\/([^/]+)\//.exec(path)?.[1];
    const group = skill ?? '';
    const count = counts.get(group) ?? { added: 0, removed: 0, changed: 0, first: path };
    count[kind] += 1;
    counts.set(group, count);
  };
  for (const [path, entry] of after) {
    if (covered.has(path)) continue;
    const old = before.get(path);
    if (old === undefined) note(path, 'added');
    else if (!sameEntry(old, entry)) note(path, 'changed');
  }
  for (const path of before.keys()) if (!covered.has(path) && !after.has(path)) note(path, 'removed');
  for (const [skill, count] of [...counts].sort(([a], [b]) =>
    a === '' ? 1 : b === '' ? -1 : a < b ? -1 : 1,
  )) {
    const parts = [
      count.added > 0 ? `${count.added} added` : '',
      count.changed > 0 ? `${count.changed} changed` : '',
      count.removed > 0 ? `${count.removed} removed` : '',
    ].filter(Boolean);
    const what = skill === '' ? 'Other files' : `Skill ${quote(sentenceTitle(skill))}: supporting files`;
    const weight: ChangeWeight = count.removed > 0 ? 'removal' : count.added > 0 ? 'addition' : 'wording';
    add(
      `${what}: ${parts.join(', ')}`,
      { file: after.has(count.first) ? count.first : PLUGIN_MANIFEST_PATH },
      weight,
    );
  }
}

/** Whether two entries hold the same content and mode (a time alone is no change to a person). */
export function sameEntry(a: TreeEntry | undefined, b: TreeEntry | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.kind !== b.kind || a.mode !== b.mode) return false;
  if (a.kind === 'folder' || b.kind === 'folder') return true;
  return sameBytes(a.bytes, b.bytes);
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A skill whose frontmatter text is unchanged had only its instructions edited: said without
 * parsing its YAML (a comparison over hundreds of edited skills stays fast). False otherwise.
 */
function bodyOnlyEdited(before: FileTree, after: FileTree, name: string, add: Add): boolean {
  const path = skillPath(name);
  const was = getFile(before, path);
  const now = getFile(after, path);
  if (!was || !now || was.mode !== now.mode || sameBytes(was.bytes, now.bytes)) return false;
  const parts = (bytes: Uint8Array) => {
    const { content, bodyStart } = splitSkill(decodeTextLenient(bytes).text);
    return { head: content.slice(0, bodyStart), body: content.slice(bodyStart) };
  };
  const old = parts(was.bytes);
  const next = parts(now.bytes);
  if (old.head !== next.head || old.head === '') return false;
  add(`Skill ${quote(sentenceTitle(name))}: its instructions edited`, { file: path }, 'wording', {
    prose: { before: old.body, after: next.body },
  });
  return true;
}

function skillBody(tree: FileTree, path: string | undefined): string | undefined {
  const name = skillNameFromPath(path);
  return name === undefined ? undefined : readSkill(tree, name)?.parsed.body;
}

function textOf(tree: FileTree, path: string | undefined): string | undefined {
  const file = path === undefined ? undefined : getFile(tree, path);
  return file ? decodeTextLenient(file.bytes).text : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A person's words quoted, shortened to one line. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `“${line.length > 60 ? `${line.slice(0, 59)}…` : line}”`;
}
