/**
 * Which texts "Suggest improvements" can reword, and how a rewording is written back: a SKILL.md's
 * text keeps its details block and the spacing around the text; the voice is its whole file.
 */
import { readText, writeText, type FileTree } from '../../model/file-tree';
import { ok, fail, type OperationResult } from '../../model/operation-support';
import { sentenceTitle } from '../../model/display-names';
import { setSkillBody } from '../../model/skill-edit';
import { readSkill, skillNameFromPath } from '../../model/skill-files';
import { readSolution } from '../../model/solution-document';

/** A rewording of the text in `file`, as shown for the person to accept. */
export interface Suggestion {
  readonly file: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

/** The text of `file` that can be improved, and what it is called; `undefined` for any other file. */
export function improvableText(tree: FileTree, file: string): { label: string; before: string } | undefined {
  const solution = readSolution(tree);
  if (solution?.persona === file) {
    const text = readText(tree, file);
    return text === undefined ? undefined : { label: 'Voice', before: text.trim() };
  }
  const name = skillNameFromPath(file);
  const skill = name ? readSkill(tree, name) : undefined;
  if (!name || !skill) return undefined;
  const label =
    name === skillNameFromPath(solution?.instructions) ? 'Instructions' : `Skill “${sentenceTitle(name)}”`;
  return { label, before: skill.parsed.body.trim() };
}

/** `tree` with the text of `file` replaced by `text`, the way `improvableText` read it. */
export function withImprovement(tree: FileTree, file: string, text: string): OperationResult {
  const now = readText(tree, file);
  if (now === undefined)
    return fail('file-missing', 'That text is no longer in the solution, so nothing was changed.');
  if (readSolution(tree)?.persona === file) return ok(writeText(tree, file, `${text.trim()}\n`));
  const name = skillNameFromPath(file);
  const body = name ? readSkill(tree, name)?.parsed.body : undefined;
  if (body === undefined)
    return fail('skill-missing', 'That skill is no longer in the solution, so nothing was changed.');
  const lead = /^\s*/.exec(body)![0];
  const tail = /\s*$/.exec(body)![0];
  return ok(writeText(tree, file, setSkillBody(now, `${lead}${text.trim()}${tail}`)));
}
