/**
 * "Paste a set-up": one text box (or a dropped file) that takes whatever a service's docs give —
 * a client configuration, a server.json, an address, a command or a tools/list answer. Before
 * anything changes it says what it found, what to set when installing and what it will not carry
 * over; each pasted tool's "may change things" is pre-set from its annotations and can be flipped.
 * Applying is the caller's one change (`applyPaste`).
 */
import { useId, useMemo, useState, type DragEvent } from 'react';
import { toolTitle } from '../../model/display-names';
import type { FileTree } from '../../model/file-tree';
import { defaultChoices, pastedServerKeys, type PasteChoices } from '../../model/mcp-paste/apply-paste';
import { describeReading } from '../../model/mcp-paste/describe';
import { MAX_PASTE_CHARACTERS, readPaste } from '../../model/mcp-paste/read-paste';
import type { PasteReading } from '../../model/mcp-paste/reading';
import { sentenceTitle } from '../../model/display-names';
import { readMcp } from '../../model/mcp-config';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { Switch } from '../forms/switch';
import { helpClass, inputClass, labelClass } from '../../ui/field-classes';
import { Notice } from '../../ui/notice';

export interface PasteResult {
  readonly reading: PasteReading;
  readonly choices: PasteChoices;
}

export interface PasteDialogProps {
  /** The tree the paste will go into: existing servers can receive pasted tools. */
  readonly tree: FileTree;
  /** The server whose tools were asked for ("List the tools of …"): pasted tools go to it. */
  readonly server?: string | undefined;
  /** The text to start with: the list of tools "Look up its tools" got from the service. */
  readonly initial?: string | undefined;
  readonly onDone: (result: PasteResult | undefined) => void;
}

export function PasteDialog({ tree, server, initial = '', onDone }: PasteDialogProps) {
  const [text, setText] = useState(initial);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const outcome = useMemo(() => (text.trim() === '' ? undefined : readPaste(text)), [text]);
  const reading = outcome?.ok ? outcome.reading : undefined;
  // The person's flips and name fixes, reset whenever a different paste is read.
  const [edits, setEdits] = useState<{ for: PasteReading; choices: PasteChoices } | undefined>();
  const choices = reading && (edits?.for === reading ? edits.choices : defaultChoices(reading, tree, server));
  const change = (next: Partial<PasteChoices>) =>
    reading && choices && setEdits({ for: reading, choices: { ...choices, ...next } });
  const servers = readMcp(tree)?.serverNames ?? [];
  const needsServer = reading !== undefined && reading.servers.length === 0 && servers.length === 0;
  const textId = useId();
  const helpId = useId();

  const readFile = async (file: File) => {
    if (file.size > MAX_PASTE_CHARACTERS * 4) {
      setFileProblem(`“${file.name}” is far bigger than a server’s set-up, so it was not read.`);
      return;
    }
    setFileProblem(undefined);
    setText(await file.text());
  };
  const onDrop = (event: DragEvent) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    void readFile(file);
  };

  return (
    <FormDialog
      title={server === undefined ? 'Paste a set-up' : `The tools of “${sentenceTitle(server)}”`}
      confirm="Add to tools"
      usable={reading !== undefined && choices !== undefined && !needsServer}
      onConfirm={() => reading && choices && onDone({ reading, choices })}
      onCancel={() => onDone(undefined)}
    >
      <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
        <div
          className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-neutral-300 p-3 dark:border-neutral-700"
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
        >
          <label htmlFor={textId} className={labelClass}>
            What the service gives you
          </label>
          <p id={helpId} className={helpClass}>
            {server === undefined
              ? 'Paste its address, the command it runs with, its set-up for Claude, VS Code or Cursor, or its list of tools — or drop the file here.'
              : 'Paste the list of tools the service gives — or drop the file here. You can also close this and type each tool’s name under “Tools it offers”.'}
          </p>
          <textarea
            id={textId}
            autoFocus
            rows={6}
            spellCheck={false}
            className={`${inputClass} font-mono text-xs`}
            aria-describedby={helpId}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <label className="self-start text-sm text-accent-700 underline dark:text-accent-100">
            <input
              type="file"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readFile(file);
              }}
            />
            Choose a file
          </label>
        </div>
        {fileProblem && <Notice role="alert">{fileProblem}</Notice>}
        {outcome && !outcome.ok && <Notice role="status">{outcome.message}</Notice>}
        {reading && choices && (
          <Found
            reading={reading}
            choices={choices}
            servers={servers}
            keys={pastedServerKeys(tree, reading)}
            needsServer={needsServer}
            change={change}
          />
        )}
      </div>
    </FormDialog>
  );
}

