/**
 * The TypeScript projects keep the core free of the page: a `window`, `document` or
 * `localStorage` written in any core folder does not compile there, while the app's project
 * takes it. And every source file is checked by some project.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function project(name: string): ts.ParsedCommandLine {
  const path = join(root, name);
  const { config } = ts.readConfigFile(path, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, path);
}

/** The projects `npm run typecheck` builds (tsconfig.all.json's references). */
function allProjects(): string[] {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.all.json'), ts.sys.readFile);
  return (config.references as { path: string }[]).map((reference) => reference.path.replace(/^\.\//, ''));
}

/** The messages of compiling `code`, as if it were the file `path`, with the options of `name`. */
function compile(name: string, path: string, code: string): string[] {
  const { options } = project(name);
  const file = join(root, path);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.getSourceFile = (name, language) =>
    name === file ? ts.createSourceFile(name, code, language) : getSourceFile(name, language);
  const program = ts.createProgram([file], options, host);
  const source = program.getSourceFile(file);
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, ' '),
  );
}

const PAGE = 'export const probe = [window.name, document.title, localStorage.length];\n';

const coreFolders = [
  ['tsconfig.core.json', 'src/model'],
  ['tsconfig.core.json', 'src/validate'],
  ['tsconfig.core.json', 'src/archive'],
  ['tsconfig.core.json', 'src/versions'],
  ['tsconfig.core.json', 'src/export-targets'],
  ['tsconfig.core.json', 'src/workspace'],
  ['tsconfig.core.json', 'src/conversation'],
  ['tsconfig.storage.json', 'src/persist'],
  ['tsconfig.storage.json', 'src/flows'],
] as const;

// Each case builds a TypeScript program over a whole project: seconds each on a busy 2-core machine.
const COMPILE_TIMEOUT_MS = 120_000;

describe('the core projects', { timeout: COMPILE_TIMEOUT_MS }, () => {
  it.each(coreFolders)('%s refuses the page in %s', (name, folder) => {
    const path = `${folder}/page-probe.ts`;
    const messages = compile(name, path, PAGE).join('\n');
    for (const global of ['window', 'document', 'localStorage'])
      expect(messages).toMatch(new RegExp(`Cannot find name '${global}'`));
  });

  it('the app takes the same code', () => {
    expect(compile('tsconfig.json', 'src/app/page-probe.ts', PAGE)).toEqual([]);
  });
});

describe('the projects', () => {
  const checked = new Set(
    allProjects().flatMap((name) => project(name).fileNames.map((f) => relative(root, f))),
  );

  it('check every source file', () => {
    const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
      .map((file) => join('src', file))
      .filter((file) => /\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.filter((file) => !checked.has(file))).toEqual([]);
  });

  it('hold each core folder in its core project, never its page side', () => {
    const core = project('tsconfig.core.json').fileNames.map((f) => relative(root, f));
    expect(core.some((file) => file.startsWith('src/archive/page/'))).toBe(false);
    expect(core.some((file) => file.startsWith('src/workspace/react/'))).toBe(false);
    for (const [name, folder] of coreFolders)
      expect(project(name).fileNames.some((f) => relative(root, f).startsWith(`${folder}/`))).toBe(true);
  });
});
