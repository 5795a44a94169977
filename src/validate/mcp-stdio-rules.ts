/**
 * Rules for a server that runs on this computer (stdio, Agent Plugins §7.2.1): `command` is one
 * token, a bare name or a `./` path inside the plugin; `cwd` has one of the three allowed forms
 * and does not climb out; `args` and `env` hold no secrets and no placeholders that stay literal.
 */
import type { TextRange } from '../model/text-position';
import { commandFile, commandProblem, cwdProblem, splitCommandLine } from './mcp-checks';
import { SKIPPED, textEntries, type ServerReporter } from './mcp-server-report';
import { quote } from './rule';
import { rule } from './rules';

/** The plugin file a valid `./` command names, for the cross-file check that the plugin carries it. */
export interface CommandFacts {
  readonly commandFile?: string;
  readonly commandRange?: TextRange;
}

/** Checks a stdio server's object; returns what the cross-file rules need. */
export function checkStdio(server: Readonly<Record<string, unknown>>, r: ServerReporter): CommandFacts {
  let facts: CommandFacts = {};
  const name = r.server;
  const command = server.command;
  if (typeof command === 'string' && command !== '') {
    const pointer = r.pointer('command');
    const problem = commandProblem(command);
    if (problem === 'token') {
      const words = command.split(/\s+/).filter(Boolean);
      const rest = words.slice(1).join(' ');
      const split = splitCommandLine(command);
      r.report(
        rule('mcp.command-token'),
        `The program of ${name} must be one program name, not a whole command line. Put ${quote(rest)} in the arguments instead. ${SKIPPED}`,
        pointer,
        false,
        split && split.length > 1
          ? {
              label: `Use "${split[0]!}" as the program and the rest as arguments`,
              action: { type: 'split-command', server: r.name },
              // Offered only for a line without quotes or escapes, so the split is the one a shell makes.
              safe: true,
            }
          : undefined,
      );
    } else if (problem === 'placeholder') {
      r.report(
        rule('mcp.command-form'),
        `The program of ${name} cannot use placeholders such as ${quote(command)}: write a path inside the plugin starting with ./ instead, such as *./bin/server*. ${SKIPPED}`,
        pointer,
      );
    } else if (problem === 'climbs-out') {
      r.report(
        rule('mcp.command-form'),
        `The program of ${name} points outside the plugin (${quote(command)}). ${SKIPPED} Use a program inside the plugin, or a program name such as *npx*.`,
        pointer,
      );
    } else if (problem === 'form') {
      r.report(
        rule('mcp.command-form'),
        `The program of ${name} must be a program name such as *npx*, or a file inside the plugin starting with ./ such as *./bin/server*; ${quote(command)} is neither. ${SKIPPED}`,
        pointer,
      );
    } else {
      const file = commandFile(command);
      const range = r.range(pointer);
      if (file !== undefined) facts = { commandFile: file, ...(range ? { commandRange: range } : {}) };
    }
  }
  const cwd = server.cwd;
  if (typeof cwd === 'string') {
    const pointer = r.pointer('cwd');
    const problem = cwdProblem(cwd);
    if (problem === 'form') {
      r.report(
        rule('mcp.cwd-form'),
        `The working folder of ${name} must start with ./ (a folder inside the plugin), \${PLUGIN_ROOT} or \${PLUGIN_DATA}; ${quote(cwd)} does not. ${SKIPPED}`,
        pointer,
      );
    } else if (problem === 'climbs-out') {
      r.report(
        rule('mcp.cwd-escape'),
        `The working folder of ${name} climbs out of its folder with "..". ${SKIPPED} Choose a folder inside it.`,
        pointer,
      );
    } else {
      r.placeholders(cwd, true, pointer, 'The working folder');
    }
  }
  const args = Array.isArray(server.args) ? server.args : [];
  args.forEach((arg: unknown, index) => {
    if (typeof arg !== 'string') return;
    const pointer = r.pointer('args', index);
    r.secret(arg, undefined, `Argument ${index + 1} of ${name}`, pointer);
    r.placeholders(arg, true, pointer, `Argument ${index + 1}`);
  });
  for (const [key, value] of textEntries(server.env)) {
    const pointer = r.pointer('env', key);
    r.secret(value, key, `The environment setting ${quote(key)} of ${name}`, pointer);
    r.placeholders(value, true, pointer, `The environment setting ${quote(key)}`);
  }
  return facts;
}
