/**
 * The examples as evaluations other tools run: each example's question is the input and its ideal
 * answer what a good reply is judged against. One file per format, each within its own limits:
 * - Agent Skills evals (agentskills.io's evaluation guide): `evals.json` with the skill's name and
 *   its cases (`id`, `prompt`, `expected_output`, `files`), placed in the skill's `evals/` folder;
 * - Copilot Studio's test set (its Evaluate tab's CSV import): exactly the columns
 *   `question,expectedResponse`, every value quoted, at most 100 questions of at most 1,000
 *   characters each, no value a spreadsheet would take for a formula;
 * - OpenAI evals (openai/evals, docs/build-eval.md): JSON Lines, each with `input` chat messages
 *   and the `ideal` answer, every line one line for any reader.
 */
import { encodeText, type FileTree } from '../model/file-tree';
import { formatJson } from '../model/json-document';
import { count, fileBase, instructionsWithVoice, solutionParts, type SolutionParts } from './solution-parts';
import type { ExportResult } from './types';

/** Copilot Studio's limits for an imported test set. */
export const COPILOT_LIMITS = { questions: 100, questionCharacters: 1000 } as const;

function noExamples(parts: SolutionParts): string[] {
  return parts.examples.length === 0
    ? ['The solution has no examples yet, so the file holds no tests: add examples with ideal answers first.']
    : [];
}

/** Agent Skills evals for the instructions skill. */
export function agentSkillsEvalsTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes = noExamples(parts);
  if (!parts.instructionsSkill)
    notes.push('The solution names no instructions skill, so the tests name no skill.');
  if (parts.persona) {
    notes.push('The voice is not part of these tests: they run the instructions skill alone.');
  }
  const evals = {
    skill_name: parts.instructionsSkill ?? parts.name,
    evals: parts.examples.map((example, index) => ({
      id: index + 1,
      prompt: example.input,
      ...(example.output !== undefined ? { expected_output: example.output } : {}),
      files: [],
    })),
  };
  return {
    outputs: [
      { kind: 'file', name: 'evals.json', bytes: encodeText(formatJson(evals)), type: 'application/json' },
    ],
    cannotCarry: notes,
  };
}

/** A CSV field: always quoted, inner quotes doubled (RFC 4180). */
const csvField = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A cell's text as a spreadsheet keeps it as text (OWASP's rule against CSV injection): quoting
 * does not stop Excel, LibreOffice or Google Sheets from running a cell that begins with `=`, `+`,
 * `-` or `@` (or their full-width forms, which some spreadsheets take the same way), or with a tab or
 * a carriage return, so such a cell starts with a `'`. Spaces and line breaks before the sign count
 * too: a spreadsheet may drop them and read the formula after them.
 */
function spreadsheetText(text: string): string {
  return /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/.test(text) ? `'${text}` : text;
}

/** Copilot Studio's test set. */
export function copilotCsvTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes = noExamples(parts);
  notes.push(
    'The instructions, voice, documents and tools are not part of a test set: Copilot Studio tests the agent as it is set up there.',
  );
  const rows: { readonly question: string; readonly answer: string; readonly number: number }[] = [];
  const tooLong: number[] = [];
  parts.examples.forEach((example, index) => {
    const question = spreadsheetText(example.input);
    // The limit counts the question as Copilot Studio reads it, a leading ' included.
    if ([...question].length > COPILOT_LIMITS.questionCharacters) tooLong.push(index + 1);
    else rows.push({ question, answer: spreadsheetText(example.output ?? ''), number: index + 1 });
  });
  if (tooLong.length > 0) {
    notes.push(
      `${tooLong.length === 1 ? 'Example' : 'Examples'} ${tooLong.join(', ')} ${tooLong.length === 1 ? 'was' : 'were'} left out: Copilot Studio takes questions of at most 1,000 characters.`,
    );
  }
  if (rows.length > COPILOT_LIMITS.questions) {
    notes.push(
      `Copilot Studio takes at most 100 questions in a test set, so the last ${count(rows.length - COPILOT_LIMITS.questions, 'example')} ${rows.length - COPILOT_LIMITS.questions === 1 ? 'was' : 'were'} left out.`,
    );
  }
  const written = rows.slice(0, COPILOT_LIMITS.questions);
  const guarded = written.flatMap(({ question, answer, number }) => {
    const example = parts.examples[number - 1]!;
    return question !== example.input || answer !== (example.output ?? '') ? [number] : [];
  });
  if (guarded.length > 0) {
    notes.push(
      `${guarded.length === 1 ? 'Example' : 'Examples'} ${guarded.join(', ')} ${guarded.length === 1 ? 'has a question or answer' : 'have questions or answers'} beginning with a sign a spreadsheet would run as a formula (such as = or -), so the file starts ${guarded.length === 1 ? 'that text' : 'those texts'} with an apostrophe (') to keep ${guarded.length === 1 ? 'it' : 'them'} plain text.`,
    );
  }
  const lines = [
    `${csvField('question')},${csvField('expectedResponse')}`,
    ...written.map((row) => `${csvField(row.question)},${csvField(row.answer)}`),
  ];
  return {
    outputs: [
      {
        kind: 'file',
        name: `${fileBase(parts)}-copilot-test-set.csv`,
        bytes: encodeText(`${lines.join('\r\n')}\r\n`),
        type: 'text/csv',
      },
    ],
    cannotCarry: notes,
  };
}

/**
 * JSON text with U+2028 and U+2029 escaped: JSON allows them raw inside strings, but some line
 * readers (and JavaScript before ES2019) break a line at them.
 */
const oneLine = (json: string) =>
  json.replace(/[\u2028\u2029]/g, (char) => `\\u${char.codePointAt(0)!.toString(16)}`);

/** OpenAI evals samples. */
export function openAiEvalsTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes = noExamples(parts);
  const system = instructionsWithVoice(parts);
  const missing = parts.examples.flatMap((example, index) =>
    example.output === undefined ? [index + 1] : [],
  );
  if (missing.length > 0) {
    notes.push(
      `${missing.length === 1 ? 'Example' : 'Examples'} ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} no ideal answer, so ${missing.length === 1 ? 'it was' : 'they were'} left out: OpenAI evals compare every reply with one.`,
    );
  }
  notes.push(
    'The documents and tools are not part of these tests: the instructions and voice are sent as the first message.',
  );
  const lines = parts.examples
    .filter((example) => example.output !== undefined)
    .map((example) =>
      oneLine(
        JSON.stringify({
          input: [
            ...(system ? [{ role: 'system', content: system }] : []),
            { role: 'user', content: example.input },
          ],
          ideal: example.output,
        }),
      ),
    );
  return {
    outputs: [
      {
        kind: 'file',
        name: `${fileBase(parts)}-openai-evals.jsonl`,
        bytes: encodeText(lines.map((line) => `${line}\n`).join('')),
        type: 'application/jsonl',
      },
    ],
    cannotCarry: notes,
  };
}
