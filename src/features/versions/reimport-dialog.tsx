/**
 * Opening a zip or folder of a solution this browser already keeps (the same package name): before
 * anything else, offer to compare the two in plain words. Opening never replaces the stored
 * solution; the person chooses which one to work on.
 */
import { useState } from 'react';
import type { FileTree } from '../../model/file-tree';
import type { PlainChange } from '../../versions/change';
import { plainChanges } from '../../versions/plain-changes';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { helpClass } from '../../ui/field-classes';

export interface ReimportDialogProps {
  readonly title: string;
  /** The tree just opened. */
  readonly opened: FileTree;
  /** Reads the solution kept in this browser (`undefined` when it is gone). */
  readonly loadStored: () => Promise<FileTree | undefined>;
  readonly onOpenNew: () => void;
  readonly onOpenStored: () => void;
  readonly onCancel: () => void;
}

export function ReimportDialog({
  title,
  opened,
  loadStored,
  onOpenNew,
  onOpenStored,
  onCancel,
}: ReimportDialogProps) {
  const [changes, setChanges] = useState<readonly PlainChange[] | string | undefined>();
  const compare = () =>
    loadStored().then(
      (stored) =>
        setChanges(stored ? plainChanges(stored, opened) : 'The one in this browser could not be read.'),
      () => setChanges('The one in this browser could not be read.'),
    );
  return (
    <Dialog
      title={`“${title}” is already in this browser`}
      open
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button onClick={onOpenStored}>Open the one in this browser</Button>
          <Button variant="primary" onClick={onOpenNew}>
            Open this one as a new solution
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>Opening it keeps the one in this browser as it is; this one becomes a solution of its own.</p>
        {changes === undefined && (
          <div>
            <Button onClick={() => void compare()}>Compare with the one in this browser</Button>
          </div>
        )}
        {typeof changes === 'string' && <p role="alert">{changes}</p>}
        {Array.isArray(changes) &&
          (changes.length === 0 ? (
            <p className={helpClass}>They are the same.</p>
          ) : (
            <>
              <p>
                What this one has changed, compared with the one in this browser ({changes.length}{' '}
                {changes.length === 1 ? 'change' : 'changes'}):
              </p>
              <ul aria-label="Differences" className="flex list-disc flex-col gap-1 pl-5">
                {changes.map((change, index) => (
                  <li key={index}>{change.text}</li>
                ))}
              </ul>
            </>
          ))}
      </div>
    </Dialog>
  );
}
