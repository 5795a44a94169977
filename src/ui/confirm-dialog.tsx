/**
 * The one yes/no question of the app: it names the consequence, and its confirming button is a
 * verb. A question about removing something uses the danger tone, and Cancel takes the focus so a
 * stray Enter keeps the work.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  readonly title: string;
  /** The confirming button's words. */
  readonly confirm: string;
  /** The question, naming what happens (and whether it can be undone). */
  readonly children: ReactNode;
  readonly onDone: (confirmed: boolean) => void;
  readonly tone?: 'primary' | 'danger';
  /** A further choice between Cancel and the confirming button. */
  readonly extra?: ReactNode;
}

export function ConfirmDialog({
  title,
  confirm,
  children,
  onDone,
  tone = 'primary',
  extra,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      open
      onClose={() => onDone(false)}
      actions={
        <>
          <Button autoFocus={tone === 'danger'} onClick={() => onDone(false)}>
            Cancel
          </Button>
          {extra}
          <Button variant={tone} onClick={() => onDone(true)}>
            {confirm}
          </Button>
        </>
      }
    >
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Dialog>
  );
}
