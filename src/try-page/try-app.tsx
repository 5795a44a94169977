/**
 * "Try it": the conversation's own document, in a frame beside the editor. It is the only part of
 * the builder that sends anything outside its origin, and only to the service the person chose
 * (its Content-Security-Policy names those hosts and this computer; see vite.try.config.ts). The
 * editor hands it the brief of the solution as it changes, and keeps a turn as an example when
 * asked (bridge.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { inputClass, labelClass } from '../ui/field-classes';
import type { AssistantBrief } from '../conversation/brief';
import { missingRequired, type SampleDocument } from '../conversation/bailey-context';
import {
  browserConversation,
  browserModelState,
  downloadBrowserModel,
  type BrowserModelState,
} from '../conversation/browser-model';
import { readToConversation, type FromConversation } from '../conversation/bridge';
import { describeFailure } from '../conversation/failures';
import { runExamples, type ExampleRun } from '../conversation/run-examples';
import { serviceConversation } from '../conversation/service-conversation';
import {
  recordingFetch,
  serviceAddress,
  serviceModel,
  SERVICES,
  type SentRequest,
} from '../conversation/services';
import { loadChoice, saveChoice, type StoredChoice } from './choice-storage';
import { reachable, SourceSettings } from './source-settings';
import { ConversationLog } from './conversation-log';
import { ExampleRuns } from './example-runs';
import { DraftTab } from './draft-tab';
import { ImproveBox, type ImproveRequest } from './improve-box';
import { improveWithBrowser, improveWithService } from '../conversation/improve';
import { draftFromBrowser, draftFromService } from '../conversation/draft';
import { SentList } from '../ui/sent-list';
import { useConversation } from './use-conversation';

/** The largest sample document read, far more than a model takes in one message. */
const MAX_SAMPLE_BYTES = 1_000_000;
type Tab = 'conversation' | 'examples' | 'draft';
const TABS: readonly (readonly [Tab, string])[] = [
  ['conversation', 'Conversation'],
  ['examples', 'Examples'],
  ['draft', 'Draft'],
];

/** How a pressed toggle looks. */
const PRESSED =
  'aria-pressed:bg-neutral-200 aria-pressed:text-neutral-900 dark:aria-pressed:bg-neutral-800 dark:aria-pressed:text-neutral-100';
const SAMPLE_TYPES = '.txt,.md,.markdown,.csv,text/plain,text/markdown,text/csv';

function tell(message: FromConversation): void {
  window.parent.postMessage(message, window.location.origin);
}

