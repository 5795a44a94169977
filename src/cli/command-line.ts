/**
 * What every subcommand shares: reading its flags, printing usage, wording command-line mistakes,
 * and showing a path so that no CI runner can read it as one of its commands.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { usage } from './usage';

/** A subcommand: runs with the arguments after its name; resolves to the exit status. */
export type Command = (args: readonly string[]) => Promise<number>;

type Options = NonNullable<ParseArgsConfig['options']>;
type WithHelp<O extends Options> = O & { help: { type: 'boolean'; short: 'h' } };

/**
 * Reads `args` against `options` (plus `--help`/`-h`). A number means "exit with it now": the
 * usage was printed (0) or the command line was wrong and the mistake was named (2).
 */
export function parseCommandLine<O extends Options>(args: readonly string[], options: O) {
  const all = { ...options, help: { type: 'boolean', short: 'h' } } as WithHelp<O>;
  try {
    const parsed = parseArgs({ args: [...args], options: all, allowPositionals: true, strict: true });
    return (parsed.values as { help?: boolean }).help ? printUsage() : parsed;
  } catch (error) {
    return usageError(unknownOptionSentence(error as Error));
  }
}

export function printUsage(): number {
  console.log(usage);
  return 0;
}

/** Names a command-line mistake on stderr and points at `--help`; the status is 2. */
export function usageError(problem: string): number {
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

/** A command's own refusal to go on: its message is the one sentence to print (exit status 2). */
export class Refused extends Error {}

/**
 * A path or name from the command line or a plugin, as a message shows it. GitHub Actions takes a
 * line that starts with `::` for a workflow command (`::warning::…`, `::stop-commands::…`), and
 * `##[` anywhere in a line for the older form of one; a line break would start a new line. A path
 * holding any of these is shown as a JSON string (see `inertJson`); any other as it is.
 */
export function shownPath(path: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what makes it need quotes
  return /::|##\[|[\u0000-\u001f\u007f-\u009f]/.test(path) ? inertJson(path) : path;
}

/**
 * `value` as JSON text in which `##[` is written `#\u0023[`: the same value to every JSON reader
 * (`#` appears only inside strings), and no line a CI runner takes for a command.
 */
export function inertJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/##\[/g, '#\\u0023[');
}

/** Says on stderr why `path` cannot be used; the status is 2. */
export function pathError(path: string, problem: string): number {
  console.error(`${shownPath(path)}: ${problem}`);
  return 2;
}

// What the system's error codes mean, for the few a person meets reading or writing files.
const SYSTEM_REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'there is no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  ENOSPC: 'the disk is full',
  EROFS: 'the disk is read-only',
};

/**
 * The sentence that ends a command stopped by a refusal or by the system (a file that cannot be
 * read or written); `undefined` for anything else, which is a fault of the command itself.
 */
export function failureSentence(error: unknown): string | undefined {
  if (error instanceof Refused) return error.message;
  if (!(error instanceof Error)) return undefined;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (code === undefined || syscall === undefined) return undefined;
  const reason = SYSTEM_REASONS[code] ?? `the system refused to ${syscall} (${code})`;
  return path === undefined ? `Stopped: ${reason}.` : `Stopped: ${reason}: ${shownPath(path)}.`;
}
