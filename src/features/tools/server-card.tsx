/**
 * One MCP server: where it runs, its settings (a form over its entry in mcp.json), what it needs
 * set when installing (kept in plugin.json), and the tools it offers (its declaration in
 * assistant.json), with "Look up its tools" (look-up-tools.tsx). Memoised on its own slice,
 * compared by value.
 */
import { ChevronRight, Globe, Monitor, Pencil, Trash2 } from 'lucide-react';
import { memo, useId, useRef } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import { sentenceTitle } from '../../model/display-names';
import { MCP_PATH } from '../../model/mcp-config';
import { Button } from '../../ui/button';
import { fieldId } from '../forms/field-id';
import { propsEqualByValue } from '../forms/props-equal';
import { RefusalNotice } from '../../ui/refusal-notice';
import { SchemaForm } from '../forms/schema-form';
import { Switch } from '../forms/switch';
import { helpClass, labelClass } from '../../ui/field-classes';
import { ProblemList } from '../forms/theme/problem-list';
import { useOperation } from '../forms/use-operation';
import { changeServerKind } from './server-edits';
import { KIND_LABELS, SERVER_FORMS } from './server-fields';
import { ServerTools } from './server-tools';
import { LookUpTools } from './look-up-tools';
import { serverPointer, type ServerSlice } from './tool-slices';

export interface ServerCardProps {
  readonly store: WorkspaceStore;
  readonly slice: ServerSlice;
  readonly solutionPath: string | undefined;
  readonly onRename: (name: string) => void;
  readonly onDelete: (name: string) => void;
  /** Opens the paste of this server's tools, filled in with `text` when they were looked up. */
  readonly onPasteTools: (name: string, text?: string) => void;
}

/** The id of a card's heading, so the view can put the focus on a new or renamed server. */
export function serverHeadingId(name: string): string {
  return `${fieldId(MCP_PATH, serverPointer(name))}__heading`;
}

function ServerCardInner({ store, slice, solutionPath, onRename, onDelete, onPasteTools }: ServerCardProps) {
  const { run, refusal } = useOperation(store);
  const { name, kind, config } = slice;
  const title = sentenceTitle(name);
  const base = serverPointer(name);
  const online = kind === 'streamable-http' || kind === 'sse';
  const radioName = useId();
  // The settings each side had when the person switched away from it, so switching back
  // restores them; kept while the card is shown (leaving the Tools view forgets them).
  const kept = useRef<{ stdio?: unknown; online?: unknown }>({});
  const settingsProblems = slice.problems.filter((d) => d.file === MCP_PATH);
  const Icon = online ? Globe : Monitor;

  return (
    <article
      aria-labelledby={serverHeadingId(name)}
      className="flex min-w-0 flex-col gap-5 rounded-xl border border-neutral-200 bg-white p-4 shadow-xs dark:border-neutral-800 dark:bg-neutral-900/60"
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-500" />
          <div className="min-w-0">
            <h3
              id={serverHeadingId(name)}
              tabIndex={-1}
              className="text-base font-semibold break-words outline-none"
            >
              {title}
            </h3>
          </div>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" onClick={() => onRename(name)} aria-label={`Rename ${title}`}>
            <Pencil aria-hidden className="size-4" /> Rename
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => onDelete(name)}
            aria-label={`Delete ${title}`}
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </Button>
        </div>
      </div>
      {refusal && <RefusalNotice refusal={refusal} />}
      <fieldset className="flex flex-col gap-2">
        <legend className={`mb-1 ${labelClass}`}>Where it runs</legend>
        <div className="flex flex-wrap gap-2">
          {(['stdio', 'online'] as const).map((option) => {
            const checked = option === 'online' ? online : kind === 'stdio';
            return (
              <label
                key={option}
                className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 ${
                  checked
                    ? 'bg-accent-50 ring-accent-500 dark:bg-accent-500/15'
                    : 'ring-neutral-300 dark:ring-neutral-700'
                }`}
              >
                <input
                  type="radio"
                  name={radioName}
                  className="accent-accent-600"
                  checked={checked}
                  onChange={() => {
                    if (kind !== undefined) kept.current[online ? 'online' : 'stdio'] = config;
                    run((tree) =>
                      changeServerKind(
                        tree,
                        name,
                        option === 'stdio' ? 'stdio' : 'streamable-http',
                        kept.current[option],
                      ),
                    );
                  }}
                />
                {KIND_LABELS[option]}
              </label>
            );
          })}
        </div>
        {kind === undefined && (
          <p className={helpClass}>
            This server’s settings are not written in a way this page knows. Choose where it runs to start
            them over, or fix them in the Files view.
          </p>
        )}
      </fieldset>
      {kind === undefined && <ProblemList problems={settingsProblems} />}
      {kind !== undefined && (
        <SchemaForm
          form={SERVER_FORMS[kind]}
          file={MCP_PATH}
          base={base}
          data={config}
          problems={settingsProblems}
          store={store}
        />
      )}
      {online && (
        <details className="group" open={kind === 'sse' || undefined}>
          <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg py-1 text-sm font-medium text-neutral-700 select-none dark:text-neutral-300 [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
            Advanced
          </summary>
          <div className="mt-3 flex flex-col gap-1 border-l-2 border-neutral-200 pl-4 dark:border-neutral-800">
            <Switch
              id={fieldId(MCP_PATH, `${base}/type`)}
              checked={kind === 'sse'}
              label="Use the older connection method"
              describedBy={`${fieldId(MCP_PATH, `${base}/type`)}__help`}
              onChange={(older) =>
                run((tree) => changeServerKind(tree, name, older ? 'sse' : 'streamable-http'))
              }
            />
            <p id={`${fieldId(MCP_PATH, `${base}/type`)}__help`} className={`pl-14 ${helpClass}`}>
              Only for a service that has not moved to the current method yet (it uses “server-sent events”).
            </p>
          </div>
        </details>
      )}
      {slice.toSet.length > 0 && (
        <section aria-labelledby={`${serverHeadingId(name)}__to-set`} className="flex flex-col gap-1">
          <h4 id={`${serverHeadingId(name)}__to-set`} className={labelClass}>
            Set when installing
          </h4>
          <p className={helpClass}>
            Whoever installs the assistant enters these in their own app; the solution never holds them.
          </p>
          <ul className="list-disc pl-5 text-sm">
            {slice.toSet.map((item) => (
              <li key={item.what} className="break-words">
                {item.what}
                {item.description !== undefined && ` — ${item.description}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ServerTools run={run} slice={slice} solutionPath={solutionPath} onPasteTools={onPasteTools} />
      {solutionPath !== undefined && (
        <LookUpTools server={name} title={title} config={config} onPasteTools={onPasteTools} />
      )}
    </article>
  );
}

export const ServerCard = memo(ServerCardInner, propsEqualByValue);
