/**
 * Asks before a change that removes something, naming the consequence; the confirming button is
 * a verb. Shared by the Skills and Tools views.
 */
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export interface ConfirmDialogProps {
  readonly title: string;
  /** The question, naming what goes (and that it can be undone). */
  readonly question: string;
  readonly confirm: string;
  readonly onDone: (confirmed: boolean) => void;
}

export function ConfirmDialog({ title, question, confirm, onDone }: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      open
      onClose={() => onDone(false)}
      actions={
        <>
          <Button autoFocus onClick={() => onDone(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => onDone(true)}>
            {confirm}
          </Button>
        </>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
}
