/** The first field of a dialog that adds a named thing (a skill, a tool server): its name, in words. */
import { DialogInput } from '../../ui/form-dialog';

export interface NameInputProps {
  /** Names of that kind, for the help line: "“Returns” or “Order lookup”". */
  readonly examples: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
}

export function NameInput({ examples, value, onValue }: NameInputProps) {
  return (
    <DialogInput
      label="Name"
      help={`A few words, such as ${examples}.`}
      autoFocus
      value={value}
      onValue={onValue}
    />
  );
}
