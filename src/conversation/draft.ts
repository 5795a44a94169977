/**
 * "Describe it and get a draft": the person's few sentences go to the model she chose, which is
 * asked for data of one shape (`DRAFT_SHAPE`, a JSON Schema) through the provider's structured
 * output (the AI SDK's `Output.object`) or the browser model's response constraint. The shape
 * here only says what each part is; whether a part may be written is the editor's to decide, part
 * by part, with the project's own validator (features/try-it/draft-parts.ts), so one bad part
 * never costs the others.
 */
import { generateText, jsonSchema, Output, type JSONSchema7, type LanguageModel } from 'ai';
import type { AssistantBrief } from './brief';
import { promptBrowserModel } from './browser-model';

const text: JSONSchema7 = { type: 'string' };
const texts: JSONSchema7 = { type: 'array', items: text };
const flag: JSONSchema7 = { type: 'boolean' };

/** An object that must have every one of these members, in this order. */
function whole(properties: Record<string, JSONSchema7>): JSONSchema7 {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** A list of such objects. */
function listOf(properties: Record<string, JSONSchema7>): JSONSchema7 {
  return { type: 'array', items: whole(properties) };
}

/** What a draft may hold. */
export const DRAFT_SHAPE: JSONSchema7 = whole({
  title: text,
  description: text,
  instructions: text,
  voice: text,
  starters: texts,
  skills: listOf({ name: text, description: text, body: text }),
  examples: listOf({ input: text, output: text }),
  documents: listOf({ label: text, accepts: texts, required: flag }),
  tools: listOf({ server: text, tool: text, changesThings: flag }),
});

/** What the model is told, besides the person's description. */
export function draftInstructions(brief: AssistantBrief | undefined): string {
  const tools = (brief?.tools ?? []).filter((tool) => tool.declared);
  return [
    'You draft an assistant for Bailey, an assistant app. From the description, write:',
    '- title: a short name; description: one or two sentences on the job it does for people;',
    '- instructions: what the assistant does, for whom, what it must never do, step by step where it helps (Markdown);',
    '- voice: how it speaks, in a few sentences;',
    '- starters: 3 to 5 things a person might send first;',
    '- skills: 0 to 3 tasks it handles in detail, each with a name in lower case letters, digits and hyphens, a description saying what it does and when to use it, and a body of instructions (Markdown);',
    '- examples: 2 or 3 questions with ideal answers;',
    '- documents: what to ask for when someone installs it, with file extensions such as pdf, docx, csv, md;',
    tools.length > 0
      ? `- tools: for each of these tools, whether it changes things (true) or only looks things up (false): ${tools.map((tool) => `${tool.server}/${tool.name}`).join(', ')}.`
      : '- tools: an empty list.',
    'Write for the people who will use it, in the language of the description.',
  ].join('\n');
}

/** A draft from a model service. */
export async function draftFromService(
  model: LanguageModel,
  description: string,
  brief: AssistantBrief | undefined,
  signal: AbortSignal,
): Promise<unknown> {
  const result = await generateText({
    model,
    system: draftInstructions(brief),
    prompt: description,
    output: Output.object({ schema: jsonSchema(DRAFT_SHAPE) }),
    maxRetries: 0,
    maxOutputTokens: 8192,
    abortSignal: signal,
  });
  return result.output;
}

/** A draft from the browser's own model, held to the shape by its response constraint. */
export async function draftFromBrowser(
  description: string,
  brief: AssistantBrief | undefined,
  signal: AbortSignal,
): Promise<unknown> {
  const answer = await promptBrowserModel(draftInstructions(brief), description, DRAFT_SHAPE, signal);
  return JSON.parse(answer) as unknown;
}
