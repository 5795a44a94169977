/**
 * The Tools view: the MCP servers of mcp.json, each with the tools it offers as assistant.json
 * declares them. Adding the first server creates mcp.json and the solution's `mcp` member;
 * deleting the last removes them; rename and delete keep `tools` in step (model operations).
 */
import { ClipboardPaste, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../workspace/react/view-entry';
import type { FocusRequest } from '../../workspace/store';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { sentenceTitle } from '../../model/display-names';
import { getFile } from '../../model/file-tree';
import { CLAUDE_MCP_PATH, MCP_PATH, readMcp } from '../../model/mcp-config';
import { PLUGIN_MANIFEST_PATH } from '../../model/plugin-manifest';
import { deleteServer, renameServer } from '../../model/server-operations';
import { Button } from '../../ui/button';
import { CARD_PAGE, ShowMore, useListPage } from '../../ui/list-page';
import { focusField } from '../forms/field-id';
import { isWithin } from '../forms/problems';
import { RefusalNotice } from '../../ui/refusal-notice';
import { Notice } from '../../ui/notice';
import { helpClass } from '../../ui/field-classes';
import { useFocusRequest } from '../forms/use-focus-request';
import { useOperation } from '../forms/use-operation';
import { AddServerDialog } from './add-server-dialog';
import { applyPaste } from '../../model/mcp-paste/apply-paste';
import type { ToSet } from '../../model/mcp-paste/reading';
import { PasteDialog } from './paste-dialog';
import { FixableProblems } from '../forms/fixable-problems';
import { MissingPackage } from '../forms/missing-package';
import { ServerCard, serverHeadingId } from './server-card';
import { addNamedServer, serverNameFromTitle } from './server-edits';
import { RenameOrDelete, type ItemQuestion } from '../forms/rename-or-delete';
import { SERVER_WORDS } from './server-fields';
import { declarationPointer, deleteServerQuestion, serverPointer, toolsSlices } from './tool-slices';

const TITLE_ID = 'tools-view-title';
const CLAUDE_COPY_DETAIL =
  'Claude Code reads .mcp.json and what "mcpServers" of .claude-plugin/plugin.json names; the Tools view edits mcp.json; the Claude Code export writes .mcp.json from mcp.json';

/** “Desk”, “Desk” and “Index”, “Desk”, “Index” and “Mail”. */
function quotedTitles(names: readonly string[]): string {
  const quoted = names.map((name) => `“${sentenceTitle(name)}”`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`;
}
const ADD_BUTTON = 'tools-add';

type Asking = { kind: 'add' } | { kind: 'paste'; server?: string; text?: string } | ItemQuestion;

export default function ToolsView({ name, store, diagnostics }: ViewProps) {
  const tree = useWorkspace(store, (state) => state.history.present);
  const slices = useMemo(() => toolsSlices(tree, diagnostics), [tree, diagnostics]);
  const { run, refusal } = useOperation(store);
  // A Claude Code plugin not converted yet keeps its servers where only Claude Code reads them.
  const claudeServers =
    slices.mcp === 'missing' &&
    !getFile(tree, PLUGIN_MANIFEST_PATH) &&
    getFile(tree, CLAUDE_MCP_PATH) !== undefined;
  const [asking, setAsking] = useState<Asking | undefined>();
  // What the last paste left for the person to set when installing; said until they dismiss it
  // (each server's card lists what it needs for good).
  const [toSet, setToSet] = useState<readonly ToSet[]>([]);
  const focusAfter = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusAfter.current === undefined) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = undefined;
  });

  const page = useListPage(slices.servers.length, CARD_PAGE);
  const onRename = useCallback((name: string) => setAsking({ kind: 'rename', name }), []);
  const onDelete = useCallback((name: string) => setAsking({ kind: 'delete', name }), []);
  const onPasteTools = useCallback(
    (server: string, text?: string) => setAsking({ kind: 'paste', server, text }),
    [],
  );

  // A problem in the tool declarations of assistant.json is shown here too, when this view is open.
  const focusRequest = (request: FocusRequest): boolean => {
    const pointer = request.pointer ?? '';
    if (request.file !== MCP_PATH && !(isWithin(pointer, '/tools') || isWithin(pointer, '/mcp')))
      return false;
    // Asked for the list of tools of a server that lists none ("List the tools of …"): the way to
    // fill it in is the paste of the list the service gives.
    const unlisted = slices.servers.find(
      (slice) =>
        request.file === slices.solutionPath &&
        pointer === `${declarationPointer(slice.name)}/tools` &&
        (slice.declared?.tools ?? []).length === 0,
    );
    if (unlisted) {
      setAsking({ kind: 'paste', server: unlisted.name });
      return true;
    }
    if (pointer !== '' && focusField(request.file, pointer)) return true;
    // A server beyond the drawn page is drawn first; the request is retried next frame.
    const server = slices.servers.findIndex((slice) =>
      isWithin(
        pointer,
        request.file === MCP_PATH ? serverPointer(slice.name) : declarationPointer(slice.name),
      ),
    );
    if (server >= 0 && !document.getElementById(serverHeadingId(slices.servers[server]!.name))) {
      page.reveal(server);
      return false;
    }
    const heading = document.getElementById(TITLE_ID);
    heading?.focus();
    return heading !== null;
  };
  useFocusRequest(store, name, focusRequest);

  const add = (server: Parameters<typeof addNamedServer>[1]) => {
    let added = '';
    let toSetNow: readonly ToSet[] = [];
    const ok = run((current) => {
      const { result, name, toSet: left } = addNamedServer(current, server);
      added = name;
      toSetNow = left;
      return result;
    });
    if (ok) {
      setToSet(toSetNow);
      page.reveal(slices.servers.length);
      focusAfter.current = serverHeadingId(added);
    }
  };
  const rename = (from: string, title: string) => {
    const taken = (readMcp(store.getState().history.present)?.serverNames ?? []).filter(
      (name) => name !== from,
    );
    const to = serverNameFromTitle(title, taken);
    if (to !== from && run((current) => renameServer(current, from, to)))
      focusAfter.current = serverHeadingId(to);
  };
  const remove = (name: string) => {
    if (run((current) => deleteServer(current, name))) focusAfter.current = TITLE_ID;
  };
  const itemActions = { rename, remove, close: () => setAsking(undefined) };
  const asked =
    asking && (asking.kind === 'rename' || asking.kind === 'delete')
      ? slices.servers.find((s) => s.name === asking.name)
      : undefined;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={TITLE_ID} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Tools
        </h1>
        <div className="flex flex-wrap gap-2">
          {slices.mcp !== 'unreadable' && !claudeServers && (
            <Button onClick={() => setAsking({ kind: 'paste' })}>
              <ClipboardPaste aria-hidden className="size-4" /> Paste a set-up
            </Button>
          )}
          {slices.servers.length > 0 && (
            <Button id={ADD_BUTTON} variant="primary" onClick={() => setAsking({ kind: 'add' })}>
              <Plus aria-hidden className="size-4" /> Add a server
            </Button>
          )}
        </div>
      </div>
      <p className={helpClass}>
        Tool servers let the assistant look things up and get things done for people. A server runs on this
        computer or is an online service, and offers a set of tools.
      </p>
      {refusal && <RefusalNotice refusal={refusal} />}
      {slices.claudeOutOfStep.length > 0 && (
        // After a conversion Claude Code reads its own copy of the servers: said, never left to drift.
        <Notice role="status" details={[CLAUDE_COPY_DETAIL]}>
          Claude Code keeps its own copy of these tool servers, and it no longer matches this list for{' '}
          {quotedTitles(slices.claudeOutOfStep)}. Claude Code goes on using its copy until you export for
          Claude Code, which writes this list into it.
        </Notice>
      )}
      {toSet.length > 0 && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg bg-neutral-100 p-4 text-sm dark:bg-neutral-900"
        >
          <p className="font-medium">
            Set these when installing. The solution keeps this list for whoever installs it, never the keys
            themselves:
          </p>
          <ul className="list-disc pl-5">
            {toSet.map((item) => (
              <li key={`${item.server}:${item.what}`}>
                {item.server}: {item.what}
              </li>
            ))}
          </ul>
          <Button className="self-start" onClick={() => setToSet([])}>
            Done
          </Button>
        </div>
      )}
      <FixableProblems problems={slices.general} run={run} />
      {slices.mcp === 'unreadable' && (
        <p className={`rounded-lg bg-neutral-100 p-4 dark:bg-neutral-900 ${helpClass}`}>
          The list of tool servers has a writing mistake, so this page cannot show it. Fix it in the Files
          view; the Problems panel shows where. Nothing is lost.
        </p>
      )}
      {claudeServers && (
        <div className="flex flex-col gap-3">
          <p className={helpClass}>
            This plugin’s tool servers are set up for Claude Code only. Once it is converted to the portable
            layout, they are shown here to see and change.
          </p>
          <MissingPackage store={store} diagnostics={diagnostics} />
        </div>
      )}
      {slices.mcp === 'missing' && !claudeServers && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-neutral-300 p-6 dark:border-neutral-700">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            No tools yet. A tool server lets the assistant look things up or act for people — for example,
            look up an order in your shop.
          </p>
          <Button id={ADD_BUTTON} variant="primary" onClick={() => setAsking({ kind: 'add' })}>
            <Plus aria-hidden className="size-4" /> Add a server
          </Button>
        </div>
      )}
      {slices.mcp === 'ok' && slices.servers.length === 0 && (
        <div className="flex flex-col items-start gap-3">
          <p className={helpClass}>No servers yet.</p>
          <Button id={ADD_BUTTON} variant="primary" onClick={() => setAsking({ kind: 'add' })}>
            <Plus aria-hidden className="size-4" /> Add a server
          </Button>
        </div>
      )}
      {slices.servers.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Tool servers">
          {slices.servers.slice(0, page.shown).map((slice) => (
            <li key={slice.name}>
              <ServerCard
                store={store}
                slice={slice}
                solutionPath={slices.solutionPath}
                onRename={onRename}
                onDelete={onDelete}
                onPasteTools={onPasteTools}
              />
            </li>
          ))}
        </ul>
      )}
      <ShowMore page={page} what="servers" />
      {asking?.kind === 'add' && (
        <AddServerDialog
          onDone={(server) => {
            setAsking(undefined);
            if (server) add(server);
          }}
        />
      )}
      {asking?.kind === 'paste' && (
        <PasteDialog
          tree={tree}
          server={asking.server}
          initial={asking.text}
          onDone={(pasted) => {
            setAsking(undefined);
            if (pasted && run((current) => applyPaste(current, pasted.reading, pasted.choices)))
              setToSet(pasted.reading.toSet);
          }}
        />
      )}
      {asking && (asking.kind === 'rename' || asking.kind === 'delete') && asked && (
        <RenameOrDelete question={asking} words={SERVER_WORDS} actions={itemActions}>
          {deleteServerQuestion(sentenceTitle(asked.name), asked.declared)}
        </RenameOrDelete>
      )}
    </div>
  );
}
