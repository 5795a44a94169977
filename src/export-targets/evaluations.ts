/**
 * The examples as evaluations other tools run: each example's question is the input and its ideal
 * answer what a good reply is judged against. One file per format, each within its own limits:
 * - Agent Skills evals (agentskills.io's evaluation guide): `evals.json` with the skill's name and
 *   its cases (`id`, `prompt`, `expected_output`, `files`), placed in the skill's `evals/` folder;
 * - Copilot Studio's test set (its Evaluate tab's CSV import): exactly the columns
 *   `question,expectedResponse`, every value quoted, at most 100 questions of at most 1,000
 *   characters each;
 * - OpenAI evals (openai/evals, docs/build-eval.md): JSON Lines, each with `input` chat messages
 *   and the `ideal` answer.
 */
import { encodeText, type FileTree } from '../model/file-tree';
import { formatJson } from '../model/json-document';
import {
  count,
  fileBase,
  instructionsWithVoice,
  solutionParts,
  type Example,
  type SolutionParts,
} from './solution-parts';
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

/** Copilot Studio's test set. */
export function copilotCsvTarget(tree: FileTree): ExportResult {
  const parts = solutionParts(tree);
  const notes = noExamples(parts);
  notes.push(
    'The instructions, voice, documents and tools are not part of a test set: Copilot Studio tests the agent as it is set up there.',
  );
  const rows: Example[] = [];
  const tooLong: number[] = [];
  parts.examples.forEach((example, index) => {
    if ([...example.input].length > COPILOT_LIMITS.questionCharacters) tooLong.push(index + 1);
    else rows.push(example);
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
  const lines = [
    `${csvField('question')},${csvField('expectedResponse')}`,
    ...rows
      .slice(0, COPILOT_LIMITS.questions)
      .map((example) => `${csvField(example.input)},${csvField(example.output ?? '')}`),
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
      JSON.stringify({
        input: [
          ...(system ? [{ role: 'system', content: system }] : []),
          { role: 'user', content: example.input },
        ],
        ideal: example.output,
      }),
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
