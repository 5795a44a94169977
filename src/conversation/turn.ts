/**
 * One conversation with a model, whichever it is: what a turn needs (the system text and the
 * brief, for the skills and tools it offers) and what it reports while it runs. A tool call is
 * never run: `rehearse` asks whoever holds the conversation (the person, or the examples runner)
 * and its answer is what the model gets back.
 */
import type { AssistantBrief, SkillBrief, ToolBrief } from './brief';

export interface TurnSetup {
  readonly system: string;
  readonly brief: AssistantBrief;
}

/** A call the model made, as the person sees it. */
export interface ToolCallRequest {
  readonly tool: ToolBrief;
  readonly input: unknown;
  /** Whether the assistant said something to the person in this step before the call. */
  readonly announced: boolean;
}

/** What a rehearsed tool call gave: allowed with a result, or not allowed. */
export type ToolOutcome = { readonly allowed: true; readonly result: string } | { readonly allowed: false };

export interface TurnEvents {
  /** More of the assistant's answer. */
  text(delta: string): void;
  /** The model read a skill's body. */
  skillRead(skill: SkillBrief): void;
  /** The model called a tool; the promise settles once it has been rehearsed. */
  rehearse(call: ToolCallRequest): Promise<ToolOutcome>;
}

/** How a turn ended when it did not fail. */
export type TurnEnd = 'finished' | 'cut-off';

export interface ModelConversation {
  /** Sends the person's message and runs the turn to its end; rejects when it fails. */
  send(text: string, setup: TurnSetup, events: TurnEvents, signal: AbortSignal): Promise<TurnEnd>;
}

/** The most model steps one turn may take (each tool call is a step), so a looping model stops. */
export const MAX_STEPS = 8;

/** What the model is told a rehearsed call returned. */
export function toolResultText(outcome: ToolOutcome): string {
  return outcome.allowed ? outcome.result : 'The person did not allow this, so nothing was done.';
}

/** The skill a `load_skill` call names, or a sentence for the model when there is none. */
export function skillNamed(brief: AssistantBrief, input: unknown): SkillBrief | string {
  const name =
    typeof input === 'object' && input !== null && 'name' in input
      ? String((input as { name: unknown }).name)
      : '';
  return (
    brief.skills.find((skill) => skill.name === name) ??
    `There is no skill named “${name}”. The skills are: ${brief.skills.map((skill) => skill.name).join(', ')}.`
  );
}
