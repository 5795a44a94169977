/**
 * The instructions: which skill holds them (a picker of skills, never a path), what they are for
 * (that skill’s description), and their text in the writing editor.
 */
import { memo, useCallback, useState } from 'react';
import { titleFromName } from '../../model/names';
import { setInstructionsSkill } from '../../model/skill-operations';
import type { Diagnostic } from '../../validate/diagnostic';
import { errorId, helpId } from '../forms/rjsf-parts';
import { fieldId } from '../forms/field-id';
import { WritingField } from '../forms/writing-field';
import { propsEqualByValue } from '../forms/props-equal';
import { SchemaForm } from '../forms/schema-form';
import { helpClass, inputClass, labelClass } from '../../ui/field-classes';
import { ProblemList } from '../forms/theme/problem-list';
import { setSkillText } from './assistant-edits';
import { instructionsDetailsForm } from './assistant-forms';
import { useSectionEdits, type WritingSectionProps } from './assistant-scope';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Section } from './section';
import type { TextAt } from '../editor/text-at';

/** The instructions skill as the section shows it; absent parts when the skill is missing or unreadable. */
export interface InstructionsSkill {
  readonly name: string;
  readonly path: string;
  /** The description, when the details block could be read. */
  readonly description: string | undefined;
  readonly detailsReadable: boolean;
  readonly body: string;
  /** Lines before the body (the details block), to place problems found by line. */
  readonly bodyOffset: number;
}

/** Its problems are about the `instructions` member and the instructions skill's file. */
export interface InstructionsSectionProps extends WritingSectionProps {
  /** The skills the plugin carries, by name: the choices of the picker. */
  readonly skillNames: readonly string[];
  readonly skill: InstructionsSkill | undefined;
}

export const InstructionsSection = memo(function InstructionsSection({
  skillNames,
  skill,
  problems,
  focusLine,
}: InstructionsSectionProps) {
  const { store, file, run, runTyped, refusal } = useSectionEdits();
  // Another skill is only made the instructions once the person has read what that changes.
  const [choosing, setChoosing] = useState<string | undefined>();
  const pickerId = fieldId(file, '/instructions');
  const memberProblems = problems.filter((d) => d.file === file);
  const skillProblems = skill ? problems.filter((d) => d.file === skill.path) : [];
  const path = skill?.path;
  const onBody = useCallback(
    (body: string, at: TextAt) =>
      path &&
      runTyped((tree) => setSkillText(tree, path, body), {
        group: `${path}#body`,
        place: { file: path, ...at },
      }),
    [runTyped, path],
  );
  // Problems in the text go under the editor; the rest (the details block, the whole file) above it.
  const inText = (d: Diagnostic) =>
    d.pointer === undefined && d.range !== undefined && d.range.startLine > (skill?.bodyOffset ?? 0);
  const textProblems = skillProblems.filter(inText);
  const fieldProblems = skillProblems.filter((d) => !inText(d) && d.pointer !== undefined);
  const otherProblems = skillProblems.filter(
    (d) => !inText(d) && (d.pointer === undefined || !skill?.detailsReadable),
  );

  return (
    <Section id="assistant-instructions" title="Instructions" refusal={refusal}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={pickerId} className={labelClass}>
          Skill that holds the instructions
        </label>
        <p id={helpId(pickerId)} className={helpClass}>
          The assistant reads this skill before every conversation. Choose another of its skills to use that
          one instead.
        </p>
        <select
          id={pickerId}
          className={inputClass}
          value={skill?.name ?? ''}
          aria-invalid={memberProblems.some((d) => d.severity === 'error') || undefined}
          aria-describedby={`${helpId(pickerId)}${memberProblems.length > 0 ? ` ${errorId(pickerId)}` : ''}`}
          onChange={(event) => {
            const name = event.target.value;
            if (!skill) run((tree) => setInstructionsSkill(tree, name));
            else if (name !== skill.name) setChoosing(name);
          }}
        >
          {!skill && <option value="">Choose a skill…</option>}
          {skillNames.map((name) => (
            <option key={name} value={name}>
              {titleFromName(name)}
            </option>
          ))}
        </select>
        <ProblemList id={errorId(pickerId)} problems={memberProblems} />
      </div>
      {skill && skill.detailsReadable && (
        <SchemaForm
          form={instructionsDetailsForm}
          file={skill.path}
          data={skill.description === undefined ? {} : { description: skill.description }}
          problems={fieldProblems}
          store={store}
        />
      )}
      {skill && !skill.detailsReadable && (
        <p className={helpClass}>
          The details at the top of this skill have a writing mistake, so the form cannot show what the
          instructions are for. Fix them in the Files view; the Problems panel shows where.
        </p>
      )}
      <ProblemList problems={otherProblems} />
      {skill && (
        <WritingField
          id={fieldId(skill.path, '')}
          label="What the assistant reads first"
          measures="the instructions"
          help="Who it helps, what it does and how it answers: brief it the way you would brief a new colleague."
          text={skill.body}
          onChange={onBody}
          problems={textProblems}
          lineOffset={skill.bodyOffset}
          focusLine={focusLine}
          onImprove={() => store.askImprovement(skill.path)}
        />
      )}
      {choosing !== undefined && skill && (
        <Dialog
          title={`Use “${titleFromName(choosing)}” as the instructions?`}
          open
          onClose={() => setChoosing(undefined)}
          actions={
            <>
              <Button autoFocus onClick={() => setChoosing(undefined)}>
                Cancel
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  setChoosing(undefined);
                  run((tree) => setInstructionsSkill(tree, choosing));
                }}
              >
                Use “{titleFromName(choosing)}”
              </Button>
            </>
          }
        >
          <p>
            The assistant will read “{titleFromName(choosing)}” before every conversation, instead of “
            {titleFromName(skill.name)}”. “{titleFromName(skill.name)}” stays in the solution as a skill it
            reads only when it is needed. You can undo this.
          </p>
        </Dialog>
      )}
    </Section>
  );
}, propsEqualByValue);
