/**
 * "Suggest improvements": one text of the solution (the instructions, the voice, a skill's text)
 * reworded by the model the person chose, for her to compare word by word and accept or not.
 */
import { generateText, type LanguageModel } from 'ai';
import { promptBrowserModel } from './browser-model';

/** What the model is told; `label` says which text it is ("Instructions"). */
export function improveInstructions(label: string): string {
  return [
    `You improve one text of an assistant for Bailey, an assistant app: its ${label.toLowerCase()}.`,
    'Make it clearer, better ordered and easier for the assistant to follow, in the same language.',
    'Keep its meaning, every rule and fact in it, and its Markdown. Add nothing it does not say.',
    'Reply with the improved text only.',
  ].join('\n');
}

/** A suggestion from a model service. */
export async function improveWithService(
  model: LanguageModel,
  label: string,
  text: string,
  signal: AbortSignal,
): Promise<string> {
  const result = await generateText({
    model,
    system: improveInstructions(label),
    prompt: text,
    maxRetries: 0,
    maxOutputTokens: 8192,
    abortSignal: signal,
  });
  return result.text.trim();
}

/** A suggestion from the browser's own model. */
export async function improveWithBrowser(label: string, text: string, signal: AbortSignal): Promise<string> {
  return (await promptBrowserModel(improveInstructions(label), text, undefined, signal)).trim();
}
