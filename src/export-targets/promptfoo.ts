/**
 * The examples as a promptfoo test suite (`promptfooconfig.yaml`, promptfoo.dev's configuration
 * reference): the instructions and voice as the system message of a chat prompt, each example a
 * test whose question fills the user message and whose ideal answer is an `llm-rubric` assertion.
 * promptfoo renders prompts and assertion values as Nunjucks templates, so texts go in as
 * variables (`| dump` writes them as JSON strings inside the chat prompt) and an ideal answer that
 * contains template marks is wrapped so it is read literally.
 */
import { encodeText, type FileTree } from '../model/file-tree';
import { instructionsWithVoice, solutionParts } from './solution-parts';
import type { ExportResult } from './types';
import { yamlDocument, type YamlValue } from './yaml-text';

/** The model the suite names; promptfoo needs one, and the person picks their own. */
export const PROMPTFOO_PROVIDER = 'openai:gpt-4.1-mini';

const CHAT_WITH_SYSTEM =
  '[{"role": "system", "content": {{ instructions | dump }}}, {"role": "user", "content": {{ question | dump }}}]';
const CHAT = '[{"role": "user", "content": {{ question | dump }}}]';

/** Text Nunjucks reads literally: wrapped in a raw block when it holds template marks. */
function literal(text: string): string {
  return /\{[{%#]/.test(text) && !text.includes('endraw') ? `{% raw %}${text}{% endraw %}` : text;
}

/** Makes the promptfoo configuration. */
export function promptfooTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes: string[] = [];
  if (parts.examples.length === 0) {
    notes.push(
      'The solution has no examples yet, so the file holds no tests: add examples with ideal answers first.',
    );
  }
  const system = instructionsWithVoice(parts);
  const missing = parts.examples.flatMap((example, index) =>
    example.output === undefined ? [index + 1] : [],
  );
  if (missing.length > 0) {
    notes.push(
      `${missing.length === 1 ? 'Example' : 'Examples'} ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} no ideal answer, so promptfoo shows ${missing.length === 1 ? 'its reply' : 'their replies'} without judging ${missing.length === 1 ? 'it' : 'them'}.`,
    );
  }
  notes.push(
    `The documents and tools are not part of these tests, and the model is not part of the solution: the file names ${PROMPTFOO_PROVIDER}, so change it to the one you use.`,
  );
  const config: Record<string, YamlValue> = {
    description: parts.title,
    prompts: [system ? CHAT_WITH_SYSTEM : CHAT],
    providers: [PROMPTFOO_PROVIDER],
    ...(system ? { defaultTest: { vars: { instructions: system } } } : {}),
    tests: parts.examples.map((example, index) => ({
      description: `Example ${index + 1}`,
      vars: { question: example.input },
      ...(example.output !== undefined
        ? {
            assert: [
              {
                type: 'llm-rubric',
                value: `Gives the same information as this ideal answer, in its own words:\n\n${literal(example.output)}`,
              },
            ],
          }
        : {}),
    })),
  };
  const comment = `promptfoo tests for “${parts.title}”, made by Solution Builder from its examples.\nRun them with: npx promptfoo@latest eval`;
  return {
    outputs: [
      {
        kind: 'file',
        name: 'promptfooconfig.yaml',
        bytes: encodeText(yamlDocument(config, comment)),
        type: 'application/yaml',
      },
    ],
    cannotCarry: notes,
  };
}
