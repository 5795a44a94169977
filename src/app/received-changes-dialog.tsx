/**
 * Changes sent back in a link, shown to the owner in the Versions view's plain words
 * (plain-changes.ts), group by group (versions/share-changes.ts): each is accepted or left, and
 * accepting is one change to the open solution, which one Undo takes back. A group whose part
 * the owner changed too since sharing says that accepting replaces it.
 */
import { useState } from 'react';
import type { FileTree } from '../model/file-tree';
import type { PlainChange } from '../versions/change';
import { acceptGroup, changedSince, type ChangeGroup } from '../versions/share-changes';
import type { WorkspaceStore } from '../workspace/store';
import { useWorkspace } from '../workspace/react/use-workspace';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { helpClass } from '../ui/field-classes';
import { Notice } from '../ui/notice';
import { WordChanges } from '../ui/word-changes';

interface ReceivedChangesProps {
  /** Who sent them, as the link says (empty when it names nobody). */
  readonly from: string;
  /** The title of the solution they change, as the owner has it now. */
  readonly title: string;
  /** The version the changes were made against, and the sender's tree (that version with them). */
  readonly base: FileTree;
  readonly theirs: FileTree;
  readonly groups: readonly ChangeGroup[];
  /** The open solution's store: accepting changes it. */
  readonly store: WorkspaceStore;
  readonly onClose: () => void;
}

type Decision = 'accepted' | 'left';

export function ReceivedChangesDialog({
  from,
  title,
  base,
  theirs,
  groups,
  store,
  onClose,
}: ReceivedChangesProps) {
  const [decided, setDecided] = useState<ReadonlyMap<number, Decision>>(new Map());
  const readOnly = useWorkspace(store, (state) => state.readOnly);
  const mine = useWorkspace(store, (state) => state.history.present);
  const open = groups.flatMap((group, index) => (decided.has(index) ? [] : [index]));

  const decide = (indexes: readonly number[], decision: Decision) => {
    if (decision === 'accepted')
      store.change((tree) =>
        indexes.reduce((next, index) => acceptGroup(next, theirs, groups[index]!), tree),
      );
    setDecided((was) => new Map([...was, ...indexes.map((index): [number, Decision] => [index, decision])]));
  };
  const sender = from === '' ? 'Someone' : from;
  return (
    <Dialog
      title={`Changes to “${title}”`}
      open
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{open.length === 0 ? 'Close' : 'Close, leaving the rest'}</Button>
          {open.length > 1 && (
            <Button variant="primary" disabled={readOnly} onClick={() => decide(open, 'accepted')}>
              Accept all the rest
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>
          {sender} changed {groups.length === 1 ? 'this' : 'these'} in a copy of “{title}” you shared. Accept
          what you want to take: each one you accept is one change, which Undo takes back.
        </p>
        {readOnly && (
          <Notice role="alert">
            This solution is open in another tab, where it can be changed; take it over here to accept
            changes.
          </Notice>
        )}
        <ul aria-label="Changes sent back" className="flex flex-col gap-2">
          {groups.map((group, index) => (
            <li
              key={index}
              className="flex flex-col gap-1 rounded-lg bg-neutral-50 p-3 dark:bg-neutral-800/60"
            >
              <ul className="flex flex-col gap-1">
                {group.changes.map((change, line) => (
                  <ChangeLine key={line} change={change} />
                ))}
              </ul>
              {!decided.has(index) && changedSince(base, mine, group) && (
                <p className={helpClass}>
                  You have changed this too since you shared it: accepting replaces that.
                </p>
              )}
              <GroupActions
                decision={decided.get(index)}
                label={group.changes[0]?.text ?? ''}
                disabled={readOnly}
                onDecide={(decision) => decide([index], decision)}
              />
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

function ChangeLine({ change }: { change: PlainChange }) {
  const [shown, setShown] = useState(false);
  return (
    <li className="flex flex-col gap-1">
      <span className="flex flex-wrap items-baseline gap-x-3">
        <span>{change.text}</span>
        {change.prose && (
          <button
            type="button"
            aria-expanded={shown}
            className="text-xs text-neutral-600 underline underline-offset-2 dark:text-neutral-400"
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide the words' : 'Show the words'}
          </button>
        )}
      </span>
      {shown && change.prose && <WordChanges before={change.prose.before} after={change.prose.after} />}
    </li>
  );
}

function GroupActions({
  decision,
  label,
  disabled,
  onDecide,
}: {
  decision: Decision | undefined;
  label: string;
  disabled: boolean;
  onDecide: (decision: Decision) => void;
}) {
  if (decision)
    return (
      <p role="status" className="text-sm font-medium">
        {decision === 'accepted' ? 'Accepted' : 'Left out'}
      </p>
    );
  return (
    <span className="flex gap-2">
      <Button
        variant="primary"
        disabled={disabled}
        aria-label={`Accept: ${label}`}
        onClick={() => onDecide('accepted')}
      >
        Accept
      </Button>
      <Button aria-label={`Leave: ${label}`} onClick={() => onDecide('left')}>
        Leave
      </Button>
    </span>
  );
}
