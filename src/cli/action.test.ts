import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeText } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { fixturePlugin } from '../model/test-support';
import { forgedCommands, writeTree } from './test-support';

const repository = fileURLToPath(new URL('../..', import.meta.url));
// The action's own copy of the checker, built apart so no other test's build replaces it mid-run.
const actionPath = mkdtempSync(join(tmpdir(), 'sb-action-'));

interface Action {
  inputs: Record<string, { default?: string; required?: boolean }>;
  runs: {
    using: string;
    steps: { name?: string; uses?: string; run?: string; env?: Record<string, string> }[];
  };
}
const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as Action;
const checkStep = action.runs.steps.find((step) => step.name === 'Check')!;

/** Runs the action's Check step as the runner would: its script in bash, with its inputs. */
function runCheck(inputs: { path: string; strict: string; plugin?: string }) {
  return spawnSync('bash', ['-e', '-c', checkStep.run!], {
    cwd: repository,
    encoding: 'utf8',
    env: {
      ...process.env,
      GITHUB_ACTION_PATH: actionPath,
      CHECK_PATHS: inputs.path,
      CHECK_STRICT: inputs.strict,
      CHECK_PLUGIN: inputs.plugin ?? 'false',
    },
  });
}

const warned = () =>
  writeTree(
    writeText(
      newSolution('Shop Support'),
      'skills/SKILL.md',
      '---\nname: loose\ndescription: Use when lost.\n---\nBody\n',
    ),
  );

describe('the GitHub Action (#17 item 7)', () => {
  beforeAll(() => {
    const built = join(actionPath, 'cli-dist');
    execFileSync(
      'npx',
      ['vite', 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'warn', '--outDir', built],
      {
        cwd: repository,
        stdio: 'pipe',
      },
    );
    cpSync(join(repository, 'bin'), join(actionPath, 'bin'), { recursive: true });
    cpSync(join(repository, 'package.json'), join(actionPath, 'package.json'));
    symlinkSync(join(repository, 'node_modules'), join(actionPath, 'node_modules'));
  }, 120_000);

  it('is a composite action with path, strict and plugin inputs', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual(['path', 'plugin', 'strict']);
    expect(action.inputs.path!.default).toBe('.');
    expect(action.inputs.strict!.default).toBe('false');
    expect(action.inputs.plugin!.default).toBe('false');
    // The inputs reach the script as variables, never spliced into its text.
    expect(checkStep.env).toEqual({
      CHECK_PATHS: '${{ inputs.path }}',
      CHECK_STRICT: '${{ inputs.strict }}',
      CHECK_PLUGIN: '${{ inputs.plugin }}',
    });
    expect(checkStep.run).not.toContain('${{');
    expect(checkStep.run).toContain('check --format github');
  });

  it('checks every path given, one per line or space, and prints workflow commands', () => {
    const good = writeTree(newSolution('Shop Support'));
    const broken = writeTree(
      writeText(newSolution('Desk Help'), 'skills/instructions/SKILL.md', 'no frontmatter\n'),
    );
    const result = runCheck({ path: `${good}\n${broken} ${warned()}`, strict: 'false' });
    expect(result.status).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines.some((line) => line.startsWith(`::error file=${broken}/skills/instructions/SKILL.md`))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith('::warning file='))).toBe(true);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) /);
  }, 30_000);

  // #37 item 8: a changed file can be named so, and the workflow hands its name to the path input.
  it('a path word beginning with :: or holding ##[ forges no workflow command', () => {
    const words = ['::warning::forged', '::stop-commands::x', 'x##[error]forged'];
    const result = runCheck({ path: [warned(), ...words].join(' '), strict: 'false' });
    expect(result.status).toBe(2);
    expect(result.stdout).toMatch(/^::warning file=/);
    expect(result.stderr).toContain('"::stop-commands::x": there is no such file or folder.');
    expect(forgedCommands([result.stdout], [result.stderr])).toEqual([]);
  }, 30_000);

  // #32 item 6: a plain plugin's author checks it by Agent Plugins and Agent Skills alone.
  it('plugin: "true" passes a conformant plain plugin, which fails as a solution', () => {
    const folder = writeTree(fixturePlugin('wild/plain-conformant'));
    const asSolution = runCheck({ path: folder, strict: 'false' });
    expect(asSolution.status).toBe(1);
    expect(asSolution.stdout).toContain('title=plugin.not-solution');
    const asPlugin = runCheck({ path: folder, strict: 'true', plugin: 'true' });
    expect(asPlugin.stdout).toBe('');
    expect(asPlugin.status).toBe(0);
  }, 30_000);

  it('strict: "true" makes warnings fail, and "false" lets them pass', () => {
    const folder = warned();
    expect(runCheck({ path: folder, strict: 'false' }).status).toBe(0);
    expect(runCheck({ path: folder, strict: 'true' }).status).toBe(1);
  }, 30_000);
});
