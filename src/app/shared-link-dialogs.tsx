/**
 * What opening a link shows. The link is read in the archive worker (share-link.ts) and then:
 * - a draft: what it holds, read-only (title, what it does, its parts, who sent it), with "Keep a
 *   copy" (a new solution in the library, with the version it came as kept and marked) and "Close";
 *   nothing is stored before that click;
 * - changes: the version they were made against is looked for among the versions this browser
 *   shared; its solution is opened (the library's way in, which asks about unsaved work) and the
 *   changes are shown to take or leave (received-changes-dialog.tsx); a version no longer here is
 *   said so;
 * - a refusal: its one sentence, and nothing kept.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { readLinkInWorker } from '../archive/page/archive-client';
import type { ChangesPayload, LinkReadResult } from '../archive/share-link';
import type { LinkRefusal } from '../archive/share-link-messages';
import { sentenceTitle } from '../model/display-names';
import type { FileTree } from '../model/file-tree';
import { readMcp } from '../model/mcp-config';
import { listSkillFolders, skillPath } from '../model/skill-files';
import { readSolution } from '../model/solution-document';
import { solutionHeadline } from '../model/solution-headline';
import type { SolutionId } from '../persist/ids';
import { changeGroups, withChanges, type ChangeGroup } from '../versions/share-changes';
import { treeHash } from '../versions/tree-hash';
import type { WorkspaceStore } from '../workspace/store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { helpClass } from '../ui/field-classes';
import { detailsOf, Notice } from '../ui/notice';
import { library, versionStore } from './library';
import { ReceivedChangesDialog } from './received-changes-dialog';
import { findBase, type FoundBase } from './share-links';

export interface SharedLinkDialogsProps {
  /** The address fragment the link came in. */
  readonly fragment: string;
  /** The solution open now, if any. */
  readonly open: { readonly id: string; readonly store: WorkspaceStore } | undefined;
  /** Opens a stored solution the way the library does. */
  readonly onOpenStored: (id: SolutionId) => void;
  /** Called when the person is done with the link. */
  readonly onDone: () => void;
}

type Draft = Extract<LinkReadResult, { kind: 'draft' }>;

type Step =
  | { readonly step: 'reading' }
  | { readonly step: 'refused'; readonly refused: LinkRefusal }
  | { readonly step: 'draft'; readonly draft: Draft; readonly keeping?: boolean; readonly failed?: string }
  | { readonly step: 'finding'; readonly changes: ChangesPayload }
  | { readonly step: 'not-found'; readonly changes: ChangesPayload }
  /** The solution the changes are for is being opened; they show once it is. */
  | { readonly step: 'opening'; readonly changes: ChangesPayload; readonly found: FoundBase }
  | {
      readonly step: 'changes';
      readonly changes: ChangesPayload;
      readonly base: FileTree;
      readonly theirs: FileTree;
      readonly groups: readonly ChangeGroup[];
    }
  | { readonly step: 'failed'; readonly message: string };

const DO_NOT_FIT =
  'The changes in this link do not fit the version they say they were made against, so they were not shown.';
const COULD_NOT_READ =
  'This link could not be read: part of the builder did not load. Reload the page and open it again.';

