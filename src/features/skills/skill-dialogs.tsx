/** Asks for a new skill: its name in words, and what it does and when to use it. */
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { inputClass } from '../../ui/field-classes';
import { DialogField } from '../../ui/text-dialog';
import { characterCount, counterText, DESCRIPTION_LIMIT } from './skill-fields';

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
      <div className="flex flex-col gap-4">
        <DialogField label="Name" help="A few words, such as “Returns” or “Order lookup”.">
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
        </DialogField>
        <DialogField
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
        </DialogField>
      </div>
    </Dialog>
  );
}
