/** Asks for a new server: its name in words, where it runs, and its program or address. */
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { addressOfHostLike } from '../../model/mcp-paste/web-address';
import { helpClass, inputClass, labelClass } from '../../ui/field-classes';
import type { NewServer } from './server-edits';
import { KIND_LABELS, PROGRAM_FIELD } from './server-fields';
import { DialogField } from '../../ui/text-dialog';

export interface AddServerDialogProps {
  readonly onDone: (server: NewServer | undefined) => void;
}

export function AddServerDialog({ onDone }: AddServerDialogProps) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<NewServer['kind']>('streamable-http');
  const [target, setTarget] = useState('');
  const radioName = useId();
  const usable = title.trim() !== '' && target.trim() !== '';
  const submit = () => usable && onDone({ title: title.trim(), kind, target: target.trim() });
  const online = kind === 'streamable-http';
  const address = addressOfHostLike(target);
  return (
    <Dialog
      title="Add a tool server"
      open
      onClose={() => onDone(undefined)}
      actions={
        <>
          <Button onClick={() => onDone(undefined)}>Cancel</Button>
          <Button variant="primary" disabled={!usable} onClick={submit}>
            Add server
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <DialogField label="Name" help="A few words, such as “Orders” or “Calendar”.">
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
        <DialogField
          label={online ? 'Address' : PROGRAM_FIELD.title}
          help={
            online
              ? 'The service’s web address, such as https://orders.your-shop.com/mcp.'
              : PROGRAM_FIELD.help
          }
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              className={inputClass}
              value={target}
              type={online ? 'url' : 'text'}
              placeholder={online ? 'https://' : undefined}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
              onChange={(event) => setTarget(event.target.value)}
            />
          )}
        </DialogField>
        <p role="status" className={`empty:hidden ${helpClass}`}>
          {address === undefined
            ? ''
            : online
              ? `It is added as ${address}.`
              : `This is a web address, so it is added as an online service at ${address}.`}
        </p>
      </div>
    </Dialog>
  );
}
