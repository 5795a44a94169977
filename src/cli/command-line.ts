/** What every subcommand shares: reading its flags, printing usage, wording command-line mistakes. */
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
