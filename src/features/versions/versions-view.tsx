/**
 * The Versions view: the versions kept of this solution (at every download and whenever the
 * person saves one), what changed since any of them — in plain words, each line opening the place
 * it is about, or as files — and going back to one as a single undoable change.
 */
import { useId, useState } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import type { Version } from '../../versions/version';
import { Button } from '../../ui/button';
import { onPageSubmit } from '../../ui/page-submit';
import { useReadOnly } from '../../ui/read-only';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { helpClass, inputClass, labelClass } from '../../ui/field-classes';
import { useVersionList, useVersionsAccess, type VersionsAccess } from './versions-access';
import type { UnreadableVersionRecord } from '../../persist/versions';
import { VersionComparison } from './version-comparison';
import { formatTime, versionLabel } from './version-label';
import { Notice } from '../../ui/notice';

export interface VersionsViewProps {
  readonly store: WorkspaceStore;
}

export default function VersionsView({ store }: VersionsViewProps) {
  const access = useVersionsAccess();
  const { versions, unreadable, error } = useVersionList(access);
  const [chosen, setChosen] = useState<string | undefined>();
  const [restoring, setRestoring] = useState<Version | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const compared = versions?.find((v) => v.id === chosen) ?? versions?.[0];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <h1 id="versions-view-title" tabIndex={-1} className="text-2xl font-semibold outline-none">
        Versions
      </h1>
      <p className={helpClass}>
        A version is kept each time you download this solution, and whenever you save one here. You can see
        what changed since any of them, and go back to one; what you have now is kept first.
      </p>
      {!access ? (
        <p className={helpClass}>Versions are kept only for solutions stored in this browser.</p>
      ) : (
        <>
          <SaveVersion access={access} store={store} onFailure={setFailure} />
          {(failure ?? error) && (
            <Notice tone="error" role="alert">
              {failure ?? error}
            </Notice>
          )}
          {versions === undefined && !error && <p className={helpClass}>Loading…</p>}
          {unreadable.length > 0 && (
            <Notice tone="warning" role="status">
              {unreadableSentence(unreadable)}
            </Notice>
          )}
          {versions?.length === 0 && unreadable.length === 0 && (
            <p className={`rounded-lg bg-neutral-100 p-4 dark:bg-neutral-900 ${helpClass}`}>
              No versions yet. The first one is kept when you download, or when you choose Save a version.
            </p>
          )}
          {compared && (
            <VersionComparison
              key={compared.id}
              access={access}
              store={store}
              version={compared}
              label={versionLabel(compared)}
            />
          )}
          {versions && versions.length > 0 && (
            <VersionList
              versions={versions}
              compared={compared}
              onCompare={(v) => setChosen(v.id)}
              onRestore={setRestoring}
            />
          )}
        </>
      )}
      {restoring && access && (
        <ConfirmDialog
          title={`Go back to ${versionLabel(restoring)}?`}
          confirm="Restore"
          onDone={(confirmed) => {
            setRestoring(undefined);
            if (!confirmed) return;
            setFailure(undefined);
            void restore(access, store, restoring).catch((e: unknown) =>
              setFailure(e instanceof Error ? e.message : String(e)),
            );
          }}
        >
          What you have now is kept as a version first, so you can come back to it. You can also undo the
          restore.
        </ConfirmDialog>
      )}
    </div>
  );
}

/** "Save a version", with an optional note. */
function SaveVersion({
  access,
  store,
  onFailure,
}: {
  access: VersionsAccess;
  store: WorkspaceStore;
  onFailure: (message: string | undefined) => void;
}) {
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState(false);
  const readOnly = useReadOnly();
  const noteId = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={onPageSubmit(() => {
        onFailure(undefined);
        setSaved(false);
        access.keep(store.getState().history.present, { note }).then(
          () => {
            setNote('');
            setSaved(true);
          },
          (e: unknown) => onFailure(e instanceof Error ? e.message : String(e)),
        );
      })}
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={noteId} className={labelClass}>
          Note (optional)
        </label>
        <input
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="For example: before the new returns policy"
          className={inputClass}
        />
      </div>
      <Button type="submit" variant="primary" disabled={readOnly}>
        Save a version
      </Button>
      {saved && (
        <span role="status" className={helpClass}>
          Version saved.
        </span>
      )}
    </form>
  );
}

