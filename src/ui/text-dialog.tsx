/**
 * Dialogs that ask for one short text (a new name, a file name), checking it as the person types
 * and saying why a value cannot be used: the one name dialog of the app.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { helpClass, inputClass, labelClass } from './field-classes';

export interface DialogFieldProps {
  readonly label: string;
  readonly help?: string;
  readonly problem?: string;
  readonly children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A labelled input of a dialog, with its help and why its value cannot be used. */
export function DialogField({ label, help, problem, children }: DialogFieldProps) {
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
  /** A file or folder name, shown in a fixed-width font (the Files view). */
  readonly monospace?: boolean;
  readonly onDone: (text: string | undefined) => void;
}

/** Asks for one short text: a new name for a skill, a title, a name for a new file or folder. */
export function TextDialog({
  title,
  label,
  help,
  initial,
  confirm,
  check,
  monospace,
  onDone,
}: TextDialogProps) {
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
      <div className="flex flex-col gap-3">
        <DialogField label={label} help={help} problem={problem}>
          {({ id, describedBy }) => (
            <input
              id={id}
              autoFocus
              className={monospace ? `${inputClass} font-mono` : inputClass}
              value={text}
              autoComplete="off"
              aria-invalid={problem !== undefined || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </DialogField>
      </div>
    </Dialog>
  );
}
