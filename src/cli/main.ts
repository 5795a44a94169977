/**
 * The command line's entry: `solution-builder COMMAND …`. Each subcommand lives in its own file
 * and is one row of `commands`; adding one is adding its row (and its lines in usage.ts).
 */
import { version } from '../../package.json';
import { check } from './check-command';
import { printUsage, usageError, type Command } from './command-line';
import { fix } from './fix-command';
import { pack } from './pack-command';
import { exportTo } from './export-command';

const commands: Readonly<Record<string, Command>> = { check, fix, pack, export: exportTo };

/** Runs the command line; resolves to the process exit status. */
export async function main(args: readonly string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined) return usageError('name a command');
  if (name === 'help' || name === '--help' || name === '-h') return printUsage();
  if (name === '--version') {
    console.log(version);
    return 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  return command ? command(rest) : usageError(`unknown command "${name}"`);
}
