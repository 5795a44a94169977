/**
 * The writing editor's link dialog: the words the link shows and the address it opens, instead
 * of writing `[text](https://)` into the text for the person to fill in.
 */
import { useState } from 'react';
import { DialogInput, FormDialog } from '../../ui/form-dialog';
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
  return (
    <FormDialog
      title={initialAddress ? 'Change the link' : 'Add a link'}
      confirm={initialAddress ? 'Change link' : 'Add link'}
      usable={typed !== '' && problem === undefined}
      onConfirm={() => onDone({ text: text.trim(), address: completeAddress(typed) })}
      onCancel={() => onDone(undefined)}
    >
      <DialogInput
        label="Text to show"
        help="Left empty, the link shows its address."
        data-autofocus={initialText === '' || undefined}
        value={text}
        onValue={setText}
      />
      <DialogInput
        label="Address"
        help="Copy it from the browser’s address bar, such as https://your-shop.com/returns."
        problem={problem}
        data-autofocus={initialText !== '' || undefined}
        inputMode="url"
        value={address}
        onValue={setAddress}
      />
    </FormDialog>
  );
}
