import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readPluginZip } from '../archive/read-zip';
import { join } from 'node:path';
import { githubReport } from './github-report';
import { readFolder } from './read-folder';
import { beyondLimitsSentence, findBeyondParseLimits } from '../model/tree-limits';
import { fails, formatHuman, jsonReport, type ReportOptions } from './report';
import { validate } from '../validate/validate';
import type { FileTree } from '../model/file-tree';

const usage = `Usage: solution-builder check PATH... [--format text|json|github] [--strict] [--quiet]
       solution-builder --help | --version

Checks plugin folders or .zip files against every rule the builder knows.

Options:
  --json        The same as --format json: one object for one PATH, an array of objects
                (each with its "path") for several.
  --format github
                Print GitHub Actions workflow commands (::error file=…,line=…,title=…::message).
  --strict      Warnings fail the check too.
  --quiet       Print errors only.
  -h, --help    Print this help.
  --version     Print the version.

Exit status: 0 when no PATH has an error, 1 when any has (or a warning, with --strict),
2 when a PATH cannot be read or the command line is wrong.`;

const checkOptions = {
  json: { type: 'boolean' },
  format: { type: 'string' },
  strict: { type: 'boolean' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs the command line; resolves to the process exit status. */
export async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined) return usageError('name a command');
  if (command === 'help' || command === '--help' || command === '-h') return printUsage();
  if (command === '--version') {
    console.log(await packageVersion());
    return 0;
  }
  if (command !== 'check') return usageError(`unknown command "${command}"`);

  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options: checkOptions, allowPositionals: true, strict: true });
  } catch (error) {
    return usageError(unknownOptionSentence(error as Error));
  }
  const { values, positionals: paths } = parsed;
  if (values.help) return printUsage();
  const format = values.format ?? (values.json ? 'json' : 'text');
  if (!['text', 'json', 'github'].includes(format))
    return usageError(`unknown format "${format}" (use text, json or github)`);
  if (paths.length === 0) return usageError('name at least one plugin folder or .zip to check');
  const options: ReportOptions = { strict: values.strict ?? false, quiet: values.quiet ?? false };

  let status = 0;
  const jsonReports: object[] = [];
  for (const path of paths) {
    const loaded = await load(path);
    if ('problem' in loaded) {
      console.error(`${path}: ${loaded.problem}`);
      jsonReports.push({ path, valid: false, error: loaded.problem });
      status = 2;
      continue;
    }
    if (!options.quiet) for (const note of loaded.notes) console.error(`${path}: ${note}`);
    const diagnostics = validate(loaded.tree);
    if (fails(diagnostics, options) && status === 0) status = 1;
    if (format === 'github') {
      const isFolder = !/\.zip$/i.test(path);
      const text = githubReport(diagnostics, options, (file) => (isFolder ? join(path, file) : path));
      if (text) console.log(text);
    } else if (format === 'json') jsonReports.push({ path, ...jsonReport(diagnostics, options) });
    else {
      const text = formatHuman(diagnostics, options);
      if (text) console.log(paths.length > 1 ? `${path}:\n${indent(text)}` : text);
    }
  }
  if (format === 'json') {
    const single = jsonReports[0] as { path?: string };
    if (paths.length === 1) delete single.path;
    console.log(JSON.stringify(paths.length === 1 ? single : jsonReports, null, 2));
  }
  return status;
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}

function printUsage(): number {
  console.log(usage);
  return 0;
}

function usageError(problem: string): number {
  console.error(`solution-builder: ${problem}. Run "solution-builder --help" for usage.`);
  return 2;
}

/** Node's parser words unknown flags for programmers; name the flag plainly instead. */
function unknownOptionSentence(error: Error): string {
  const flag = /'([^']+)'/.exec(error.message)?.[1];
  if (!flag) return error.message.replace(/\.$/, '');
  return /argument missing|does not take an argument/.test(error.message)
    ? `the option ${flag} is not used that way`
    : `unknown option ${flag}`;
}

async function packageVersion(): Promise<string> {
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

type Loaded = { tree: FileTree; notes: string[] } | { problem: string };

async function load(path: string): Promise<Loaded> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return { problem: 'there is no such file or folder.' };
  }
  try {
    if (info.isDirectory()) {
      const { tree, skipped } = await readFolder(path);
      const beyond = findBeyondParseLimits(tree);
      if (beyond) return { problem: beyondLimitsSentence(beyond) };
      return { tree, notes: skipped.map((p) => `skipped ${p}: links and special files are not read.`) };
    }
    if (/\.zip$/i.test(path)) return await loadZip(new Uint8Array(await readFile(path)));
    return { problem: 'not a plugin folder or a .zip file.' };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

async function loadZip(bytes: Uint8Array): Promise<Loaded> {
  const result = await readPluginZip(bytes);
  switch (result.kind) {
    case 'refused':
      return { problem: forTerminal(result.refused.message) };
    case 'choose-plugin':
      return {
        problem: `this zip holds several plugins (${result.candidates.map((c) => c.root || 'the top').join(', ')}); unpack it and check one of their folders.`,
      };
    default:
      return { tree: result.tree, notes: result.warnings.map((w) => forTerminal(w.message)) };
  }
}

/**
 * The archive core words its sentences for the page, where a refused zip leaves the open work
 * alone; in a terminal there is no open work, so that reassurance is dropped.
 */
function forTerminal(sentence: string): string {
  return sentence.replace(/\s*Your current work is unchanged\.$/, '');
}
