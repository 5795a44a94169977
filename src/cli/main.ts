/**
 * The command line's entry: `solution-builder COMMAND …`. Each subcommand lives in its own file
 * and is one row of `commands`; adding one is adding its row (and its lines in usage.ts). A row
 * imports its file only when that command runs, so start-up reads no more than the one command
 * needs (bench/cli-startup.ts measures it).
 */
import { version } from '../../package.json';
import { failureSentence, printUsage, usageError, type Command } from './command-line';

const commands: Readonly<Record<string, () => Promise<Command>>> = {
  check: async () => (await import('./check-command')).check,
  fix: async () => (await import('./fix-command')).fix,
  pack: async () => (await import('./pack-command')).pack,
  export: async () => (await import('./export-command')).exportTo,
};

/** Runs the command line; resolves to the process exit status. */
export async function main(args: readonly string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined) return usageError('name a command');
  if (name === 'help' || name === '--help' || name === '-h') return printUsage();
  if (name === '--version') {
    console.log(version);
    return 0;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) return usageError(`unknown command "${name}"`);
  const command = await load();
  try {
    return await command(rest);
  } catch (error) {
    // A refusal, or a file the system would not read or write, is said in a sentence, never a stack.
    const sentence = failureSentence(error);
    if (sentence === undefined) throw error;
    console.error(sentence);
    return 2;
  }
}
