/**
 * "Try it": the conversation's own document, in a frame beside the editor. It is the only part of
 * the builder that sends anything outside its origin, and only to the service the person chose
 * (its Content-Security-Policy names those hosts and this computer; see vite.try.config.ts). The
 * editor hands it the brief of the solution as it changes, and keeps a turn as an example when
 * asked (bridge.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../ui/button';
import type { AssistantBrief } from '../conversation/brief';
import type { SampleDocument } from '../conversation/bailey-context';
import {
  browserConversation,
  browserModelState,
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
import { MessageForm } from './message-form';
import type { AnswerSource } from './answer-source';
import { SampleDocuments } from './sample-documents';
import { useConversation } from './use-conversation';

type Tab = 'conversation' | 'examples' | 'draft';
const TABS: readonly (readonly [Tab, string])[] = [
  ['conversation', 'Conversation'],
  ['examples', 'Examples'],
  ['draft', 'Draft'],
];

/** How a pressed toggle looks. */
const PRESSED =
  'aria-pressed:bg-neutral-200 aria-pressed:text-neutral-900 dark:aria-pressed:bg-neutral-800 dark:aria-pressed:text-neutral-100';

function tell(message: FromConversation): void {
  window.parent.postMessage(message, window.location.origin);
}

export function TryApp() {
  const [brief, setBrief] = useState<AssistantBrief | undefined>();
  const [revision, setRevision] = useState(0);
  const [choice, setChoice] = useState<StoredChoice>(() => loadChoice(localStorage));
  const [device, setDevice] = useState<BrowserModelState | 'checking'>('checking');
  const [sent, setSent] = useState<readonly SentRequest[]>([]);
  const [samples, setSamples] = useState<readonly SampleDocument[]>([]);
  const [showing, setShowing] = useState<Tab>('conversation');
  const [improving, setImproving] = useState<ImproveRequest | undefined>();
  /** Whether a model is ready, for a message from the editor (its listener is set up once). */
  const readyWhenAsked = useRef(false);
  const [runs, setRuns] = useState<readonly ExampleRun[]>([]);
  const [running, setRunning] = useState<AbortController | undefined>();
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
  const changedSince =
    conversation.revisionUsed !== undefined &&
    revision !== conversation.revisionUsed &&
    conversation.items.length > 0;

  const source: AnswerSource = { ready, host, sent, describe };

  /** Sends a message, when it can go; says whether it went. */
  const send = (text: string): boolean => {
    if (!brief || !ready || text.trim() === '' || conversation.busy) return false;
    setShowing('conversation');
    conversation.send(text.trim(), brief, revision, samples);
    return true;
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
            <SourceSettings choice={choice} onChange={change} device={device} onDevice={setDevice} />
          </div>
        </details>
        <SampleDocuments brief={brief} samples={samples} onSamples={setSamples} />
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
                source={source}
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
              source={source}
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

      <MessageForm source={source} conversation={conversation} onSend={send} changedSince={changedSince} />
    </div>
  );
}

function safeHost(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}
