/**
 * A stand-in for the browser's built-in language model (Chrome's Prompt API, `LanguageModel`),
 * for the end-to-end tests: the Chromium they drive has no model.
 *
 * It follows the documented interface (the webmachinelearning/prompt-api explainer and its
 * WebIDL, and Chrome's guide): static `availability()`, `create()` with download progress on its
 * monitor, `params()`; sessions with `prompt()`, `promptStreaming()` (a ReadableStream whose
 * chunks are each only the new text), `append()`, `clone()`, `destroy()`,
 * `measureContextUsage()`, `contextUsage`/`contextWindow`, and the older
 * `measureInputUsage()`/`inputUsage`/`inputQuota`. The replies are the test's, in order.
 */
import type { Frame, Page } from '@playwright/test';
import { wordChunks } from './model-servers.ts';

/** One reply of the model: its text, streamed in a few chunks split on word boundaries. */
export type ScriptedStandInReply = string;

export interface LanguageModelStandInOptions {
  /** What `LanguageModel.availability()` answers until a `create()` has finished a download. */
  readonly availability: 'available' | 'downloadable' | 'downloading' | 'unavailable';
  /** The replies to prompts, in order; once they run out, the last one again. */
  readonly replies: readonly ScriptedStandInReply[];
  /** How long a download takes, in ms (default 400), so that a test can see the progress. */
  readonly downloadMs?: number;
}

/** One call the page made, as recorded in `globalThis.__languageModelCalls` of its frame. */
export interface LanguageModelCall {
  readonly method: 'create' | 'prompt' | 'promptStreaming' | 'append';
  /** create(): its initialPrompts. */
  readonly initialPrompts?: unknown;
  /** create(): its other options (temperature, topK, expectedInputs, expectedOutputs…). */
  readonly options?: Record<string, unknown>;
  /** prompt(), promptStreaming(), append(): the input as given (a string or messages). */
  readonly input?: unknown;
}

/** What the init script is given: the replies already split into chunks. */
interface StandInSetup {
  readonly availability: LanguageModelStandInOptions['availability'];
  readonly replies: readonly (readonly string[])[];
  readonly downloadMs: number;
}

/**
 * Defines `globalThis.LanguageModel` in every frame of `page` (an init script), from the next
 * navigation on. Call before `page.goto`.
 */
export async function installLanguageModelStandIn(
  page: Page,
  options: LanguageModelStandInOptions,
): Promise<void> {
  const setup: StandInSetup = {
    availability: options.availability,
    replies: options.replies.map((reply) => wordChunks(reply)),
    downloadMs: options.downloadMs ?? 400,
  };
  await page.addInitScript(defineLanguageModel, setup);
}

/** The calls the page made to the stand-in in `frame` (a page reads its main frame's). */
export async function languageModelCalls(frame: Frame | Page): Promise<LanguageModelCall[]> {
  return frame.evaluate(
    () =>
      (globalThis as unknown as { __languageModelCalls?: LanguageModelCall[] }).__languageModelCalls ?? [],
  );
}

/**
 * The init script. It runs in the page, serialized on its own: everything it uses is inside it.
 * (No class fields: Playwright's transform could turn them into helpers the page does not have.)
 */
