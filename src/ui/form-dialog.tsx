/**
 * The one shell of the dialogs that ask for something (a name, a skill, a server, a link, which
 * plugin to open): Cancel and a primary button that is a verb, pressed by Enter in a text field,
 * and pressable only once what was typed can be used; and the labelled fields inside it.
 */
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { helpClass, inputClass, labelClass } from './field-classes';

export interface FormDialogProps {
  readonly title: string;
  /** The primary button's words, a verb: "Add skill", "Open". */
  readonly confirm: string;
  /** Whether what the dialog holds can be used now; until then its primary button is disabled. */
  readonly usable?: boolean;
  readonly onConfirm: () => void;
  /** Cancel, Escape, or the dialog taken away (another tab took the solution over). */
  readonly onCancel: () => void;
  readonly children: ReactNode;
}

/** A dialog of fields with Cancel and one primary button. */
export function FormDialog({
  title,
  confirm,
  usable = true,
  onConfirm,
  onCancel,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      open
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" disabled={!usable} onClick={() => usable && onConfirm()}>
            {confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">{children}</div>
    </Dialog>
  );
}

/** The attributes that tie a field's control to its label, its help and its problem. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface DialogFieldProps {
  readonly label: string;
  readonly help?: string;
  readonly problem?: string;
  /** Draws the control, given the attributes to spread on it. */
  readonly children: (control: FieldControl) => ReactNode;
}

/** A labelled control of a dialog, with its help and why its value cannot be used. */
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
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': problem !== undefined || undefined,
      })}
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}

export interface DialogInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'
> {
  readonly label: string;
  readonly help?: string;
  /** Why the value cannot be used; shown under the line and marks it invalid. */
  readonly problem?: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  /** A box of this many lines instead of one line (it takes the placeholder, autofocus and spell check). */
  readonly rows?: number;
}

/**
 * A text field of a dialog (or of Try it's pages): label, help, the line or the box of `rows`
 * lines, and its problem.
 */
export function DialogInput({
  label,
  help,
  problem,
  value,
  onValue,
  className,
  rows,
  ...input
}: DialogInputProps) {
  const own = {
    className: className ? `${inputClass} ${className}` : inputClass,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value),
  };
  const { placeholder, autoFocus, spellCheck } = input;
  return (
    <DialogField label={label} help={help} problem={problem}>
      {(control) =>
        rows === undefined ? (
          <input autoComplete="off" {...input} {...control} {...own} />
        ) : (
          <textarea rows={rows} {...{ placeholder, autoFocus, spellCheck }} {...control} {...own} />
        )
      }
    </DialogField>
  );
}
