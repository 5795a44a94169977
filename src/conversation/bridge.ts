/**
 * What the editor and the conversation's document say to each other (`postMessage` between a page
 * and its frame of the same origin). The editor sends the brief whenever the solution changes; the
 * conversation asks the editor to keep a turn as an example or an answer as an example's ideal,
 * which the editor does as one change of its own (so Undo takes it back). Every message read is
 * checked for its shape first: nothing else is acted on. A draft goes to the editor as the model
 * gave it, and the editor checks it part by part.
 */
import type { AssistantBrief } from './brief';

export type ToConversation =
  | { readonly type: 'brief'; readonly brief: AssistantBrief; readonly revision: number }
  /** Show the drafting tab ("Describe it and get a draft" was pressed in the editor). */
  | { readonly type: 'show-draft' }
  /** "Suggest improvements" was pressed beside this text (`file` holds it; `label` names it). */
  | { readonly type: 'improve'; readonly file: string; readonly label: string; readonly text: string };

export type FromConversation =
  | { readonly type: 'ready' }
  | { readonly type: 'keep-example'; readonly input: string; readonly output: string }
  | {
      readonly type: 'keep-ideal';
      readonly index: number;
      readonly question: string;
      readonly output: string;
    }
  /** A draft as the model gave it, for the editor to check part by part (features/try-it/draft-parts.ts). */
  | { readonly type: 'draft'; readonly proposal: unknown }
  /** A suggested rewording of the text in `file`. */
  | { readonly type: 'improvement'; readonly file: string; readonly text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` as a message to the editor, or `undefined` when it is not one. */
export function readFromConversation(data: unknown): FromConversation | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'ready') return { type: 'ready' };
  if (data.type === 'draft') return { type: 'draft', proposal: data.proposal };
  if (data.type === 'improvement' && typeof data.file === 'string' && typeof data.text === 'string')
    return { type: 'improvement', file: data.file, text: data.text };
  if (data.type === 'keep-example' && typeof data.input === 'string' && typeof data.output === 'string')
    return data.input.trim() === ''
      ? undefined
      : { type: 'keep-example', input: data.input, output: data.output };
  if (
    data.type === 'keep-ideal' &&
    typeof data.index === 'number' &&
    Number.isInteger(data.index) &&
    data.index >= 0 &&
    typeof data.question === 'string' &&
    typeof data.output === 'string'
  )
    return { type: 'keep-ideal', index: data.index, question: data.question, output: data.output };
  return undefined;
}

/** `data` as a message to the conversation, or `undefined`. The brief comes from the editor's own code. */
export function readToConversation(data: unknown): ToConversation | undefined {
  if (isRecord(data) && data.type === 'show-draft') return { type: 'show-draft' };
  if (
    isRecord(data) &&
    data.type === 'improve' &&
    typeof data.file === 'string' &&
    typeof data.label === 'string' &&
    typeof data.text === 'string'
  )
    return { type: 'improve', file: data.file, label: data.label, text: data.text };
  if (!isRecord(data) || data.type !== 'brief' || typeof data.revision !== 'number' || !isRecord(data.brief))
    return undefined;
  return { type: 'brief', brief: data.brief as unknown as AssistantBrief, revision: data.revision };
}
