/**
 * "Copy a link to this draft" and, in a copy kept from a link, "Copy a link with my changes": two
 * more choices in the Export menu. The dialog makes the link at once and says in one line what it
 * carries, names each file left out and why, and refuses a link longer than chat and mail tools
 * keep, offering the zip instead. Copying a draft link keeps the version it was made from, marked,
 * so changes sent back against it can be shown (share-links.ts).
 */
import { Copy } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { SOME_CHAT_TOOLS_CUT_AT, LONGEST_LINK_TO_SHARE } from '../archive/share-link-limits';
import { size } from '../archive/archive-messages';
import { groupDigits } from '../model/digits';
import type { FileTree } from '../model/file-tree';
import type { LeftOut } from '../model/share-link-contents';
import type { Version } from '../versions/version';
import { useVersionList, useVersionsAccess, type VersionsAccess } from '../features/versions/versions-access';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { helpClass, inputClass, labelClass } from '../ui/field-classes';
import { Notice } from '../ui/notice';
import type { MadeLink } from './share-links';

/** One more choice for the Export menu. */
interface ShareChoice {
  readonly id: string;
  readonly label: string;
  readonly summary: string;
  readonly choose: () => void;
}

type Kind = 'draft' | 'changes';

/**
 * The link choices of the open solution, and the dialog of the one chosen (drawn by the caller,
 * outside the menu, which closes). `onDownloadZip` starts the plain export.
 */
export function useShareLinks(
  getTree: () => FileTree,
  onDownloadZip: () => void,
): { readonly choices: readonly ShareChoice[]; readonly dialog: ReactNode } {
  const access = useVersionsAccess();
  const { versions } = useVersionList(access);
  const received = versions?.find((version) => version.link?.way === 'received');
  // The tree is taken when the choice is made; the dialog is modal, so it cannot change meanwhile.
  const [making, setMaking] = useState<{ kind: Kind; tree: FileTree }>();
  const choices: ShareChoice[] = [
    {
      id: 'share-draft',
      label: 'Copy a link to this draft',
      summary: 'The files inside a link for a chat or an email: no account, nothing uploaded.',
      choose: () => setMaking({ kind: 'draft', tree: getTree() }),
    },
  ];
  if (received)
    choices.push({
      id: 'share-changes',
      label: 'Copy a link with my changes',
      summary: `Only what you changed since you kept it from ${senderOf(received)}, for them to take or leave.`,
      choose: () => setMaking({ kind: 'changes', tree: getTree() }),
    });
  const dialog = making && access && (
    <ShareDialog
      kind={making.kind}
      tree={making.tree}
      access={access}
      received={received}
      onDownloadZip={() => {
        setMaking(undefined);
        onDownloadZip();
      }}
      onClose={() => setMaking(undefined)}
    />
  );
  return { choices, dialog };
}

function senderOf(version: Version): string {
  return version.link?.from ? `“${version.link.from}”` : 'a link';
}

type Made =
  | { readonly step: 'making' }
  | { readonly step: 'made'; readonly made: MadeLink; readonly title: string }
  /** A copy with no change since it was kept: there is nothing to send back. */
  | { readonly step: 'unchanged' }
  | { readonly step: 'failed' };

interface ShareDialogProps {
  readonly kind: Kind;
  /** The solution when the link was asked for. */
  readonly tree: FileTree;
  readonly access: VersionsAccess;
  readonly received: Version | undefined;
  readonly onDownloadZip: () => void;
  readonly onClose: () => void;
}

