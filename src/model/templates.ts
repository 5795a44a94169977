/**
 * Starting texts for files the builder creates, written for the person who will replace them
 * (a shop owner, not a programmer): each says what belongs there, with an example to edit.
 */
import { titleFromName } from './names';

/** The instructions skill's name in a new solution: stable when the solution is renamed. */
export const INSTRUCTIONS_SKILL_NAME = 'instructions';
/** Where the builder puts the persona when the person turns it on. */
export const DEFAULT_PERSONA_PATH = 'persona.md';

/** The instructions skill's description: what it holds and when a client uses it. */
export function instructionsDescription(title: string): string {
  return `The main instructions for ${title}: who it helps, what it does and how it answers. Use in every conversation with ${title}, from the first message.`;
}

/** The instructions skill's starting body. */
export function instructionsBody(title: string): string {
  return `# ${title}

You are ${title}. Everything below is read before every conversation, so write it the way you
would brief a new colleague. Replace the examples with your own sentences.

## Who you help

People who ... (for example: customers of our online shop who have a question about an order).

## What you do

- Answer questions about ... (for example: delivery times, returns and opening hours).
- When someone wants something you cannot do, explain who can help and how to reach them.

## How you answer

- Be friendly, clear and brief.
- Answer in the language the person writes in.
- If you are not sure, say so instead of guessing.

## What you never do

- Never promise refunds, discounts or dates that are not written here.
`;
}

/** A new skill's starting body. */
export function skillBody(name: string): string {
  const title = titleFromName(name);
  return `# ${title}

Describe, step by step, what the assistant should do when this skill is needed.

1. First, ...
2. Then, ...

## Good to know

- Facts, rules or examples the assistant needs for this task.
`;
}

/** The persona's starting text. */
export function personaText(title: string): string {
  return `# How ${title} speaks

Describe the voice the assistant answers in. Replace these examples with your own.

- Warm and welcoming, like a helpful shop assistant.
- Short sentences and everyday words; no jargon.
- Calls customers by name when it knows it.
`;
}
