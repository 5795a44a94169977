/**
 * "Give the assistant its own voice": a switch that creates the persona file (through
 * `setPersona`) and shows its writing editor; turning it off asks first, then removes it.
 */
import { memo, useCallback, useState } from 'react';
import { writeText } from '../../model/file-tree';
import { ok } from '../../model/operation-support';
import { setPersona } from '../../model/operations';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { errorId, helpId } from '../forms/rjsf-parts';
import { fieldId } from '../forms/field-id';
import { WritingField } from '../forms/writing-field';
import { propsEqualByValue } from '../forms/props-equal';
import { Switch } from '../forms/switch';
import { helpClass } from '../../ui/field-classes';
import { ProblemList } from '../forms/theme/problem-list';
import { useSectionEdits, type WritingSectionProps } from './assistant-scope';
import { Section } from './section';
import type { TextAt } from '../editor/text-at';

/** Its problems are about the `persona` member and the persona file. */
export interface PersonaSectionProps extends WritingSectionProps {
  /** The persona file the document names, when it names one. */
  readonly personaPath: string | undefined;
  /** Its text, when the file exists and is text. */
  readonly text: string | undefined;
}

export const PersonaSection = memo(function PersonaSection({
  personaPath,
  text,
  problems,
  focusLine,
}: PersonaSectionProps) {
  const { store, file, run, runTyped, refusal } = useSectionEdits();
  const [asking, setAsking] = useState(false);
  const on = personaPath !== undefined;
  const switchId = fieldId(file, '/persona');
  const memberProblems = problems.filter((d) => d.file === file);
  const onText = useCallback(
    (next: string, at: TextAt) =>
      personaPath &&
      runTyped((tree) => ok(writeText(tree, personaPath, next)), {
        group: personaPath,
        place: { file: personaPath, ...at },
      }),
    [runTyped, personaPath],
  );
  const remove = () => {
    setAsking(false);
    run((tree) => setPersona(tree, false));
  };
  return (
    <Section id="assistant-persona" title="Its own voice" refusal={refusal}>
      <div className="flex flex-col gap-1">
        <Switch
          id={switchId}
          checked={on}
          label="Give the assistant its own voice"
          describedBy={[helpId(switchId), memberProblems.length > 0 ? errorId(switchId) : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(checked) => (checked ? run((tree) => setPersona(tree, true)) : setAsking(true))}
        />
        <p id={helpId(switchId)} className={`pl-14 ${helpClass}`}>
          Describe how it talks — warm or formal, short or detailed — in a text kept with the instructions.
        </p>
        <ProblemList id={errorId(switchId)} problems={memberProblems} className="pl-14" />
      </div>
      {on && personaPath && text !== undefined && (
        <WritingField
          id={fieldId(personaPath, '')}
          label="How it talks"
          measures="the voice"
          text={text}
          onChange={onText}
          problems={problems.filter((d) => d.file === personaPath)}
          focusLine={focusLine}
          onImprove={() => store.askImprovement(personaPath)}
        />
      )}
      {on && text === undefined && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => run((tree) => setPersona(tree, true))}
        >
          Write its voice
        </Button>
      )}
      <Dialog
        title="Remove the assistant’s own voice?"
        open={asking}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button onClick={() => setAsking(false)}>Keep it</Button>
            <Button variant="danger" onClick={remove}>
              Remove the voice
            </Button>
          </>
        }
      >
        Its text will be deleted. You can undo this.
      </Dialog>
    </Section>
  );
}, propsEqualByValue);
