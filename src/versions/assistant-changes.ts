/**
 * What changed in the assistant's own document and the prose it points to: title, "What it does",
 * web name, instructions, voice, starters, examples, documents to ask for, skills sold separately.
 */
import { decodeTextLenient, getFile, type FileTree } from '../model/file-tree';
import { sentenceTitle } from '../model/display-names';
import { isJsonObject } from '../model/json-document';
import { jsonEqual } from '../model/json-sync';
import { nameFromTitle } from '../model/names';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import type { SolutionFile } from '../model/solution-document';
import { proseOf, quote, type AddChange, type ChangePlace } from './change';
import { skillBody } from './skill-changes';

/**
 * The changes between two solution documents (both present), with the files of their instructions
 * and voice added to `covered` (so they are not counted again as other files).
 */
export function compareAssistant(
  before: FileTree,
  after: FileTree,
  was: SolutionFile,
  now: SolutionFile,
  add: AddChange,
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
  add: AddChange,
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
  add: AddChange,
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
  add: AddChange,
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

function textOf(tree: FileTree, path: string | undefined): string | undefined {
  const file = path === undefined ? undefined : getFile(tree, path);
  return file ? decodeTextLenient(file.bytes).text : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
