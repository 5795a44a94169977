/**
 * The Assistant view's forms, each a compiled schema with its words (ui-schemas.ts) and the edit a
 * person's change makes (assistant-edits.ts).
 */
import type { FileTree } from '../../model/file-tree';
import { isJsonObject, parsePointer } from '../../model/json-document';
import type { FormSpec } from '../forms/schema-form';
import { applyBasics, applyList, applySlot, setSkillDescription, type Slot } from './assistant-edits';
import { aboutUi, instructionsDetailsUi, slotUi, soldSeparatelyUi, startersUi } from './ui-schemas';

/** The form's edit of the list under `key`: its new items, or none (an empty list is removed). */
function listEdit(key: string) {
  return (tree: FileTree, next: unknown) => {
    const list = isJsonObject(next) ? next[key] : undefined;
    return applyList(tree, key, Array.isArray(list) ? list : undefined);
  };
}

/** A list's slice as its form takes it: the list under its key, or nothing while there is none. */
export function listData(key: string, items: readonly string[] | undefined): Record<string, unknown> {
  return items ? { [key]: items } : {};
}

export const aboutForm: FormSpec = {
  name: 'assistantBasics',
  uiSchema: aboutUi,
  apply: (tree, next, { pointer }) => applyBasics(tree, next, pointer),
};

/** What the instructions are for: the description of the skill holding them (the form's file). */
export const instructionsDetailsForm: FormSpec = {
  name: 'instructionsDetails',
  uiSchema: instructionsDetailsUi,
  apply: (tree, next, { file }) =>
    setSkillDescription(tree, file, (next as { description?: string } | undefined)?.description ?? ''),
};

export const startersForm: FormSpec = {
  name: 'assistantStarters',
  uiSchema: startersUi,
  apply: listEdit('starters'),
};

export const soldSeparatelyForm: FormSpec = {
  name: 'assistantSoldSeparately',
  uiSchema: soldSeparatelyUi,
  apply: listEdit('skills_sold_separately'),
};

/** One knowledge slot: the form's root is `/knowledge/<index>`. */
export const slotForm: FormSpec = {
  name: 'knowledgeSlot',
  uiSchema: slotUi,
  apply: (tree, next, { base }) => applySlot(tree, Number(parsePointer(base)?.[1]), next as Slot),
};
