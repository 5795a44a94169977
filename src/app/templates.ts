import { writeText, type FileTree } from '../model/file-tree';
import { DEFAULT_SOLUTION_PATH } from '../model/plugin-manifest';
import { editJsonFile, ok, type OperationResult } from '../model/operation-support';
import { newSolution, setPersona } from '../model/operations';
import { createSkillText } from '../model/skill-edit';
import { skillPath } from '../model/skill-files';
import { addSkill } from '../model/skill-operations';
import { INSTRUCTIONS_SKILL_NAME } from '../model/templates';
import type { TemplateId } from './template-list';
import { templateTexts, type TemplateText } from './template-texts';

type Step = (tree: FileTree) => OperationResult;

/** Applies steps in order; a step that fails is a bug in a template, so it throws. */
function build(tree: FileTree, steps: readonly Step[]): FileTree {
  return steps.reduce((current, step) => {
    const result = step(current);
    if (!result.ok) throw new Error(`Template step failed: ${result.error.message}`);
    return result.tree;
  }, tree);
}

const member =
  (key: string, value: unknown): Step =>
  (tree) =>
    editJsonFile(tree, DEFAULT_SOLUTION_PATH, [key], value);

/** A solution with a template's texts, through the same operations the forms use. */
function fromTemplate(title: string, text: TemplateText): FileTree {
  return build(newSolution(title, { description: text.description }), [
    (t) =>
      ok(
        writeText(
          t,
          skillPath(INSTRUCTIONS_SKILL_NAME),
          createSkillText({ name: INSTRUCTIONS_SKILL_NAME, ...text.instructions }),
        ),
      ),
    (t) => setPersona(t, true, text.voice),
    member('starters', text.starters),
    member('examples', text.examples),
    member('knowledge', text.documents),
    ...text.skills.map(
      (skill): Step =>
        (t) =>
          addSkill(t, skill),
    ),
  ]);
}

/** A new solution: blank (just an instructions skill) or from one of the examples. */
export function createSolution(title: string, template?: TemplateId): FileTree {
  return template ? fromTemplate(title, templateTexts[template]) : newSolution(title);
}