function VersionList({
  versions,
  compared,
  onCompare,
  onRestore,
}: {
  versions: readonly Version[];
  compared: Version | undefined;
  onCompare: (version: Version) => void;
  onRestore: (version: Version) => void;
}) {
  const readOnly = useReadOnly();
  return (
    <section aria-labelledby="versions-kept" className="flex flex-col gap-2">
      <h2 id="versions-kept" className="text-lg font-semibold">
        Kept versions
      </h2>
      <ol
        aria-label="Kept versions"
        className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
      >
        {versions.map((version) => {
          const label = versionLabel(version);
          return (
            <li
              key={version.id}
              aria-label={label}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2"
            >
              <div className="flex min-w-0 flex-1 basis-64 flex-col gap-0.5">
                <span className="text-sm font-medium">
                  {formatTime(version.time)}
                  {version.packageVersion && (
                    <span className="font-normal text-neutral-600 dark:text-neutral-400">
                      {' '}
                      · version {version.packageVersion}
                    </span>
                  )}
                  {version.exported && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 text-xs font-normal text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100">
                      Downloaded
                    </span>
                  )}
                  {version.beforeRestore && (
                    <span className="ml-2 rounded-full bg-sky-100 px-2 text-xs font-normal text-sky-900 dark:bg-sky-900/40 dark:text-sky-100">
                      Kept before going back
                    </span>
                  )}
                  {version.link && (
                    <span className="ml-2 rounded-full bg-violet-100 px-2 text-xs font-normal text-violet-900 dark:bg-violet-900/40 dark:text-violet-100">
                      {version.link.way === 'shared'
                        ? 'Shared as a link'
                        : `Kept from a link${version.link.from ? ` from ${version.link.from}` : ''}`}
                    </span>
                  )}
                </span>
                {version.note && <span className="text-sm">{version.note}</span>}
                <span className={helpClass}>{version.summary}</span>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  aria-label={`Compare ${label} with now`}
                  aria-pressed={compared?.id === version.id}
                  onClick={() => onCompare(version)}
                >
                  Compare with now
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Restore ${label}`}
                  disabled={readOnly}
                  onClick={() => onRestore(version)}
                >
                  Restore
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Keeps the current tree as a version, then puts the chosen version's tree in its place as one
 * change (so Undo brings the current one back).
 */
async function restore(access: VersionsAccess, store: WorkspaceStore, version: Version): Promise<void> {
  const current = store.getState().history.present;
  // Marked, so that however many versions follow, this one is never let go.
  await access.keep(current, { beforeRestore: true });
  const tree = await access.load(version, current);
  store.change(() => tree);
}

/**
 * "The version kept on 3 Dec, 14:02 could not be read …": version records storage damaged are
 * said, never left out of sight (#37 item 7), with what can still be done.
 */
function unreadableSentence(unreadable: readonly UnreadableVersionRecord[]): string {
  const times = unreadable.flatMap(({ time }) => (time === undefined ? [] : [formatTime(time)]));
  const one = unreadable.length === 1;
  const when =
    times.length === 0
      ? ''
      : times.length === unreadable.length && times.length <= 3
        ? ` (kept ${times.join(', ')})`
        : '';
  const what = one ? 'One kept version' : `${unreadable.length} kept versions`;
  return `${what}${when} could not be read from this browser's storage, so ${one ? 'it' : 'they'} cannot be compared or restored. ${one ? 'It is' : 'They are'} kept as ${one ? 'it was' : 'they were'}; what you have now and the other versions are not affected, and saving a version or downloading keeps what you have.`;
}