export default function SharedLinkDialogs({ fragment, open, onOpenStored, onDone }: SharedLinkDialogsProps) {
  const [at, setAt] = useState<Step>({ step: 'reading' });
  // What the page has open now, and how to open another, for the link's reading to consult.
  const latest = useRef({ open, onOpenStored });
  useEffect(() => {
    latest.current = { open, onOpenStored };
  });

  useEffect(() => {
    let live = true;
    readLinkInWorker(fragment).then(
      async (result) => {
        if (!live) return;
        if (result.kind === 'refused') return setAt({ step: 'refused', refused: result.refused });
        if (result.kind === 'draft') return setAt({ step: 'draft', draft: result });
        setAt({ step: 'finding', changes: result });
        const ids = (await library.list()).map((solution) => solution.id);
        const found = await findBase(result.base, ids, (id) => versionStore.list(id));
        if (!live) return;
        if (!found) return setAt({ step: 'not-found', changes: result });
        setAt({ step: 'opening', changes: result, found });
        if (latest.current.open?.id !== found.solutionId)
          latest.current.onOpenStored(found.solutionId as SolutionId);
      },
      () => live && setAt({ step: 'failed', message: COULD_NOT_READ }),
    );
    return () => {
      live = false;
    };
  }, [fragment]);

  // The changes show once their solution is open here (at once, when it already was).
  const waiting = at.step === 'opening' ? at : undefined;
  const openId = open?.id;
  useEffect(() => {
    const store = latest.current.open?.store;
    if (!waiting || !store || openId !== waiting.found.solutionId) return;
    let live = true;
    const current = store.getState().history.present;
    versionStore.load(waiting.found.solutionId, waiting.found.version, current).then(
      (base) => {
        if (!live) return;
        const theirs = withChanges(base, waiting.changes);
        if (!theirs) return setAt({ step: 'failed', message: DO_NOT_FIT });
        setAt({
          step: 'changes',
          changes: waiting.changes,
          base,
          theirs,
          groups: changeGroups(base, theirs),
        });
      },
      (error: unknown) =>
        live && setAt({ step: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [waiting, openId]);

  const keep = async (draft: Draft) => {
    setAt({ step: 'draft', draft, keeping: true });
    try {
      const { tree, from } = draft;
      const kept = await library.create({ title: solutionHeadline(tree).title, tree });
      const mark = { way: 'received', hash: await treeHash(tree), ...(from ? { from } : {}) } as const;
      await versionStore.keep(kept.id, tree, { link: mark });
      onOpenStored(kept.id);
      onDone();
    } catch (error) {
      const failed = error instanceof Error ? error.message : String(error);
      setAt({ step: 'draft', draft, failed });
    }
  };

  switch (at.step) {
    case 'reading':
    case 'finding':
      return (
        <LinkDialog title="Opening a link" onClose={onDone}>
          <p role="status">Reading the link…</p>
        </LinkDialog>
      );
    case 'refused':
      return (
        <LinkDialog title="This link was not opened" onClose={onDone}>
          <Notice role="alert" details={detailsOf([at.refused])}>
            {at.refused.message} Nothing of it was kept.
          </Notice>
        </LinkDialog>
      );
    case 'failed':
      return (
        <LinkDialog title="This link was not opened" onClose={onDone}>
          <Notice role="alert">{at.message}</Notice>
        </LinkDialog>
      );
    case 'draft':
      return <DraftDialog {...at} onKeep={() => void keep(at.draft)} onClose={onDone} />;
    case 'not-found':
      return (
        <LinkDialog title={`Changes to “${at.changes.title}”`} onClose={onDone}>
          <Notice role="alert">
            {at.changes.from || 'Someone'} sent changes to a version of “{at.changes.title}” this browser no
            longer has, so they cannot be shown. Ask for a new link made from a copy of your latest one, or
            for the zip.
          </Notice>
        </LinkDialog>
      );
    case 'opening':
      return (
        <LinkDialog title={`Changes to “${at.changes.title}”`} onClose={onDone}>
          <p role="status">Opening “{at.changes.title}” to show the changes…</p>
        </LinkDialog>
      );
    case 'changes':
      return open ? (
        <ReceivedChangesDialog
          from={at.changes.from}
          title={solutionHeadline(open.store.getState().history.present).title}
          base={at.base}
          theirs={at.theirs}
          groups={at.groups}
          store={open.store}
          onClose={onDone}
        />
      ) : null;
  }
}

function LinkDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      open
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

/** What a draft link holds, read-only, with "Keep a copy". */
function DraftDialog({
  draft,
  keeping,
  failed,
  onKeep,
  onClose,
}: {
  draft: Draft;
  keeping?: boolean;
  failed?: string;
  onKeep: () => void;
  onClose: () => void;
}) {
  const { tree, from, warnings } = draft;
  const parts = partsOf(tree);
  return (
    <Dialog
      title={parts.title}
      open
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" disabled={keeping} onClick={onKeep}>
            Keep a copy
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className={helpClass}>
          {from ? `Shared with you by ${from}` : 'Shared with you'} in a link. Nothing is kept in this browser
          until you keep a copy; your own solutions stay as they are.
        </p>
        {parts.description && (
          <section aria-label="What it does" className="flex flex-col gap-1">
            <h3 className="font-medium text-neutral-900 dark:text-neutral-100">What it does</h3>
            <p>{parts.description}</p>
          </section>
        )}
        <section aria-label="What it has" className="flex flex-col gap-1">
          <h3 className="font-medium text-neutral-900 dark:text-neutral-100">What it has</h3>
          <ul className="list-disc space-y-1 pl-5">
            {parts.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        {warnings.map((warning) => (
          <Notice key={warning.code} details={detailsOf([warning])}>
            {warning.message}
          </Notice>
        ))}
        {failed && (
          <Notice role="alert" tone="error">
            The copy could not be kept in this browser: {failed}
          </Notice>
        )}
      </div>
    </Dialog>
  );
}

/** The title, what it does, and one line for each kind of part a draft has. */
function partsOf(tree: FileTree): { title: string; description?: string; lines: string[] } {
  const solution = readSolution(tree);
  const skills = listSkillFolders(tree)
    .filter((name) => skillPath(name) !== solution?.instructions)
    .map(sentenceTitle);
  const servers = Object.keys(readMcp(tree)?.servers ?? {}).map(sentenceTitle);
  const starters = Array.isArray(solution?.object?.starters) ? solution.object.starters.length : 0;
  const documents = Array.isArray(solution?.object?.knowledge) ? solution.object.knowledge.length : 0;
  let files = 0;
  for (const entry of tree.values()) if (entry.kind === 'file') files += 1;
  const list = (names: string[]) => names.map((name) => `“${name}”`).join(', ');
  const lines = [
    ...(solution?.instructions ? ['Instructions'] : []),
    ...(skills.length > 0 ? [`Skills: ${list(skills)}`] : []),
    ...(servers.length > 0 ? [`Tool servers: ${list(servers)}`] : []),
    ...(starters > 0 ? [`${starters} conversation ${starters === 1 ? 'starter' : 'starters'}`] : []),
    ...(documents > 0
      ? [`${documents} ${documents === 1 ? 'document' : 'documents'} to ask for at install`]
      : []),
    `${files} ${files === 1 ? 'file' : 'files'} in all`,
  ];
  return {
    title: solutionHeadline(tree).title,
    ...(solution?.description ? { description: solution.description } : {}),
    lines,
  };
}