interface FoundProps {
  readonly reading: PasteReading;
  readonly choices: PasteChoices;
  /** The servers already there. */
  readonly servers: readonly string[];
  /** The keys the pasted servers will get. */
  readonly keys: readonly string[];
  readonly needsServer: boolean;
  readonly change: (next: Partial<PasteChoices>) => void;
}

function Found({ reading, choices, servers, keys, needsServer, change }: FoundProps) {
  const idBase = useId();
  const target = choices.target;
  const renamed = reading.servers.filter((server, index) => keys[index] !== server.name);
  return (
    <section aria-label="What was found" className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium">
        Found {describeReading(reading, choices.mayChange, target ? sentenceTitle(target) : undefined)}
      </p>
      {renamed.map((server) => (
        <p key={server.name} className={helpClass}>
          There is already a server called “{server.title}”, so this one is added as “
          {sentenceTitle(keys[reading.servers.indexOf(server)] ?? server.name)}”.
        </p>
      ))}
      {needsServer && (
        <Notice>
          These tools need their server first: paste its address or set-up, then paste this list again.
        </Notice>
      )}
      {reading.servers.length === 0 && servers.length > 1 && (
        <label className="flex flex-col gap-1 text-sm">
          <span className={labelClass}>Add these tools to</span>
          <select
            className={inputClass}
            value={target}
            onChange={(event) => change({ target: event.target.value })}
          >
            {servers.map((name) => (
              <option key={name} value={name}>
                {sentenceTitle(name)}
              </option>
            ))}
          </select>
        </label>
      )}
      {reading.tools.length > 0 && (
        <ul
          aria-label="Pasted tools"
          className="flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800"
        >
          {reading.tools.map((tool, index) => {
            const name = choices.names[index] ?? tool.name;
            const advice = name === tool.name ? tool.nameAdvice : undefined;
            const title = toolTitle(name, tool.title);
            return (
              <li key={tool.name} className="flex flex-col gap-1 py-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 font-medium break-words">{title}</span>
                  <Switch
                    id={`${idBase}-write-${index}`}
                    checked={choices.mayChange[index] ?? true}
                    label={
                      <>
                        May change things (asks first)<span className="sr-only">: {title}</span>
                      </>
                    }
                    onChange={(on) =>
                      change({ mayChange: choices.mayChange.map((v, i) => (i === index ? on : v)) })
                    }
                  />
                </div>
                {tool.description && <p className={helpClass}>{tool.description}</p>}
                {tool.annotated ? (
                  <p className={helpClass}>
                    Set as the service describes itself, which nothing checks: change it if it is wrong.
                  </p>
                ) : (
                  <p className={helpClass}>
                    The server does not say whether this tool changes things, so it is treated as one that
                    may.
                  </p>
                )}
                {advice && (
                  <Notice as="div">
                    <p>{advice.message}</p>
                    {advice.suggestion && (
                      <Button
                        className="mt-2"
                        onClick={() =>
                          change({
                            names: choices.names.map((v, i) => (i === index ? advice.suggestion! : v)),
                          })
                        }
                      >
                        Use “{advice.suggestion}”
                      </Button>
                    )}
                  </Notice>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {reading.toSet.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className={labelClass}>Set these when installing</h3>
          <p className={helpClass}>
            Keys and passwords never go into the solution: whoever installs it enters them in their own app.
          </p>
          <ul className="list-disc pl-5 text-sm">
            {reading.toSet.map((item) => (
              <li key={`${item.server}:${item.what}`}>
                {item.server}: {item.what}
                {/* Quoted: the set-up's own words, which may be a developer's. */}
                {item.description && (
                  <>
                    {' — '}
                    <q>{item.description}</q>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {reading.leftOut.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className={labelClass}>Not carried over</h3>
          <ul className="list-disc pl-5 text-sm">
            {reading.leftOut.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
