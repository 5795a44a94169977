/**
 * The model built into the browser (the Prompt API's global `LanguageModel`, in Chrome): nothing
 * leaves the device. Its documented interface has no function calling, so the conversation asks
 * it to answer a call as one line (`CALL name {json}`); a reply that starts that way is held back
 * rather than shown, and read as the call once it is whole. Written by hand: no library wraps the
 * Prompt API for a page without pulling in a model runtime of its own.
 */
import { LOAD_SKILL, type AssistantBrief } from './brief';
import { MAX_STEPS, skillNamed, toolResultText, type ModelConversation, type TurnSetup } from './turn';

/** What the browser says of its model; `absent` when it has no Prompt API at all. */
export type BrowserModelState = 'available' | 'downloadable' | 'downloading' | 'unavailable' | 'absent';

interface PromptMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

interface PromptSession {
  prompt(input: string, options?: { signal?: AbortSignal; responseConstraint?: object }): Promise<string>;
  promptStreaming(input: string, options?: { signal?: AbortSignal }): ReadableStream<string>;
  destroy(): void;
}

interface DownloadMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}

interface PromptApi {
  availability(options?: object): Promise<string>;
  create(options?: {
    initialPrompts?: readonly PromptMessage[];
    signal?: AbortSignal;
    monitor?: (monitor: DownloadMonitor) => void;
  }): Promise<PromptSession>;
}

const OPTIONS = {
  expectedInputs: [{ type: 'text', languages: ['en'] }],
  expectedOutputs: [{ type: 'text', languages: ['en'] }],
};

function api(): PromptApi | undefined {
  const found = (globalThis as { LanguageModel?: PromptApi }).LanguageModel;
  return found && typeof found.availability === 'function' && typeof found.create === 'function'
    ? found
    : undefined;
}

/** Whether this browser has a model, can download one, or has none. Never throws. */
export async function browserModelState(): Promise<BrowserModelState> {
  const model = api();
  if (!model) return 'absent';
  try {
    const state = await model.availability(OPTIONS);
    return state === 'available' || state === 'downloadable' || state === 'downloading'
      ? state
      : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** Downloads the browser's model (the person clicked for it), telling the share done, 0 to 1. */
export async function downloadBrowserModel(progress: (share: number) => void): Promise<void> {
  const model = api();
  if (!model) throw new Error('This browser has no built-in model.');
  const session = await model.create({
    ...OPTIONS,
    monitor: (monitor) => monitor.addEventListener('downloadprogress', (event) => progress(event.loaded)),
  });
  session.destroy();
}

/** One answer from the browser's model, held to `shape` (a JSON Schema) when one is given. */
export async function promptBrowserModel(
  system: string,
  input: string,
  shape: object | undefined,
  signal: AbortSignal,
): Promise<string> {
  const model = api();
  if (!model) throw new Error('This browser has no built-in model.');
  const session = await model.create({
    ...OPTIONS,
    initialPrompts: [{ role: 'system', content: system }],
    signal,
  });
  try {
    return await session.prompt(input, { signal, ...(shape ? { responseConstraint: shape } : {}) });
  } finally {
    session.destroy();
  }
}

const CALL = /^CALL\s+([A-Za-z0-9_-]+)\s*(\{[\s\S]*\})?\s*$/;

/** The protocol for calls, added to the system text for this model. */
function callProtocol(brief: AssistantBrief): string {
  const lines: string[] = [];
  if (brief.skills.length > 0) lines.push(`- ${LOAD_SKILL} {"name": "…"}: reads one of your skills.`);
  for (const tool of brief.tools) {
    lines.push(
      `- ${tool.callName} {…}: ${tool.title}${tool.asksFirst ? ' (changes things; the person is asked first)' : ''}.`,
    );
  }
  if (lines.length === 0) return '';
  return [
    '# Calls',
    'To read a skill or use a tool, reply with exactly one line and nothing else: CALL, the name, and the input as JSON. For example: CALL load_skill {"name": "returns"}. The result comes in the next message.',
    ...lines,
  ].join('\n');
}

/** A conversation with the browser's model. */
export function browserConversation(): ModelConversation {
  const history: PromptMessage[] = [];
  return {
    async send(text, setup, events, signal) {
      const model = api();
      if (!model) throw new Error('This browser has no built-in model.');
      const system = [setup.system, callProtocol(setup.brief)].filter(Boolean).join('\n\n');
      const session = await model.create({
        ...OPTIONS,
        initialPrompts: [{ role: 'system', content: system }, ...history],
        signal,
      });
      const turn: PromptMessage[] = [];
      try {
        let input = text;
        let said = '';
        for (let step = 0; step < MAX_STEPS; step += 1) {
          turn.push({ role: 'user', content: input });
          const reply = await readReply(session.promptStreaming(input, { signal }), events.text);
          turn.push({ role: 'assistant', content: reply.text });
          if (!reply.call) return 'finished';
          said += reply.shown;
          input = await answerCall(reply.call, setup, events, said.trim() !== '');
        }
        return 'cut-off';
      } finally {
        session.destroy();
        history.push(...turn);
      }
    },
  };
}

interface Reply {
  readonly text: string;
  /** The part shown to the person (all of it, unless it was a call). */
  readonly shown: string;
  readonly call: { readonly name: string; readonly input: unknown } | undefined;
}

/** Streams a reply to `show`, except one that is (or may yet become) a call, which is held. */
async function readReply(stream: ReadableStream<string>, show: (delta: string) => void): Promise<Reply> {
  let text = '';
  let shown = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    const start = text.trimStart();
    const mayBeCall = 'CALL '.startsWith(start.slice(0, 5)) && start.length > 0;
    if (!mayBeCall && shown < text.length) {
      show(text.slice(shown));
      shown = text.length;
    }
  }
  const match = CALL.exec(text.trim());
  if (match && shown === 0) {
    let input: unknown;
    try {
      input = match[2] ? JSON.parse(match[2]) : {};
    } catch {
      input = { text: match[2] };
    }
    return { text, shown: '', call: { name: match[1]!, input } };
  }
  if (shown < text.length) show(text.slice(shown));
  return { text, shown: text, call: undefined };
}

/** Rehearses a call and words its result as the next message to the model. */
async function answerCall(
  call: { readonly name: string; readonly input: unknown },
  setup: TurnSetup,
  events: Parameters<ModelConversation['send']>[2],
  announced: boolean,
): Promise<string> {
  if (call.name === LOAD_SKILL) {
    const skill = skillNamed(setup.brief, call.input);
    if (typeof skill === 'string') return skill;
    events.skillRead(skill);
    return `The skill ${skill.name} says:\n\n${skill.body}`;
  }
  const tool = setup.brief.tools.find((item) => item.callName === call.name);
  if (!tool) return `There is no tool named ${call.name}.`;
  const outcome = await events.rehearse({ tool, input: call.input, announced });
  return `Result of ${call.name}: ${toolResultText(outcome)}`;
}