function ShareDialog({ kind, tree, access, received, onDownloadZip, onClose }: ShareDialogProps) {
  const [from, setFrom] = useState('');
  const [made, setMade] = useState<Made>({ step: 'making' });
  const [copied, setCopied] = useState<'copied' | 'by-hand'>();
  const fromId = useId();
  const linkId = useId();

  // Made again a moment after the name changes: the link carries it.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void make(kind, tree, from.trim(), access, received).then(
        (result) => live && setMade(result),
        () => live && setMade({ step: 'failed' }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, tree, from, access, received]);

  const link = made.step === 'made' && made.made.fits ? made.made : undefined;
  /** The version a draft link was made from is kept once the link leaves the dialog. */
  const keepVersion = () => {
    if (link?.mark) void access.keep(tree, { link: link.mark }).catch(() => undefined);
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.link);
      setCopied('copied');
    } catch {
      setCopied('by-hand');
      document.getElementById(linkId)?.focus();
    }
    keepVersion();
  };

  return (
    <Dialog
      title={kind === 'draft' ? 'Copy a link to this draft' : 'Copy a link with my changes'}
      open
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{copied ? 'Close' : 'Cancel'}</Button>
          {made.step === 'made' && !made.made.fits ? (
            <Button variant="primary" onClick={onDownloadZip}>
              Download the zip instead
            </Button>
          ) : (
            <Button variant="primary" disabled={!link} onClick={() => void copy()}>
              <Copy aria-hidden className="size-4" />
              <span>Copy the link</span>
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className={labelClass}>
            Your name (optional)
          </label>
          <input
            id={fromId}
            data-autofocus
            className={inputClass}
            value={from}
            maxLength={80}
            autoComplete="name"
            onChange={(event) => {
              setFrom(event.target.value);
              setCopied(undefined);
            }}
          />
          <p className={helpClass}>Shown to whoever opens the link, so they know who sent it.</p>
        </div>
        <MadeSummary kind={kind} made={made} received={received} />
        {link && (
          <div className="flex flex-col gap-1">
            <label htmlFor={linkId} className={labelClass}>
              The link
            </label>
            <input
              id={linkId}
              readOnly
              className={`${inputClass} font-mono text-xs`}
              value={link.link}
              onFocus={(event) => event.currentTarget.select()}
              onCopy={keepVersion}
            />
          </div>
        )}
        {copied === 'copied' && (
          <Notice tone="done" role="status">
            Copied. Paste it into a chat or an email; it opens in the builder, in their own browser.
          </Notice>
        )}
        {copied === 'by-hand' && (
          <Notice role="status">
            This browser did not let the page copy it: copy it from the box above.
          </Notice>
        )}
      </div>
    </Dialog>
  );
}

async function make(
  kind: Kind,
  tree: FileTree,
  from: string,
  access: VersionsAccess,
  received: Version | undefined,
): Promise<Made> {
  const [{ makeChangesLink, makeDraftLink }, { solutionHeadline }] = await Promise.all([
    import('./share-links'),
    import('../model/solution-headline'),
  ]);
  const address = window.location.href;
  if (kind === 'draft')
    return {
      step: 'made',
      made: await makeDraftLink(tree, from, address),
      title: solutionHeadline(tree).title,
    };
  if (!received?.link) return { step: 'failed' };
  const base = await access.load(received, tree);
  const title = solutionHeadline(base).title;
  const made = await makeChangesLink(base, tree, { mark: received.link, title }, from, address);
  return made ? { step: 'made', made, title } : { step: 'unchanged' };
}

/** What the link carries, in one line; what it leaves out; or why there is none. */
function MadeSummary({ kind, made, received }: { kind: Kind; made: Made; received: Version | undefined }) {
  switch (made.step) {
    case 'making':
      return (
        <p role="status" className={helpClass}>
          Making the link…
        </p>
      );
    case 'failed':
      return (
        <Notice role="alert" tone="error">
          The link could not be made. Your work is unchanged; download the zip instead.
        </Notice>
      );
    case 'unchanged':
      return (
        <p role="status">
          Nothing has changed since you kept this from {received ? senderOf(received) : 'a link'}, so there is
          nothing to send back.
        </p>
      );
  }
  const { made: link, title } = made;
  if (link.tooLarge !== undefined)
    return (
      <Notice role="alert">
        This solution holds {size(link.tooLarge)} of files, far more than a link can carry, so no link was
        made. Download the zip instead.
      </Notice>
    );
  const files = `${groupDigits(link.files)} ${link.files === 1 ? 'file' : 'files'}`;
  return (
    <>
      <p role="status">
        {kind === 'draft'
          ? `It carries “${title}”, ${files}, inside the link itself (${groupDigits(link.length)} characters): nothing is uploaded, and whoever opens it reads it in their own browser.`
          : `It carries only what you changed in “${title}” since you kept it (${files} changed or taken away, ${groupDigits(link.length)} characters): nothing is uploaded.`}
      </p>
      {link.leftOut.length > 0 && <LeftOutList leftOut={link.leftOut} />}
      {!link.fits && (
        <Notice role="alert">
          This link would be {groupDigits(link.length)} characters long, more than the{' '}
          {groupDigits(LONGEST_LINK_TO_SHARE)} that chat and mail programs keep whole, so it is not offered.
          Download the zip instead.
        </Notice>
      )}
      {link.fits && link.length > SOME_CHAT_TOOLS_CUT_AT && (
        <p className={helpClass}>
          Some chat programs cut long messages (Discord at 2,000 characters, Telegram at 4,096): send it by
          email, or in Slack or Teams.
        </p>
      )}
    </>
  );
}

function LeftOutList({ leftOut }: { leftOut: readonly LeftOut[] }) {
  return (
    <section aria-label="Left out of the link" className="flex flex-col gap-1">
      <h3 className="font-medium text-neutral-900 dark:text-neutral-100">Left out of the link</h3>
      <ul className="list-disc space-y-1 pl-5">
        {leftOut.map(({ path, reason }) => (
          <li key={path}>
            “{path.slice(path.lastIndexOf('/') + 1)}”:{' '}
            {reason === 'secret'
              ? 'it looks like it holds a key or a password'
              : 'it is not text, and too large for a link'}
          </li>
        ))}
      </ul>
    </section>
  );
}