export function TryApp() {
  const [brief, setBrief] = useState<AssistantBrief | undefined>();
  const [revision, setRevision] = useState(0);
  const [choice, setChoice] = useState<StoredChoice>(() => loadChoice(localStorage));
  const [device, setDevice] = useState<BrowserModelState | 'checking'>('checking');
  const [download, setDownload] = useState<{ share: number } | undefined>();
  const [sent, setSent] = useState<readonly SentRequest[]>([]);
  const [samples, setSamples] = useState<readonly SampleDocument[]>([]);
  const [sampleProblem, setSampleProblem] = useState<string | undefined>();
  const [draft, setDraft] = useState('');
  const [showing, setShowing] = useState<Tab>('conversation');
  const [improving, setImproving] = useState<ImproveRequest | undefined>();
  /** Whether a model is ready, for a message from the editor (its listener is set up once). */
  const readyWhenAsked = useRef(false);
  const [runs, setRuns] = useState<readonly ExampleRun[]>([]);
  const [running, setRunning] = useState<AbortController | undefined>();
  const messageId = useId();
  /** Whether the settings are shown: at first, while no source is usable; then as the person leaves them. */
  const [settingsOpen, setSettingsOpen] = useState<boolean | undefined>();

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = readToConversation(event.data);
      if (!message) return;
      if (message.type === 'show-draft') {
        setShowing('draft');
        return;
      }
      if (message.type === 'improve') {
        setShowing('draft');
        setImproving((before) => ({
          ...message,
          seq: (before?.seq ?? 0) + 1,
          start: readyWhenAsked.current,
        }));
        return;
      }
      setBrief(message.brief);
      setRevision(message.revision);
    };
    window.addEventListener('message', listen);
    tell({ type: 'ready' });
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    void browserModelState().then(setDevice);
  }, []);

  const change = (next: StoredChoice) => {
    // Whoever is filling the settings in keeps them in view, though they became usable meanwhile.
    setSettingsOpen(true);
    setChoice(next);
    saveChoice(localStorage, next);
  };

  const serviceChoice = choice.source === 'service' ? choice.service : undefined;
  const describe = useCallback((error: unknown) => describeFailure(error, serviceChoice), [serviceChoice]);
  const recorder = useMemo(() => recordingFetch((request) => setSent((all) => [...all, request])), []);
  const open = useCallback(
    () =>
      serviceChoice ? serviceConversation(serviceModel(serviceChoice, recorder)) : browserConversation(),
    [serviceChoice, recorder],
  );
  const conversation = useConversation(open, describe);

  // A new source is a new conversation: what was said stays with the model that said it.
  const sourceKey = serviceChoice
    ? `${serviceChoice.kind} ${serviceChoice.model} ${serviceChoice.address}`
    : 'device';
  const { startOver } = conversation;
  const lastSource = useRef(sourceKey);
  useEffect(() => {
    if (lastSource.current === sourceKey) return;
    lastSource.current = sourceKey;
    startOver();
  }, [sourceKey, startOver]);

  const ready = serviceChoice
    ? serviceChoice.model.trim() !== '' &&
      (!SERVICES[serviceChoice.kind].needsKey || serviceChoice.key.trim() !== '') &&
      reachable(serviceChoice.kind, serviceChoice.address)
    : device === 'available';
  useEffect(() => {
    readyWhenAsked.current = ready;
  }, [ready]);
  const host = serviceChoice ? safeHost(serviceAddress(serviceChoice)) : undefined;
  const missing = brief ? missingRequired(brief, samples) : [];
  const changedSince =
    conversation.revisionUsed !== undefined &&
    revision !== conversation.revisionUsed &&
    conversation.items.length > 0;

  const send = (text: string) => {
    if (!brief || !ready || text.trim() === '' || conversation.busy) return;
    setShowing('conversation');
    conversation.send(text.trim(), brief, revision, samples);
    setDraft('');
  };

  const runAll = () => {
    if (!brief || !ready || running) return;
    const controller = new AbortController();
    setRuns([]);
    setRunning(controller);
    setShowing('examples');
    void runExamples(
      brief,
      samples,
      open,
      (run) => setRuns((all) => [...all, run]),
      controller.signal,
    ).finally(() => setRunning(undefined));
  };

  const addSample = async (slot: string, file: File | undefined) => {
    setSampleProblem(undefined);
    if (!file) return;
    if (file.size > MAX_SAMPLE_BYTES) {
      setSampleProblem(`“${file.name}” is larger than 1 MB; use a shorter sample for trying the assistant.`);
      return;
    }
    const text = await file.text();
    if (text.includes('\u0000')) {
      setSampleProblem(`“${file.name}” is not text. Samples here are text, Markdown or CSV files.`);
      return;
    }
    setSamples((all) => [...all.filter((item) => item.slot !== slot), { slot, fileName: file.name, text }]);
  };

  const chosen = useMemo(
    () =>
      serviceChoice
        ? `Answers from ${SERVICES[serviceChoice.kind].label}, ${serviceChoice.model}`
        : device === 'available'
          ? 'Answers from the model in this browser'
          : 'Choose where the answers come from',
    [serviceChoice, device],
  );

  if (!brief) return <p className="p-4 text-sm">Getting the assistant ready…</p>;

  return (
    <div className="flex h-dvh flex-col">
      <div className="flex flex-col gap-3 overflow-auto border-b border-neutral-200 p-3 dark:border-neutral-800">
        <details
          open={settingsOpen ?? !ready}
          onToggle={(event) => setSettingsOpen(event.currentTarget.open)}
          className="text-sm"
        >
          <summary className="cursor-pointer font-medium">{chosen}</summary>
          <div className="mt-3">
            <SourceSettings
              choice={choice}
              onChange={change}
              device={device}
              download={download}
              onDownload={() => {
                setDownload({ share: 0 });
                void downloadBrowserModel((share) => setDownload({ share }))
                  .then(() => browserModelState().then(setDevice))
                  .catch(() => setDevice('unavailable'))
                  .finally(() => setDownload(undefined));
              }}
            />
          </div>
        </details>
        {brief.documents.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">
              Sample documents ({samples.length} of {brief.documents.length})
            </summary>
            <p className="mt-2 text-neutral-600 dark:text-neutral-400">
              For this conversation only: they stay in this tab and are never saved or exported.
            </p>
            <ul className="mt-2 flex flex-col gap-2">
              {brief.documents.map((slot) => {
                const sample = samples.find((item) => item.slot === slot.name);
                return (
                  <li key={slot.name} className="flex flex-col gap-1">
                    <label className={labelClass}>
                      {slot.label}
                      {slot.required ? ' (needed)' : ''}
                      <input
                        type="file"
                        accept={SAMPLE_TYPES}
                        className="mt-1 block text-sm"
                        onChange={(event) => void addSample(slot.name, event.target.files?.[0])}
                      />
                    </label>
                    {sample && (
                      <span className="text-neutral-600 dark:text-neutral-400">Using {sample.fileName}</span>
                    )}
                  </li>
                );
              })}
            </ul>
            {sampleProblem && (
              <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
                {sampleProblem}
              </p>
            )}
          </details>
        )}
        {missing.length > 0 && (
          <p className="text-sm text-amber-800 dark:text-amber-300">{missingSentence(missing)}</p>
        )}
      </div>

      <div className="flex items-center gap-2 px-3 pt-2" role="group" aria-label="Show">
        {TABS.map(([tab, label]) => (
          <Button
            key={tab}
            variant="ghost"
            className={PRESSED}
            aria-pressed={showing === tab}
            onClick={() => setShowing(tab)}
          >
            {label}
          </Button>
        ))}
        <Button
          className="ml-auto"
          onClick={conversation.startOver}
          disabled={conversation.items.length === 0}
        >
          Start over
        </Button>
      </div>

      <div className="min-h-0 flex-1 overflow-auto p-3" role="log" aria-live="polite" aria-label="Try it">
        {showing === 'conversation' ? (
          <>
            {conversation.items.length === 0 && (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  Talk to “{brief.title}” as the people who use it will. Tools are rehearsed: nothing is sent
                  to them.
                </p>
                {brief.starters.length > 0 && (
                  <ul className="flex flex-col gap-2" aria-label="Conversation starters">
                    {brief.starters.map((starter) => (
                      <li key={starter}>
                        <Button
                          className="w-full justify-start text-left"
                          disabled={!ready}
                          onClick={() => send(starter)}
                        >
                          {starter}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <ConversationLog
              items={conversation.items}
              turns={conversation.turns}
              onDecide={conversation.decide}
              onAnswer={conversation.answer}
              onKeep={(turn) =>
                tell({ type: 'keep-example', input: turn.question, output: turn.answer.trim() })
              }
            />
          </>
        ) : showing === 'draft' ? (
          <div className="flex flex-col gap-4">
            {improving && (
              <ImproveBox
                request={improving}
                ready={ready}
                host={host}
                describe={describe}
                improve={(label, text, signal) =>
                  serviceChoice
                    ? improveWithService(serviceModel(serviceChoice, recorder), label, text, signal)
                    : improveWithBrowser(label, text, signal)
                }
                onSuggestion={(file, text) => tell({ type: 'improvement', file, text })}
              />
            )}
            <DraftTab
              brief={brief}
              ready={ready}
              host={host}
              describe={describe}
              draft={(description, signal) =>
                serviceChoice
                  ? draftFromService(serviceModel(serviceChoice, recorder), description, brief, signal)
                  : draftFromBrowser(description, brief, signal)
              }
              onDraft={(proposal) => tell({ type: 'draft', proposal })}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex gap-2">
              <Button
                variant="primary"
                disabled={!ready || brief.examples.length === 0 || running !== undefined}
                onClick={runAll}
              >
                Run the examples
              </Button>
              {running && <Button onClick={() => running.abort()}>Stop</Button>}
            </div>
            {brief.examples.length === 0 && (
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                This solution has no examples yet.
              </p>
            )}
            <ExampleRuns
              runs={runs}
              total={brief.examples.length}
              running={running !== undefined}
              describe={describe}
              onKeepIdeal={(run) =>
                tell({
                  type: 'keep-ideal',
                  index: run.index,
                  question: run.question,
                  output: run.answer.trim(),
                })
              }
            />
          </div>
        )}
      </div>

      <form
        className="flex flex-col gap-2 border-t border-neutral-200 p-3 dark:border-neutral-800"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        {changedSince && (
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            Your changes apply from the next message.
          </p>
        )}
        {ready && (
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            {host
              ? `Each message sends the instructions, the voice, the skills it reads, this conversation and your sample documents to ${host}.`
              : 'Answers are worked out in this browser: nothing is sent anywhere.'}
          </p>
        )}
        <label htmlFor={messageId} className="sr-only">
          Message
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={messageId}
            rows={2}
            className={`${inputClass} flex-1`}
            placeholder={ready ? 'Write a message' : 'Choose where the answers come from first'}
            value={draft}
            disabled={!ready}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send(draft);
              }
            }}
          />
          {conversation.busy ? (
            <Button onClick={conversation.stop}>Stop</Button>
          ) : (
            <Button type="submit" variant="primary" disabled={!ready || draft.trim() === ''}>
              Send
            </Button>
          )}
        </div>
        {host && <SentList sent={sent} />}
      </form>
    </div>
  );
}

/** The required documents with no sample, in a sentence. */
function missingSentence(labels: readonly string[]): string {
  const named = labels.map((label) => `“${label}”`);
  const list =
    named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  const one = named.length === 1;
  return `An install asks for ${list}, which ${one ? 'is' : 'are'} missing here, so the assistant answers without ${one ? 'it' : 'them'}. Add a sample under “Sample documents”.`;
}

function safeHost(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}
