/**
 * The examples as a promptfoo test suite (`promptfooconfig.yaml`, promptfoo.dev's configuration
 * reference): the instructions and voice as the system message of a chat prompt, each example a
 * test whose question fills the user message and whose ideal answer is an `llm-rubric` assertion.
 * The texts go in as variables (`| dump` writes them as JSON strings inside the chat prompt), and
 * every text from the solution is first made one promptfoo cannot act on (`inert`).
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

/** Invisible and zero-width, it only keeps its neighbours on one line: the text reads the same. */
const WORD_JOINER = '\u2060';

/**
 * `text` as promptfoo can only pass on, never act on. promptfoo acts on text in two ways:
 * - it renders with Nunjucks, and more than once: a var value is dumped into the prompt, and the
 *   prompt's output is rendered again (`renderPrompt`); an assertion value is rendered with the vars;
 *   `resolveVariables` also fills `{{ name }}` inside var values. A `{% raw %}` block only lasts one
 *   pass (and cannot hold its own `endraw`), so instead no text keeps a mark Nunjucks reacts to in
 *   plain text: `{{`, `{%` and `{#` (their `-` forms included), and `#}`, an error outside a
 *   comment. A word joiner inside each leaves Nunjucks nothing to act on in any number of passes;
 *   JSON (`dump`) and YAML carry it unchanged.
 * - it loads a var or assertion value that starts with `file://` (and runs a .js or .py file) or
 *   `package:` (and runs the package's export): both are exact `startsWith` tests, so a joiner
 *   before the colon makes them fail.
 * A text with neither is returned as it is.
 */
function inert(text: string): string {
  return text
    .replace(/\{(?=[{%#])|#(?=\})/g, `$&${WORD_JOINER}`)
    .replace(/^(?:file(?=:\/\/)|package(?=:))/, `$&${WORD_JOINER}`);
}

/** The sentence saying `subject` was written with word joiners. */
const joinedNote = (subject: string, verb: string) =>
  `${subject} ${verb} marks promptfoo would take as its own commands (such as “{{” or a start like “file://”), so the file puts an invisible character inside each: the text reads the same.`;

/** Makes the promptfoo configuration. */
export function promptfooTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes: string[] = [];
  if (parts.examples.length === 0) {
    notes.push(
      'The solution has no examples yet, so the file holds no tests: add examples with ideal answers first.',
    );
  }
  const missing = parts.examples.flatMap((example, index) =>
    example.output === undefined ? [index + 1] : [],
  );
  if (missing.length > 0) {
    notes.push(
      `${missing.length === 1 ? 'Example' : 'Examples'} ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} no ideal answer, so promptfoo shows ${missing.length === 1 ? 'its reply' : 'their replies'} without judging ${missing.length === 1 ? 'it' : 'them'}.`,
    );
  }
  const title = inert(parts.title);
  if (title !== parts.title) notes.push(joinedNote('The title', 'holds'));
  const solutionSystem = instructionsWithVoice(parts);
  const system = inert(solutionSystem);
  if (system !== solutionSystem) {
    notes.push(joinedNote(parts.persona ? 'The instructions and voice' : 'The instructions', 'hold'));
  }
  const examples = parts.examples.map(({ input, output }) => ({
    input: inert(input),
    output: output === undefined ? undefined : inert(output),
  }));
  const joined = examples.flatMap((example, index) =>
    example.input !== parts.examples[index]!.input || example.output !== parts.examples[index]!.output
      ? [index + 1]
      : [],
  );
  if (joined.length > 0) {
    notes.push(
      joinedNote(
        `${joined.length === 1 ? 'Example' : 'Examples'} ${joined.join(', ')}`,
        joined.length === 1 ? 'holds' : 'hold',
      ),
    );
  }
  notes.push(
    `The documents and tools are not part of these tests, and the model is not part of the solution: the file names ${PROMPTFOO_PROVIDER}, so change it to the one you use.`,
  );
  const config: Record<string, YamlValue> = {
    description: title,
    prompts: [system ? CHAT_WITH_SYSTEM : CHAT],
    providers: [PROMPTFOO_PROVIDER],
    ...(system ? { defaultTest: { vars: { instructions: system } } } : {}),
    tests: examples.map((example, index) => ({
      description: `Example ${index + 1}`,
      vars: { question: example.input },
      ...(example.output !== undefined
        ? {
            assert: [
              {
                type: 'llm-rubric',
                value: `Gives the same information as this ideal answer, in its own words:\n\n${example.output}`,
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
