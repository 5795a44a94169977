/**
 * A draft from the model (conversation/draft.ts), read part by part for the person to accept or
 * leave out: each part says what it would write, whether it replaces something she wrote, and —
 * checked against the current tree with the project's validator — whether it may be written at
 * all. A part that does not have the shape the draft asked for, or that would add an error, is
 * named with the reason and never written; the others still can be.
 */
import { writeText, readText, type FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { syncJsonFile } from '../../model/json-sync';
import { slotNameFromLabel, uniqueName } from '../../model/names';
import { fail, ok, type OperationResult } from '../../model/operation-support';
import { setPersona, setTitle } from '../../model/operations';
import { setServerTools } from '../../model/server-operations';
import { setSkillBody } from '../../model/skill-edit';
import { skillNameFromPath, skillPath } from '../../model/skill-files';
import { addSkill } from '../../model/skill-operations';
import { readSolution } from '../../model/solution-document';
import { sentenceTitle } from '../../model/display-names';
import { findReplaceMe } from '../../validate/placeholder-rules';
import { validate } from '../../validate/validate';

export interface DraftPart {
  readonly id: string;
  /** What the part is, in words: "Instructions", "Skill “Returns”". */
  readonly label: string;
  /** The text shown, and edited with "Edit first" when `editable`. */
  readonly text: string;
  readonly editable: boolean;
  /** Set when accepting it replaces something the person wrote. */
  readonly replaces?: string;
  /** Set when it cannot be written, with why. */
  readonly refused?: string;
  /** Writes the part (with `text` as edited) into `tree`. */
  readonly apply: (tree: FileTree, text: string) => OperationResult;
}

const string = (value: unknown): value is string => typeof value === 'string';
const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every(string);

const flag = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * Whether `value` is an object with only the members `checks` names (an item with others was not
 * asked for), each passing its check; a missing member fails it.
 */
function shaped(value: unknown, checks: Readonly<Record<string, (member: unknown) => boolean>>): boolean {
  const allowed = Object.keys(checks);
  return (
    isJsonObject(value) &&
    Object.keys(value).every((key) => allowed.includes(key)) &&
    allowed.every((key) => checks[key]!(value[key]))
  );
}

function solutionPath(tree: FileTree): string | undefined {
  return readSolution(tree)?.path;
}

function member(tree: FileTree, key: string): unknown {
  const object = readSolution(tree)?.object;
  return object && Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Whether `text` is something the person wrote (not empty, not a starting text to replace). */
function written(text: string | undefined): boolean {
  return text !== undefined && text.trim() !== '' && findReplaceMe(text) === undefined;
}

const SHAPE = 'It is not in the shape a draft has, so it was left out.';

/** The parts of `proposal` for `tree`, each checked. */
export function draftParts(tree: FileTree, proposal: unknown): DraftPart[] {
  const draft = isJsonObject(proposal) ? proposal : {};
  const parts: DraftPart[] = [];
  const solution = readSolution(tree);
  const instructionsSkill = skillNameFromPath(solution?.instructions);
  const add = (part: Omit<DraftPart, 'refused'> & { refused?: string }) => parts.push(part);

  /** A part of text she may edit first; refused when the draft's value is not text. */
  const addText = (
    id: 'title' | 'description' | 'instructions' | 'voice',
    label: string,
    part: { readonly replaces?: string; readonly refused?: string; readonly apply: DraftPart['apply'] },
  ) => {
    const value = draft[id];
    add({
      id,
      label,
      text: string(value) ? value : '',
      editable: true,
      ...part,
      ...(string(value) ? {} : { refused: SHAPE }),
    });
  };

  if (draft.title !== undefined)
    addText('title', 'Title', { apply: (current, text) => setTitle(current, text.trim()) });
  if (draft.description !== undefined) {
    const had = member(tree, 'description');
    addText('description', 'What it does', {
      ...(written(string(had) ? had : undefined)
        ? { replaces: 'Replaces what you wrote under “What it does”.' }
        : {}),
      apply: (current, text) => {
        const path = solutionPath(current);
        return path ? syncJsonFile(current, path, ['description'], text.trim()) : ok(current);
      },
    });
  }
  if (draft.instructions !== undefined) {
    const path = instructionsSkill ? skillPath(instructionsSkill) : undefined;
    const before = path ? readText(tree, path) : undefined;
    addText('instructions', 'Instructions', {
      ...(written(before?.replace(/^---[\s\S]*?\n---\s*/, ''))
        ? { replaces: 'Replaces your instructions.' }
        : {}),
      ...(path
        ? {}
        : {
            refused: 'The solution names no skill for its instructions, so there is nowhere to write them.',
          }),
      apply: (current, text) => {
        const now = path ? readText(current, path) : undefined;
        return path && now !== undefined
          ? ok(writeText(current, path, setSkillBody(now, `\n${text.trim()}\n`)))
          : fail('skill-missing', 'There is no instructions skill to write into.');
      },
    });
  }
  if (draft.voice !== undefined) {
    const personaPath = solution?.persona;
    addText('voice', 'Voice', {
      ...(personaPath && written(readText(tree, personaPath)) ? { replaces: 'Replaces your voice.' } : {}),
      apply: (current, text) => setPersona(current, true, `${text.trim()}\n`),
    });
  }
  if (draft.starters !== undefined) {
    const fine = strings(draft.starters) && draft.starters.length > 0;
    const list = fine ? (draft.starters as string[]).map((item) => item.trim()).filter(Boolean) : [];
    const had = strings(member(tree, 'starters')) ? (member(tree, 'starters') as string[]) : [];
    add({
      id: 'starters',
      label: 'Conversation starters',
      text: list.map((item) => `• ${item}`).join('\n'),
      editable: false,
      ...(had.length > 0
        ? { replaces: `Replaces your ${had.length === 1 ? 'starter' : `${had.length} starters`}.` }
        : {}),
      ...(fine ? {} : { refused: SHAPE }),
      apply: (current) => {
        const path = solutionPath(current);
        return path ? syncJsonFile(current, path, ['starters'], list) : ok(current);
      },
    });
  }
  for (const [index, skill] of (Array.isArray(draft.skills) ? draft.skills : []).entries()) {
    const fine = shaped(skill, { name: string, description: string, body: string });
    const name = fine ? (skill.name as string).trim() : '';
    add({
      id: `skill:${index}`,
      label: fine ? `Skill “${sentenceTitle(name)}”` : `Skill ${index + 1}`,
      text: fine ? `${skill.description as string}\n\n${skill.body as string}` : '',
      editable: false,
      ...(fine ? {} : { refused: SHAPE }),
      apply: (current) =>
        addSkill(current, {
          name,
          description: (skill as { description: string }).description.trim(),
          body: `\n${(skill as { body: string }).body.trim()}\n`,
        }),
    });
  }
  if (Array.isArray(draft.examples) && draft.examples.length > 0) {
    const fine = draft.examples.every((item) => shaped(item, { input: string, output: string }));
    const list = fine
      ? (draft.examples as { input: string; output: string }[]).map((item) => ({
          input: item.input.trim(),
          output: item.output.trim(),
        }))
      : [];
    add({
      id: 'examples',
      label: draft.examples.length === 1 ? 'An example' : `${draft.examples.length} examples`,
      text: list.map((item) => `• ${item.input}\n  ${item.output}`).join('\n'),
      editable: false,
      ...(fine ? {} : { refused: SHAPE }),
      apply: (current) => {
        const path = solutionPath(current);
        const had = Array.isArray(member(current, 'examples'))
          ? (member(current, 'examples') as unknown[])
          : [];
        return path ? syncJsonFile(current, path, ['examples'], [...had, ...list]) : ok(current);
      },
    });
  }
  if (Array.isArray(draft.documents) && draft.documents.length > 0) {
    const fine = draft.documents.every((item) =>
      shaped(item, { label: string, accepts: strings, required: flag }),
    );
    const list = fine ? (draft.documents as { label: string; accepts: string[]; required: boolean }[]) : [];
    add({
      id: 'documents',
      label:
        draft.documents.length === 1
          ? 'A document to ask for'
          : `${draft.documents.length} documents to ask for`,
      text: list
        .map((item) => `• ${item.label} (${item.accepts.join(', ')})${item.required ? ', needed' : ''}`)
        .join('\n'),
      editable: false,
      ...(fine ? {} : { refused: SHAPE }),
      apply: (current) => {
        const path = solutionPath(current);
        if (!path) return ok(current);
        const had = Array.isArray(member(current, 'knowledge'))
          ? (member(current, 'knowledge') as unknown[])
          : [];
        const taken = had.flatMap((slot) => (isJsonObject(slot) && string(slot.name) ? [slot.name] : []));
        const slots = list.map((item) => {
          const name = uniqueName(slotNameFromLabel(item.label), taken, { separator: '_' });
          taken.push(name);
          return {
            name,
            description: item.label.trim(),
            accepts: item.accepts.map((type) => type.trim().replace(/^\./, '').toLowerCase()).filter(Boolean),
            ...(item.required ? { required: true } : {}),
          };
        });
        return syncJsonFile(current, path, ['knowledge'], [...had, ...slots]);
      },
    });
  }
  if (Array.isArray(draft.tools) && draft.tools.length > 0) {
    const fine = draft.tools.every((item) =>
      shaped(item, { server: string, tool: string, changesThings: flag }),
    );
    const list = fine ? (draft.tools as { server: string; tool: string; changesThings: boolean }[]) : [];
    const declared =
      solution?.tools ??
      new Map<
        string,
        { tools?: readonly string[] | undefined; writeTools?: readonly string[] | undefined }
      >();
    const known = list.filter((item) => declared.get(item.server)?.tools?.includes(item.tool));
    add({
      id: 'tools',
      label: 'Which tools change things',
      text: known
        .map(
          (item) =>
            `• ${sentenceTitle(item.tool)}: ${item.changesThings ? 'may change things' : 'only looks'}`,
        )
        .join('\n'),
      editable: false,
      ...(fine
        ? known.length > 0
          ? {}
          : { refused: 'It names no tool this solution has, so there is nothing to set.' }
        : { refused: SHAPE }),
      apply: (current) => {
        let next = current;
        const servers = new Set(known.map((item) => item.server));
        for (const server of servers) {
          const tools = declared.get(server)?.tools ?? [];
          const writes = new Set(declared.get(server)?.writeTools ?? []);
          for (const item of known.filter((entry) => entry.server === server)) {
            if (item.changesThings) writes.add(item.tool);
            else writes.delete(item.tool);
          }
          const result = setServerTools(next, server, [...tools], [...writes]);
          if (!result.ok) return result;
          next = result.tree;
        }
        return ok(next);
      },
    });
  }
  return parts.map((part) => (part.refused ? part : checked(tree, part)));
}

/** The part, refused when writing it would add an error the tree does not have. */
function checked(tree: FileTree, part: DraftPart): DraftPart {
  const result = part.apply(tree, part.text);
  if (!result.ok) return { ...part, refused: result.error.message };
  const key = (d: { code: string; file: string; pointer?: string | undefined }) =>
    `${d.code} ${d.file} ${d.pointer ?? ''}`;
  const before = new Set(
    validate(tree)
      .filter((d) => d.severity === 'error')
      .map(key),
  );
  const added = validate(result.tree).find((d) => d.severity === 'error' && !before.has(key(d)));
  return added ? { ...part, refused: `It would not be valid: ${added.message}` } : part;
}

/** Applies `parts` (each with its text as edited) as one change. */
export function applyDraft(
  tree: FileTree,
  parts: readonly { readonly part: DraftPart; readonly text: string }[],
): OperationResult {
  let next = tree;
  for (const { part, text } of parts) {
    if (part.refused) continue;
    const result = part.apply(next, text);
    if (!result.ok) return result;
    next = result.tree;
  }
  return ok(next);
}
