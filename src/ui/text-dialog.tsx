/**
 * Dialogs that ask for one short text (a new name, a file name), checking it as the person types
 * and saying why a value cannot be used: the one name dialog of the app.
 */
import { useState } from 'react';
import { DialogInput, FormDialog } from './form-dialog';

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
  return (
    <FormDialog
      title={title}
      confirm={confirm}
      usable={usable}
      onConfirm={() => onDone(value)}
      onCancel={() => onDone(undefined)}
    >
      <DialogInput
        label={label}
        help={help}
        problem={problem}
        autoFocus
        className={monospace ? 'font-mono' : undefined}
        value={text}
        onValue={setText}
      />
    </FormDialog>
  );
}
