/**
 * The writing editor's link dialog: the words the link shows and the address it opens, instead
 * of writing `[text](https://)` into the text for the person to fill in.
 */
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { DialogField } from '../../ui/text-dialog';
import { inputClass } from '../../ui/field-classes';
import { linkAddressProblem } from './prose-commands';

export interface LinkDialogProps {
  /** What the link says and opens now: the selected words, or the link being changed. */
  readonly text: string;
  readonly address: string;
  /** The words and address to write, or `undefined` when the person cancelled. */
  readonly onDone: (link: { text: string; address: string } | undefined) => void;
}

/** An address as typed, with https:// added when it starts like a web site ("www.…"). */
function completeAddress(address: string): string {
  return /^www\./i.test(address) ? `https://${address}` : address;
}

export function LinkDialog({ text: initialText, address: initialAddress, onDone }: LinkDialogProps) {
  const [text, setText] = useState(initialText);
  const [address, setAddress] = useState(initialAddress);
  const typed = address.trim();
  const problem = typed === '' ? undefined : linkAddressProblem(typed);
  const usable = typed !== '' && problem === undefined;
  const submit = () => usable && onDone({ text: text.trim(), address: completeAddress(typed) });
  return (
    <Dialog
      title={initialAddress ? 'Change the link' : 'Add a link'}
      open
      onClose={() => onDone(undefined)}
      actions={
        <>
          <Button onClick={() => onDone(undefined)}>Cancel</Button>
          <Button variant="primary" disabled={!usable} onClick={submit}>
            {initialAddress ? 'Change link' : 'Add link'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <DialogField label="Text to show" help="Left empty, the link shows its address.">
          {({ id, describedBy }) => (
            <input
              id={id}
              data-autofocus={initialText === '' || undefined}
              className={inputClass}
              value={text}
              autoComplete="off"
              aria-describedby={describedBy}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </DialogField>
        <DialogField
          label="Address"
          help="Copy it from the browser’s address bar, such as https://your-shop.com/returns."
          problem={problem}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              data-autofocus={initialText !== '' || undefined}
              inputMode="url"
              className={inputClass}
              value={address}
              autoComplete="off"
              aria-invalid={problem !== undefined || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </DialogField>
      </div>
    </Dialog>
  );
}
