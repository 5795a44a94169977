/**
 * The Skills view's questions: a name for a new skill with what it does, a new name for a skill,
 * a name for a new file. Each checks as the person types and says why a value cannot be used.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { helpClass, inputClass, labelClass } from '../forms/theme/classes';
import { characterCount, counterText, DESCRIPTION_LIMIT } from './skill-fields';

interface FieldProps {
  readonly label: string;
  readonly help?: string;
  readonly problem?: string;
  readonly children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

function Field({ label, help, problem, children }: FieldProps) {
  const id = useId();
  const described = [help ? `${id}-help` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {help && (
        <p id={`${id}-help`} className={helpClass}>
          {help}
        </p>
      )}
      {children({ id, describedBy: described || undefined })}
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}

export interface TextDialogProps {
  readonly title: string;
  readonly label: string;
  readonly help?: string;
  readonly initial: string;
  readonly confirm: string;
  /** Why the typed text cannot be used, or `undefined` when it can. */
  readonly check?: (text: string) => string | undefined;
  readonly onDone: (text: string | undefined) => void;
}

/** Asks for one short text: a new name for a skill, a name for a new file. */
export function TextDialog({ title, label, help, initial, confirm, check, onDone }: TextDialogProps) {
  const [text, setText] = useState(initial);
  const value = text.trim();
  const problem = value === '' ? undefined : check?.(value);
  const usable = value !== '' && problem === undefined;
  const submit = () => usable && onDone(value);
  return (
    <Dialog
      title={title}
      open
      onClose={() => onDone(undefined)}
      actions={
        <>
          <Button onClick={() => onDone(undefined)}>Cancel</Button>
          <Button variant="primary" disabled={!usable} onClick={submit}>
            {confirm}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={label} help={help} problem={problem}>
          {({ id, describedBy }) => (
            <input
              id={id}
              autoFocus
              className={inputClass}
              value={text}
              autoComplete="off"
              aria-invalid={problem !== undefined || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}

export interface AddSkillDialogProps {
  readonly onDone: (skill: { title: string; description: string } | undefined) => void;
}

/** Asks for a new skill's name in words and what it does and when to use it. */
export function AddSkillDialog({ onDone }: AddSkillDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const count = characterCount(description);
  const usable = title.trim() !== '' && count <= DESCRIPTION_LIMIT;
  const submit = () => usable && onDone({ title: title.trim(), description: description.trim() });
  return (
    <Dialog
      title="Add a skill"
      open
      onClose={() => onDone(undefined)}
      actions={
        <>
          <Button onClick={() => onDone(undefined)}>Cancel</Button>
          <Button variant="primary" disabled={!usable} onClick={submit}>
            Add skill
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Name" help="A few words, such as “Returns” or “Order lookup”.">
          {({ id, describedBy }) => (
            <input
              id={id}
              autoFocus
              className={inputClass}
              value={title}
              autoComplete="off"
              aria-describedby={describedBy}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="What it does and when to use it"
          help="For example: “Explains our returns and starts a return. Use when a customer wants to send something back.” You can change it later."
          problem={count > DESCRIPTION_LIMIT ? counterText(count) : undefined}
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className={`${inputClass} field-sizing-content min-h-24`}
              value={description}
              aria-describedby={describedBy}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
