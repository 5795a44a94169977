/**
 * Before a download, for a person who asked to be asked (the Package view's "Ask me before each
 * download"): what changed since the last download in plain words, and the next package version,
 * which she can take, change, or leave. Taking a version writes it into the package details only;
 * noting the changes in the plugin's change history (with lines she can edit first) writes that
 * file too. Both are one undoable change.
 */
import { useId, useState } from 'react';
import { changeLogUnwritable, hasChangeLog } from '../../versions/change-log';
import {
  changeLines,
  localDay,
  withDownloadVersion,
  type ChangesSinceDownload,
} from '../../versions/download-version';
import type { WorkspaceStore } from '../../workspace/store';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { helpClass, inputClass, labelClass } from '../../ui/field-classes';

export interface BeforeExportDialogProps {
  readonly found: ChangesSinceDownload;
  readonly store: WorkspaceStore;
  /** Called with true to go on with the download, false when the person cancelled. */
  readonly onDone: (download: boolean) => void;
}

export function BeforeExportDialog({ found, store, onDone }: BeforeExportDialogProps) {
  const [version, setVersion] = useState(found.suggested);
  // A plugin that keeps a change history gets the entry unless the person says no; others only when asked.
  const [unwritable] = useState(() => changeLogUnwritable(store.getState().history.present));
  const [noteChanges, setNoteChanges] = useState(
    () => unwritable === undefined && hasChangeLog(store.getState().history.present),
  );
  const [noteLines, setNoteLines] = useState(() => changeLines(found.changes).join('\n'));
  const fieldId = useId();
  const count = found.changes.length;
  const download = (typed: string | undefined) => {
    const version = typed?.trim() || undefined;
    if ((version !== undefined && version !== found.current) || noteChanges)
      store.run((present) =>
        withDownloadVersion(present, {
          version,
          current: found.current,
          noteLines: noteChanges ? noteLines.split('\n') : undefined,
          date: localDay(new Date()),
        }),
      );
    onDone(true);
  };
  return (
    <Dialog
      title={`Changed since your last download: ${count} ${count === 1 ? 'thing' : 'things'}`}
      open
      onClose={() => onDone(false)}
      actions={
        <>
          <Button onClick={() => onDone(false)}>Cancel</Button>
          {found.current !== undefined && (
            <Button onClick={() => download(undefined)}>Keep version {found.current}</Button>
          )}
          <Button variant="primary" onClick={() => download(version)}>
            Download
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <ul aria-label="What changed" className="flex list-disc flex-col gap-1 pl-5">
          {found.changes.map((change, index) => (
            <li key={index}>{change.text}</li>
          ))}
        </ul>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className={labelClass}>
            Version of this download
          </label>
          <input
            id={fieldId}
            value={version}
            onChange={(event) => setVersion(event.target.value)}
            aria-describedby={`${fieldId}-help`}
            className={inputClass}
            spellCheck={false}
          />
          <p id={`${fieldId}-help`} className={helpClass}>
            Suggested: {found.suggested}
            {found.current !== undefined ? ` (it is ${found.current} now)` : ''}. A small step for rewording,
            a middle one for something added, a big one for something taken away or a tool that may now change
            things, so whoever installs it knows what to check.
          </p>
        </div>
        <label className="flex items-start gap-2 text-sm text-neutral-800 dark:text-neutral-200">
          <input
            type="checkbox"
            className="mt-1"
            checked={noteChanges}
            disabled={unwritable !== undefined}
            aria-describedby={unwritable ? `${fieldId}-unwritable` : undefined}
            onChange={(event) => setNoteChanges(event.target.checked)}
          />
          Also note these changes in the solution&rsquo;s change history, for whoever installs it
        </label>
        {unwritable && (
          <p id={`${fieldId}-unwritable`} className={helpClass}>
            {unwritable}
          </p>
        )}
        {noteChanges && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${fieldId}-note`} className={labelClass}>
              What the change history will say
            </label>
            <textarea
              id={`${fieldId}-note`}
              value={noteLines}
              onChange={(event) => setNoteLines(event.target.value)}
              aria-describedby={`${fieldId}-note-help`}
              rows={Math.min(8, Math.max(3, count + 1))}
              className={inputClass}
            />
            <p id={`${fieldId}-note-help`} className={helpClass}>
              One change per line. It goes at the top of the history, under this download&rsquo;s version and
              today&rsquo;s date.
            </p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
