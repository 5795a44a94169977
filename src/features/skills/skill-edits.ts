/**
 * The Skills view's edits of one SKILL.md, as pure functions on the tree. Each field goes through
 * the model's `setSkillField`, so only that field's text changes and the body keeps its bytes;
 * the body goes through `setSkillBody`, which keeps the details block's bytes.
 */
import { readText, writeText, type FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { jsonEqual } from '../../model/json-sync';
import { fail, ok, type OperationResult } from '../../model/operation-support';
import { parseSkill, setSkillBody, setSkillField } from '../../model/skill-document';

/** The details block fields the forms edit (the name changes only by renaming the skill). */
export const EDITED_FIELDS = [
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
] as const;

/** The value to write for a field: an optional field left empty is removed rather than written empty. */
export function fieldValue(key: string, value: unknown): unknown {
  if (key === 'description') return value ?? '';
  if (value === '' || value === null) return undefined;
  if (key === 'metadata' && isJsonObject(value) && Object.keys(value).length === 0) return undefined;
  return value;
}

function unreadable(path: string): OperationResult & { ok: false } {
  return fail(
    'file-unreadable',
    `The details at the top of ${path} have a writing mistake; fix them before changing them here.`,
    { file: path },
  );
}

/**
 * Writes the fields of `next` that differ from the file's, one `setSkillField` each. Only the
 * fields `next` holds (even as `undefined`) are considered, so a form that shows some fields never
 * removes the others. Refused when the details block cannot be edited safely.
 */
export function applySkillFields(
  tree: FileTree,
  path: string,
  next: Readonly<Record<string, unknown>>,
): OperationResult {
  let text = readText(tree, path);
  if (text === undefined) return fail('file-missing', `${path} is missing.`, { file: path });
  const current = parseSkill(text).frontmatter;
  const before = isJsonObject(current) ? current : {};
  for (const key of EDITED_FIELDS) {
    if (!Object.hasOwn(next, key)) continue;
    const present = Object.hasOwn(before, key);
    const had = present ? before[key] : undefined;
    // A field handed back as the file has it was not edited, even when it is not what we would write.
    if (present === (next[key] !== undefined) && jsonEqual(had, next[key])) continue;
    const value = fieldValue(key, next[key]);
    if (!present && value === undefined) continue;
    const edited = setSkillField(text, key, value);
    if (edited === text && !jsonEqual(had, value)) return unreadable(path);
    text = edited;
  }
  return ok(writeText(tree, path, text));
}

/** Replaces the body of a SKILL.md; refused when its details block is never closed. */
export function applySkillBody(tree: FileTree, path: string, body: string): OperationResult {
  const text = readText(tree, path);
  if (text === undefined) return fail('file-missing', `${path} is missing.`, { file: path });
  // An unclosed details block cannot be told from the body: `setSkillBody` would change nothing.
  if (parseSkill(text).problems.some((problem) => problem.kind === 'unclosed')) return unreadable(path);
  return ok(writeText(tree, path, setSkillBody(text, body)));
}
