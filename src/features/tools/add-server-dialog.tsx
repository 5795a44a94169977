/** Asks for a new server: its name in words, where it runs, and its program or address. */
import { useId, useState } from 'react';
import { addressOfHostLike } from '../../model/mcp-paste/web-address';
import { helpClass, labelClass } from '../../ui/field-classes';
import { DialogInput, FormDialog } from '../../ui/form-dialog';
import { NameInput } from '../forms/name-input';
import type { NewServer } from './server-edits';
import { KIND_LABELS, PROGRAM_FIELD } from './server-fields';

export interface AddServerDialogProps {
  readonly onDone: (server: NewServer | undefined) => void;
}

export function AddServerDialog({ onDone }: AddServerDialogProps) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<NewServer['kind']>('streamable-http');
  const [target, setTarget] = useState('');
  const radioName = useId();
  const online = kind === 'streamable-http';
  const address = addressOfHostLike(target);
  return (
    <FormDialog
      title="Add a tool server"
      confirm="Add server"
      usable={title.trim() !== '' && target.trim() !== ''}
      onConfirm={() => onDone({ title: title.trim(), kind, target: target.trim() })}
      onCancel={() => onDone(undefined)}
    >
      <NameInput examples="“Orders” or “Calendar”" value={title} onValue={setTitle} />
      <fieldset className="flex flex-col gap-2">
        <legend className={`mb-1 ${labelClass}`}>Where it runs</legend>
        {(['streamable-http', 'stdio'] as const).map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={radioName}
              className="accent-accent-600"
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            {option === 'stdio'
              ? `${KIND_LABELS.stdio} — Bailey starts it`
              : `${KIND_LABELS.online} — reached over the internet`}
          </label>
        ))}
      </fieldset>
      <DialogInput
        label={online ? 'Address' : PROGRAM_FIELD.title}
        help={
          online ? 'The service’s web address, such as https://orders.your-shop.com/mcp.' : PROGRAM_FIELD.help
        }
        type={online ? 'url' : 'text'}
        placeholder={online ? 'https://' : undefined}
        spellCheck={false}
        value={target}
        onValue={setTarget}
      />
      <p role="status" className={`empty:hidden ${helpClass}`}>
        {address === undefined
          ? ''
          : online
            ? `It is added as ${address}.`
            : `This is a web address, so it is added as an online service at ${address}.`}
      </p>
    </FormDialog>
  );
}
