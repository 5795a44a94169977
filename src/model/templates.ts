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

/**
 * How a starting text marks what the person should write in their own words: `[Replace: …]`
 * (the text after the colon says what belongs there). The validator warns about each one left.
 * A Markdown link (`[text](address)`) never counts.
 */
export const REPLACE_MARK = /\[Replace:\s*([^\]\n]*)\](?!\()/i;

/**
 * The instructions skill's starting body: general rules that hold for any assistant, so a new
 * solution is complete as it is; the person adds what is particular to theirs.
 */
export function instructionsBody(title: string): string {
  return instructionsAround(
    title,
    `You are ${title}. This text is read at the start of every conversation, so write it the way you
would brief a new colleague: who comes to you, what you help with, and what you leave to a person.`,
  );
}

/**
 * The instructions written when a plugin someone opened is made a solution: only its maker knows
 * what it is for, so that part is marked to be replaced, and the warning says it is still there.
 */
export function madeSolutionInstructionsBody(title: string): string {
  return instructionsAround(
    title,
    `You are ${title}. [Replace: who comes to you, what you help them with, and what you leave to a person, the way you would brief a new colleague.]`,
  );
}

/** The starting instructions: a title, then `opening`, then the general rules. */
function instructionsAround(title: string, opening: string): string {
  return `# ${title}

${opening}

## How you answer

- Be friendly, clear and brief.
- Answer in the language the person writes in.
- If you are not sure, say so instead of guessing, and say who can help.

## What you never do

- Never promise anything, or give a price or a date, that you cannot check.
`;
}

/** A new skill's starting body: the steps to write, each marked to be replaced. */
export function skillBody(name: string): string {
  const title = titleFromName(name);
  return `# ${title}

[Replace: say, step by step, what the assistant does when this skill is needed.]

1. [Replace: the first step, such as “Ask for the order number.”]
2. [Replace: the next step.]
`;
}

/** The persona's starting text, marked to be replaced. */
export function personaText(title: string): string {
  return `# How ${title} speaks

[Replace: the voice ${title} answers in, such as “warm and welcoming, in short sentences and everyday words”.]
`;
}
