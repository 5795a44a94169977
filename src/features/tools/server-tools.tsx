/**
 * The tools a server offers, as assistant.json declares them: a list by name (add, remove), each
 * shown by its pasted title or one derived from its name (and its pasted description), with the switch "May change things (asks first)" that keeps `write_tools` in step. A server with
 * no tools listed says plainly what Bailey will do (treat every tool as one that changes things)
 * and offers to paste the list the service gives.
 */
import { errorId } from '../forms/rjsf-parts';
import { ClipboardPaste, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { sentenceTitle, toolTitle } from '../../model/display-names';
import { setServerTools } from '../../model/server-operations';
import { toolNameAdvice } from '../../model/tool-names';
import { MCP_PATH } from '../../model/mcp-config';
import { Button } from '../../ui/button';
import { ShowMore, useListPage } from '../../ui/list-page';
import { fieldId } from '../forms/field-id';
import { Switch } from '../forms/switch';
import { helpClass, iconButtonClass, inputClass } from '../../ui/field-classes';
import { ProblemList } from '../forms/theme/problem-list';
import type { Operation } from '../forms/use-operation';
import { withTool, withWrite } from './server-edits';
import { declarationPointer, type ServerSlice } from './tool-slices';
import { Notice } from '../../ui/notice';
import { TitledPart } from '../../ui/titled-part';

export interface ServerToolsProps {
  readonly run: (operation: Operation, group?: string) => boolean;
  /**
   * The server: its name, its declared tools, the titles and descriptions a paste gave them, and
   * its problems (those about its declaration are shown here, the rest with its settings).
   */
  readonly slice: Pick<ServerSlice, 'name' | 'declared' | 'titles' | 'descriptions' | 'problems'>;
  /** Where tools are declared; `undefined` in a plain plugin (or an unreadable solution document). */
  readonly solutionPath: string | undefined;
  /** Opens the paste of this server's list of tools. */
  readonly onPasteTools: (server: string) => void;
}

export function ServerTools({ run, slice, solutionPath, onPasteTools }: ServerToolsProps) {
  const { name: server, declared, titles, descriptions } = slice;
  const problems = slice.problems.filter((d) => d.file !== MCP_PATH);
  const title = sentenceTitle(server);
  const [draft, setDraft] = useState('');
  const page = useListPage(declared?.tools?.length ?? 0);
  if (solutionPath === undefined) {
    return (
      <TitledPart
        title="Tools it offers"
        tight
        help="Once this is a solution, you can list this server’s tools here and say which ones may change things. The Assistant view offers to make it one."
      />
    );
  }
  const tools = declared?.tools ?? [];
  const writes = declared?.writeTools ?? [];
  const writing = new Set(writes);
  const pastedTitles = new Map(titles);
  const titleOf = (tool: string) => toolTitle(tool, pastedTitles.get(tool));
  const descriptionOf = new Map(descriptions);
  const listId = fieldId(solutionPath, declarationPointer(server));
  const inputId = fieldId(solutionPath, `${declarationPointer(server)}/tools`);
  const save = (nextTools: readonly string[], nextWrites: readonly string[]) =>
    run((tree) => setServerTools(tree, server, nextTools, nextWrites));
  const add = () => {
    const next = withTool(tools, draft);
    if (next.length === tools.length) return;
    if (save(next, writes)) setDraft('');
  };
  const typed = draft.split(/[\s,]+/).filter(Boolean);
  const taken = typed.length > 0 && typed.every((name) => tools.includes(name));
  // Spaces separate several names, but "Look up an order" is more likely one tool's title.
  const titleLike =
    !draft.includes(',') &&
    typed.length > 1 &&
    typed.every((word) => /^[A-Za-z]+$/.test(word)) &&
    /^[A-Z]/.test(draft.trim());
  const wrong = titleLike ? draft.trim() : typed.find((name) => toolNameAdvice(name) !== undefined);
  const advice = wrong === undefined ? undefined : toolNameAdvice(wrong);
  const applySuggestion = (suggestion: string) =>
    setDraft(titleLike ? suggestion : typed.map((name) => (name === wrong ? suggestion : name)).join(' '));

  return (
    <TitledPart
      title="Tools it offers"
      help="List each tool by the name the server gives it (several at once, separated by commas), and say which ones may change things — place an order, send a message. Bailey asks people before it uses one of those."
    >
      {tools.length === 0 && (
        <Notice as="div" className="flex flex-col items-start gap-2">
          <p>
            This server’s tools are not listed yet, so Bailey will treat every one of them as a tool that
            changes things and ask before each use. Paste the list the service gives, or add the tools it
            offers below.
          </p>
          <Button onClick={() => onPasteTools(server)}>
            <ClipboardPaste aria-hidden className="size-4" /> List the tools
            <span className="sr-only"> of “{title}”</span>
          </Button>
        </Notice>
      )}
      {tools.length > 0 && (
        <ul
          id={listId}
          aria-label={`Tools of ${title}`}
          className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
        >
          {tools.slice(0, page.shown).map((tool, index) => (
            <li key={tool} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <span className="flex min-w-0 flex-1 basis-40 flex-col">
                <span className="text-sm font-medium break-words">{titleOf(tool)}</span>
                {titleOf(tool) !== tool && <span className={`${helpClass} break-all`}>{tool}</span>}
                {descriptionOf.has(tool) && (
                  <span className={`${helpClass} break-words`}>{descriptionOf.get(tool)}</span>
                )}
              </span>
              <Switch
                id={`${listId}__write${index}`}
                checked={writing.has(tool)}
                label={
                  <>
                    May change things (asks first)<span className="sr-only">: {tool}</span>
                  </>
                }
                onChange={(changes) => save(tools, withWrite(writes, tool, changes))}
              />
              <button
                type="button"
                className={iconButtonClass}
                aria-label={`Remove ${tool}`}
                title={`Remove ${tool}`}
                onClick={() =>
                  save(
                    tools.filter((name) => name !== tool),
                    writes.filter((name) => name !== tool),
                  )
                }
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShowMore page={page} what="tools" />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-medium text-neutral-600 dark:text-neutral-400">
            Tool name
          </label>
          <input
            id={inputId}
            className={inputClass}
            value={draft}
            placeholder="lookup_order"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={taken || undefined}
            aria-describedby={
              taken
                ? `${inputId}__taken`
                : advice
                  ? `${inputId}__advice`
                  : problems.length > 0
                    ? errorId(listId)
                    : undefined
            }
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={draft.trim() === '' || taken}>
          Add tool
        </Button>
      </form>
      {advice && !taken && (
        <Notice as="div" id={`${inputId}__advice`} className="flex flex-col items-start gap-2">
          <p>{advice.message}</p>
          {advice.suggestion && (
            <Button onClick={() => applySuggestion(advice.suggestion!)}>Use “{advice.suggestion}”</Button>
          )}
        </Notice>
      )}
      {taken && (
        <p id={`${inputId}__taken`} className={helpClass}>
          {typed.length === 1
            ? `“${typed[0]!}” is already in the list.`
            : 'These are all in the list already.'}
        </p>
      )}
      <ProblemList id={errorId(listId)} problems={problems} />
    </TitledPart>
  );
}
