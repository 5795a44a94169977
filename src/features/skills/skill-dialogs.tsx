/** Asks for a new skill: its name in words, and what it does and when to use it. */
import { useState } from 'react';
import { DialogInput, FormDialog } from '../../ui/form-dialog';
import { NameInput } from '../forms/name-input';
import { characterCount, counterText, DESCRIPTION_LIMIT } from './skill-fields';

export interface AddSkillDialogProps {
  readonly onDone: (skill: { title: string; description: string } | undefined) => void;
}

/** Asks for a new skill's name in words and what it does and when to use it. */
export function AddSkillDialog({ onDone }: AddSkillDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const count = characterCount(description);
  return (
    <FormDialog
      title="Add a skill"
      confirm="Add skill"
      usable={title.trim() !== '' && count <= DESCRIPTION_LIMIT}
      onConfirm={() => onDone({ title: title.trim(), description: description.trim() })}
      onCancel={() => onDone(undefined)}
    >
      <NameInput examples="“Returns” or “Order lookup”" value={title} onValue={setTitle} />
      <DialogInput
        label="What it does and when to use it"
        help="For example: “Explains our returns and starts a return. Use when a customer wants to send something back.” You can change it later."
        problem={count > DESCRIPTION_LIMIT ? counterText(count) : undefined}
        rows={3}
        className="field-sizing-content min-h-24"
        value={description}
        onValue={setDescription}
      />
    </FormDialog>
  );
}
