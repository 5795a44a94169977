import type { OwnershipState } from '../persist/ownership';
import type { Downloaded } from '../flows/export';
import type { NoticeText } from '../flows/notice-text';
import { Button } from '../ui/button';
import { ProgressLine } from '../ui/progress-line';
import { FileDigest } from '../ui/file-digest';
import { detailsOf, Notice } from '../ui/notice';

export interface SessionBannerProps {
  readonly ownership: OwnershipState;
  readonly onTakeOver: () => void;
  /** What to say: a failed opening (`failed`, said as an error) or the notes about the solution. */
  readonly said: readonly NoticeText[];
  readonly failed: boolean;
  readonly onDismiss: () => void;
  /** The zip just downloaded: its name, fingerprint and the version it moved on to. */
  readonly downloaded: Downloaded | undefined;
  readonly onDismissDownloaded: () => void;
  /** Work under way (opening a plugin, writing the zip), 0–1. */
  readonly busy: { readonly label: string; readonly ratio: number } | undefined;
}

/**
 * What is said above the workspace: that another tab has the solution (with "Take over"), a failed
 * opening or the notes about the solution, a download just made, and the progress of work under way.
 */
export function SessionBanner(props: SessionBannerProps) {
  const { ownership, said, failed, downloaded, busy } = props;
  // The sentences run on as one text.
  const text = said.length > 0 ? said.map((one) => one.message).join(' ') : undefined;
  if (!text && !busy && !downloaded && ownership === 'owner') return null;
  return (
    <div className="flex flex-col gap-2 px-4 py-2 text-sm">
      {ownership !== 'owner' && (
        <Notice as="div" role="alert" className="flex flex-wrap items-center gap-3">
          <span className="flex-1">
            {ownership === 'lost'
              ? 'This solution is now being edited in another tab. This tab is read-only, so nothing is overwritten.'
              : 'This solution is open in another tab. This tab is read-only until you take over.'}
          </span>
          <Button onClick={props.onTakeOver}>Take over</Button>
        </Notice>
      )}
      {text && (
        <Notice
          as="div"
          tone={failed ? 'error' : 'warning'}
          role={failed ? 'alert' : 'status'}
          className="flex flex-wrap items-start gap-3"
          details={detailsOf(said)}
        >
          <span className="flex-1">{text}</span>
          {said.some((one) => one.reload) && (
            // Reloading stores pending work on the way out (persist/page-lifecycle.ts).
            <Button variant="primary" className="py-0.5" onClick={() => window.location.reload()}>
              Reload
            </Button>
          )}
          <Button variant="ghost" className="py-0.5" onClick={props.onDismiss}>
            Dismiss
          </Button>
        </Notice>
      )}
      {downloaded && (
        <Notice as="div" tone="done" role="status" className="flex flex-wrap items-start gap-3">
          <span className="flex flex-1 flex-col gap-1">
            <span>
              Downloaded <strong className="font-semibold">{downloaded.name}</strong>.
              {downloaded.movedOn && <> {movedOnSentence(downloaded.movedOn)}</>} Next, install it in Bailey,
              or send it to the person who will.
            </span>
            <FileDigest name={downloaded.name} sha256={downloaded.sha256} />
          </span>
          <Button variant="ghost" className="py-0.5" onClick={props.onDismissDownloaded}>
            Dismiss
          </Button>
        </Notice>
      )}
      {busy && <ProgressLine label={busy.label} ratio={busy.ratio} layout="beside" />}
    </div>
  );
}

/** What the version did by itself, in a sentence that says where to choose it instead. */
function movedOnSentence({ to, was, changes }: NonNullable<Downloaded['movedOn']>): string {
  const after = `${changes} ${changes === 1 ? 'change' : 'changes'} since your last download`;
  const from = was === undefined ? '' : ` (it was ${was})`;
  return `Its version is now ${to}${from}, after ${after}; you can choose it yourself in Package.`;
}
