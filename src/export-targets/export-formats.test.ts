/**
 * Every target's output, on the three templates and the wide benchmark solution, read by an
 * independent checker of its format (fixtures/export-formats/, written from each format's public
 * documentation), never by the code that wrote it.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { parse as parseYaml } from 'yaml';
import { describe, expect, test } from 'vitest';
import { createSolution } from '../app/templates';
import { templateList } from '../app/template-list';
import { generateWideSolution } from '../../bench/wide-dataset';
import { decodeText, type FileTree } from '../model/file-tree';
import { parseSkill } from '../model/skill-document';
import { exportTarget } from './targets';
import type { ExportOutput, TargetId } from './types';

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('uri', (text: string) => URL.canParse(text));
const schema = (name: string) => {
  const validate = ajv.compile(
    JSON.parse(readFileSync(new URL(`../../fixtures/export-formats/${name}`, import.meta.url), 'utf8')),
  );
  return (value: unknown) => {
    const valid = validate(value);
    return valid ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
  };
};
const checkClaudeManifest = schema('claude-code-plugin.schema.json');
const checkClaudeMcp = schema('claude-code-mcp.schema.json');
const checkAgentSkillsEvals = schema('agentskills-evals.schema.json');
const checkOpenAiSample = schema('openai-evals-sample.schema.json');
const checkPromptfoo = schema('promptfoo-config.schema.json');
const checkCopilotRows = schema('copilot-test-set.schema.json');

const solutions: [string, () => FileTree][] = [
  ...templateList.map(({ id, title }): [string, () => FileTree] => [title, () => createSolution(title, id)]),
  ['the wide benchmark solution', generateWideSolution],
];

const run = (id: TargetId, tree: FileTree) => {
  const target = exportTarget(id);
  if (!target) throw new Error(`no target ${id}`);
  return target.run(tree);
};
const text = (output: ExportOutput) => {
  if (output.kind !== 'file') throw new Error(`${output.name} is a zip`);
  const decoded = decodeText(output.bytes);
  if (decoded === undefined) throw new Error(`${output.name} is not UTF-8`);
  return decoded;
};
const fileText = (tree: FileTree, path: string) => {
  const entry = tree.get(path);
  return entry?.kind === 'file' ? decodeText(entry.bytes) : undefined;
};

/** RFC 4180 as Copilot Studio's import expects it: every field quoted, CRLF between records. */
function readQuotedCsv(csv: string): string[][] {
  const records: string[][] = [];
  let at = 0;
  while (at < csv.length) {
    const record: string[] = [];
    for (;;) {
      if (csv[at] !== '"') throw new Error(`unquoted field at ${at}`);
      let field = '';
      at += 1;
      for (;;) {
        const end = csv.indexOf('"', at);
        if (end === -1) throw new Error('unterminated field');
        field += csv.slice(at, end);
        if (csv[end + 1] === '"') {
          field += '"';
          at = end + 2;
        } else {
          at = end + 1;
          break;
        }
      }
      record.push(field);
      if (csv[at] === ',') at += 1;
      else if (csv.startsWith('\r\n', at)) {
        at += 2;
        break;
      } else throw new Error(`bad separator at ${at}`);
    }
    records.push(record);
  }
  return records;
}

/** promptfoo's rendering of `{{ name | dump }}` (Nunjucks' dump is JSON.stringify). */
const renderDump = (template: string, vars: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\|\s*dump\s*\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(vars, name)) throw new Error(`no variable ${name}`);
    return JSON.stringify(vars[name]);
  });