function defineLanguageModel(setup: StandInSetup): void {
  // Like Chrome, only in secure contexts (http://127.0.0.1 is one).
  if (!globalThis.isSecureContext) return;

  type Role = 'system' | 'user' | 'assistant';
  interface Content {
    type: string;
    value: unknown;
  }
  interface Message {
    role: Role;
    content: Content[];
    prefix: boolean;
  }
  interface Expected {
    type: string;
    languages?: string[];
  }
  interface CreateOptions {
    initialPrompts?: unknown;
    monitor?: (monitor: EventTarget) => void;
    signal?: AbortSignal;
    temperature?: number;
    topK?: number;
    samplingMode?: string;
    expectedInputs?: Expected[];
    expectedOutputs?: Expected[];
    tools?: unknown[];
  }
  interface SignalOptions {
    signal?: AbortSignal;
  }
  interface SessionState {
    options: CreateOptions;
    /** Whether anything has gone into the context yet (a system message must come first). */
    hasInput: boolean;
    usage: number;
    /** Aborted by destroy(); every running operation listens to it. */
    destruction: AbortController;
    /** Operations run one after another, as a session queues them. */
    queue: Promise<unknown>;
    oncontextoverflow: unknown;
    onquotaoverflow: unknown;
  }

  const CONTEXT_WINDOW = 9216;
  const CHUNK_GAP_MS = 5;
  const calls: unknown[] = [];
  (globalThis as unknown as { __languageModelCalls: unknown[] }).__languageModelCalls = calls;
  let availability = setup.availability;
  let repliesGiven = 0;
  const states = new WeakMap<object, SessionState>();
  const constructing = Symbol('constructing');

  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function stateOf(session: object): SessionState {
    const state = states.get(session);
    if (!state) throw new TypeError('Illegal invocation');
    return state;
  }

  /** Rejects with the reason once `signal` aborts (or at once if it has). */
  function whenAborted(signal: AbortSignal): Promise<never> {
    return new Promise<never>((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  }

  /** One signal for an operation: the caller's, and the session's destruction. */
  function operationSignal(state: SessionState, options: SignalOptions | undefined): AbortSignal {
    const signals = [state.destruction.signal];
    if (options?.signal) signals.push(options.signal);
    return AbortSignal.any(signals);
  }

  /** The input as messages, checked the way the specification's "validate a prompt" does. */
  function canonicalMessages(input: unknown, options: CreateOptions, hasInput: boolean): Message[] {
    const list: unknown[] =
      typeof input === 'string' ? [{ role: 'user', content: input }] : Array.from(input as []);
    const expected = new Set(['text', ...(options.expectedInputs ?? []).map((each) => each.type)]);
    return list.map((item, i) => {
      const message = item as { role?: unknown; content?: unknown; prefix?: unknown };
      const role = message.role;
      if (role !== 'system' && role !== 'user' && role !== 'assistant') {
        throw new TypeError(`'${String(role)}' is not a valid LanguageModelMessageRole.`);
      }
      if (role === 'system' && (hasInput || i > 0)) {
        throw new TypeError('A system message must be the first input of a session.');
      }
      const prefix = message.prefix === true;
      if (prefix && (role !== 'assistant' || i !== list.length - 1)) {
        throw new DOMException('Only the last message, an assistant one, can be a prefix.', 'SyntaxError');
      }
      const content: Content[] =
        typeof message.content === 'string'
          ? [{ type: 'text', value: message.content }]
          : Array.from((message.content ?? []) as Content[]);
      for (const part of content) {
        if (part.type === 'text' && typeof part.value !== 'string')
          throw new TypeError('A text value must be a string.');
        if (part.type !== 'text' && role === 'assistant') {
          throw new DOMException('An assistant message can only hold text.', 'NotSupportedError');
        }
        if (!expected.has(part.type)) {
          throw new DOMException(
            `Input of type '${part.type}' was not in expectedInputs.`,
            'NotSupportedError',
          );
        }
      }
      return { role, content, prefix };
    });
  }

  /** A rough token count: about four characters a token, a flat 256 for an image or a sound. */
  function measure(messages: Message[]): number {
    let total = 0;
    for (const message of messages) {
      total += 4;
      for (const part of message.content) {
        total += part.type === 'text' ? Math.ceil(String(part.value).length / 4) : 256;
      }
    }
    return total;
  }

  function nextReply(): readonly string[] {
    const replies = setup.replies;
    const reply = replies[Math.min(repliesGiven, replies.length - 1)] ?? [];
    repliesGiven++;
    return reply;
  }

  /** Takes `input` into the context; then, unless only appending, produces the next reply. */
  function run(
    session: object,
    input: unknown,
    options: SignalOptions | undefined,
    onChunk: ((chunk: string) => void) | null,
  ): Promise<string> {
    const state = stateOf(session);
    const signal = operationSignal(state, options);
    let messages: Message[];
    try {
      if (state.destruction.signal.aborted)
        throw new DOMException('The session was destroyed.', 'InvalidStateError');
      messages = canonicalMessages(input, state.options, state.hasInput);
    } catch (error) {
      return Promise.reject(error);
    }
    state.hasInput = true;
    const work = async () => {
      signal.throwIfAborted();
      state.usage += measure(messages);
      if (!onChunk) return '';
      let text = '';
      for (const chunk of nextReply()) {
        await pause(CHUNK_GAP_MS);
        signal.throwIfAborted();
        text += chunk;
        onChunk(chunk);
      }
      state.usage += Math.ceil(text.length / 4);
      return text;
    };
    const result = state.queue.then(() => Promise.race([work(), whenAborted(signal)]));
    state.queue = result.catch(() => undefined);
    return result;
  }

  const monitorHandlers = new WeakMap<EventTarget, unknown>();

  /** The object create() hands to `monitor`: an EventTarget with an ondownloadprogress handler. */
  function createMonitor(): EventTarget {
    const monitor = new EventTarget();
    Object.defineProperty(monitor, 'ondownloadprogress', {
      get: () => monitorHandlers.get(monitor) ?? null,
      set: (handler: unknown) => monitorHandlers.set(monitor, handler),
    });
    monitor.addEventListener('downloadprogress', (event) => {
      const handler = monitorHandlers.get(monitor);
      if (typeof handler === 'function') handler.call(monitor, event);
    });
    return monitor;
  }

  async function download(monitor: EventTarget, signal: AbortSignal | undefined): Promise<void> {
    const needed = availability === 'downloadable' || availability === 'downloading';
    // At least two events, loaded 0 and loaded 1, even when nothing has to be downloaded.
    const steps = needed ? [0, 0.2, 0.45, 0.7, 0.9, 1] : [0, 1];
    for (const [i, loaded] of steps.entries()) {
      await pause(needed && i > 0 ? setup.downloadMs / (steps.length - 1) : 0);
      signal?.throwIfAborted();
      monitor.dispatchEvent(
        new ProgressEvent('downloadprogress', { loaded, total: 1, lengthComputable: true }),
      );
    }
    if (needed) availability = 'available';
  }

  class LanguageModel extends EventTarget {
    constructor(token?: unknown, options?: CreateOptions, copied?: SessionState) {
      if (token !== constructing) throw new TypeError('Illegal constructor');
      super();
      states.set(this, {
        options: options ?? {},
        hasInput: copied?.hasInput ?? false,
        usage: copied?.usage ?? 0,
        destruction: new AbortController(),
        queue: Promise.resolve(),
        oncontextoverflow: null,
        onquotaoverflow: null,
      });
    }

    static async availability(options: CreateOptions = {}): Promise<string> {
      for (const expected of [...(options.expectedInputs ?? []), ...(options.expectedOutputs ?? [])]) {
        for (const language of expected.languages ?? []) {
          // Throws a RangeError for a tag that is not well formed, as the specification asks.
          Intl.getCanonicalLocales(language);
        }
      }
      return availability;
    }

    static async params() {
      return { defaultTopK: 3, maxTopK: 128, defaultTemperature: 1, maxTemperature: 2 };
    }

    static async create(options: CreateOptions = {}): Promise<LanguageModel> {
      const { initialPrompts, monitor, signal, ...rest } = options;
      calls.push({ method: 'create', initialPrompts, options: rest });
      signal?.throwIfAborted();
      if (availability === 'unavailable') {
        throw new DOMException('The built-in language model is not available.', 'NotSupportedError');
      }
      const messages = initialPrompts === undefined ? [] : canonicalMessages(initialPrompts, options, false);
      const watcher = createMonitor();
      monitor?.(watcher);
      await (signal
        ? Promise.race([download(watcher, signal), whenAborted(signal)])
        : download(watcher, undefined));
      const session = new LanguageModel(constructing, options);
      const state = stateOf(session);
      state.hasInput = messages.length > 0;
      state.usage = measure(messages);
      return session;
    }

    prompt(input: unknown, options?: SignalOptions): Promise<string> {
      calls.push({ method: 'prompt', input });
      return run(this, input, options, () => {});
    }

    promptStreaming(input: unknown, options?: SignalOptions): ReadableStream<string> {
      calls.push({ method: 'promptStreaming', input });
      let controller: ReadableStreamDefaultController<string> | undefined;
      const stream = new ReadableStream<string>({
        start: (each) => {
          controller = each;
        },
      });
      run(this, input, options, (chunk) => controller?.enqueue(chunk)).then(
        () => controller?.close(),
        (error: unknown) => controller?.error(error),
      );
      return stream;
    }

    async append(input: unknown, options?: SignalOptions): Promise<undefined> {
      calls.push({ method: 'append', input });
      await run(this, input, options, null);
      return undefined;
    }

    async measureContextUsage(input: unknown, options?: SignalOptions): Promise<number> {
      const state = stateOf(this);
      options?.signal?.throwIfAborted();
      return measure(canonicalMessages(input, state.options, false));
    }

    measureInputUsage(input: unknown, options?: SignalOptions): Promise<number> {
      return this.measureContextUsage(input, options);
    }

    get contextUsage(): number {
      return stateOf(this).usage;
    }

    get contextWindow(): number {
      return CONTEXT_WINDOW;
    }

    get inputUsage(): number {
      return this.contextUsage;
    }

    get inputQuota(): number {
      return this.contextWindow;
    }

    get oncontextoverflow(): unknown {
      return stateOf(this).oncontextoverflow;
    }

    set oncontextoverflow(handler: unknown) {
      stateOf(this).oncontextoverflow = handler;
    }

    get onquotaoverflow(): unknown {
      return stateOf(this).onquotaoverflow;
    }

    set onquotaoverflow(handler: unknown) {
      stateOf(this).onquotaoverflow = handler;
    }

    get topK(): number {
      return stateOf(this).options.topK ?? 3;
    }

    get temperature(): number {
      return stateOf(this).options.temperature ?? 1;
    }

    get samplingMode(): string {
      return stateOf(this).options.samplingMode ?? 'default';
    }

    async clone(options?: SignalOptions): Promise<LanguageModel> {
      const state = stateOf(this);
      operationSignal(state, options).throwIfAborted();
      return new LanguageModel(constructing, state.options, state);
    }

    destroy(): void {
      const state = stateOf(this);
      if (!state.destruction.signal.aborted) {
        state.destruction.abort(new DOMException('The session was destroyed.', 'AbortError'));
      }
    }
  }

  Object.defineProperty(globalThis, 'LanguageModel', {
    value: LanguageModel,
    writable: true,
    configurable: true,
  });
}
