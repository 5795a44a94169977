import { useId, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { Button } from '../../ui/button';

export interface NameDialogProps {
  readonly title: string;
  readonly label: string;
  readonly initial: string;
  readonly confirm: string;
  /** Why a name cannot be used, in a plain sentence, or undefined when it can. */
  readonly check: (name: string) => string | undefined;
  readonly onDone: (name: string | undefined) => void;
}

/** Asks for a name (a new file, a folder, a rename), checking it as the person types. */
export function NameDialog({ title, label, initial, confirm, check, onDone }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const inputId = useId();
  const errorId = useId();
  const problem = name.trim() === '' ? undefined : check(name.trim());
  const submit = () => {
    if (name.trim() !== '' && !problem) onDone(name.trim());
  };
  return (
    <Dialog
      title={title}
      open
      onClose={() => onDone(undefined)}
      actions={
        <>
          <Button onClick={() => onDone(undefined)}>Cancel</Button>
          <Button variant="primary" disabled={name.trim() === '' || problem !== undefined} onClick={submit}>
            {confirm}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-2"
      >
        <label htmlFor={inputId} className="font-medium text-neutral-900 dark:text-neutral-100">
          {label}
        </label>
        <input
          id={inputId}
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? errorId : undefined}
          className="rounded-lg border border-neutral-300 bg-transparent px-3 py-2 font-mono dark:border-neutral-700"
        />
        {problem && (
          <p id={errorId} className="text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