describe.each(solutions)('%s', (_, make) => {
  const tree = make();

  test('Claude Code plugin: manifest and MCP configuration as Claude Code reads them, skills kept', () => {
    const [zip, ...rest] = run('claude-code', tree).outputs;
    expect(rest).toEqual([]);
    if (zip?.kind !== 'zip') throw new Error('not a zip');
    expect(zip.name).toMatch(/-claude-code\.zip$/);
    const manifest: unknown = JSON.parse(fileText(zip.tree, '.claude-plugin/plugin.json') ?? 'null');
    expect(checkClaudeManifest(manifest)).toEqual([]);
    const mcp = fileText(zip.tree, '.mcp.json');
    if (mcp !== undefined) expect(checkClaudeMcp(JSON.parse(mcp))).toEqual([]);
    // Claude Code reads its own files; the portable ones would only be stray files there.
    for (const path of ['plugin.json', 'mcp.json', 'assistant.json']) expect(zip.tree.has(path)).toBe(false);
    const skills = [...zip.tree.keys()].filter((path) => /^skills\/[^/]+\/SKILL\.md$/.test(path));
    expect(skills.length).toBeGreaterThan(0);
    for (const path of skills) {
      const frontmatter = parseSkill(fileText(zip.tree, path) ?? '').frontmatter as Record<string, unknown>;
      expect(frontmatter.name).toBe(path.split('/')[1]);
      expect(typeof frontmatter.description).toBe('string');
    }
  });

  test('skills for claude.ai: one zip per skill, its folder with SKILL.md at the top, within the upload rules', () => {
    const result = run('claude-skills', tree);
    expect(result.outputs.length).toBeGreaterThan(0);
    for (const zip of result.outputs) {
      if (zip.kind !== 'zip') throw new Error('not a zip');
      const tops = new Set([...zip.tree.keys()].map((path) => path.split('/')[0]));
      expect(tops.size).toBe(1);
      const [folder] = tops;
      expect(zip.name).toBe(`${folder}.zip`);
      const frontmatter = parseYaml(
        /^---\r?\n([\s\S]*?)\r?\n---/.exec(fileText(zip.tree, `${folder}/SKILL.md`) ?? '')?.[1] ?? '',
      ) as Record<string, unknown>;
      const name = String(frontmatter.name);
      const description = String(frontmatter.description);
      expect(name).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(name).not.toMatch(/anthropic|claude/);
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(1024);
      expect(description).not.toMatch(/[<>]/);
      expect([...zip.tree.values()].filter((entry) => entry.kind === 'file').length).toBeLessThanOrEqual(200);
    }
  });

  test('Agent Skills evaluations: evals.json as the evaluation guide describes it', () => {
    const [file] = run('evals-agentskills', tree).outputs;
    expect(file?.name).toBe('evals.json');
    const evals = JSON.parse(text(file!)) as { evals: unknown[] };
    expect(checkAgentSkillsEvals(evals)).toEqual([]);
    expect(evals.evals.length).toBeGreaterThan(0);
  });

  test('promptfoo: the configuration as promptfoo reads it, each prompt rendering to a chat', () => {
    const [file] = run('promptfoo', tree).outputs;
    expect(file?.name).toBe('promptfooconfig.yaml');
    const config = parseYaml(text(file!)) as {
      prompts: string[];
      defaultTest?: { vars: Record<string, string> };
      tests: { vars: Record<string, string>; assert?: { type: string; value: string }[] }[];
    };
    expect(checkPromptfoo(config)).toEqual([]);
    expect(config.tests.length).toBeGreaterThan(0);
    for (const testCase of config.tests) {
      const vars = { ...config.defaultTest?.vars, ...testCase.vars };
      const chat = JSON.parse(renderDump(config.prompts[0]!, vars)) as { role: string; content: string }[];
      expect(chat.at(-1)).toEqual({ role: 'user', content: testCase.vars.question });
      expect(testCase.assert?.[0]?.type).toBe('llm-rubric');
    }
  });

  test('Copilot Studio: exactly question,expectedResponse, quoted, within its row and length limits', () => {
    const [file] = run('copilot-csv', tree).outputs;
    expect(file?.name).toMatch(/-copilot-test-set\.csv$/);
    const [header, ...records] = readQuotedCsv(text(file!));
    expect(header).toEqual(['question', 'expectedResponse']);
    const rows = records.map((record) => {
      expect(record).toHaveLength(2);
      return { question: record[0], expectedResponse: record[1] };
    });
    expect(checkCopilotRows(rows)).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  test('OpenAI evals: one JSON sample per line, chat input and the ideal answer', () => {
    const [file] = run('openai-evals', tree).outputs;
    expect(file?.name).toMatch(/-openai-evals\.jsonl$/);
    const lines = text(file!).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(checkOpenAiSample(JSON.parse(line))).toEqual([]);
  });
});
