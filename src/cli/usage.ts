/** The one usage text, printed by `--help` and by each command's `--help`. */
export const usage = `Usage: solution-builder check PATH... [--format text|json|sarif|github] [--plugin] [--strict] [--quiet] [--root FOLDER]
       solution-builder fix PATH [--dry-run] [--root FOLDER]
       solution-builder pack FOLDER [-o OUT] [--root FOLDER]
       solution-builder export PATH --to TARGET [-o OUT] [--root FOLDER]
       solution-builder --help | --version

check: checks plugin folders or .zip files against every rule the builder knows. A PATH holding
several plugins has each checked, unless --root names the folder of one. A zip and the same
folder get the same answer; a plugin laid out for another client only (.plugin/plugin.json,
.cursor-plugin/plugin.json, .claude-plugin/plugin.json) is checked and named as such.
  --format text|json|sarif|github
                text (the default) for a person; json: one object for one PATH, an array of
                objects (each with its "path") for several; sarif: one SARIF 2.1.0 log;
                github: GitHub Actions workflow commands (::error file=…,line=…,title=…::message).
  --json        The same as --format json.
  --plugin      Check a plain Agent Plugin by Agent Plugins 1.0.0 and Agent Skills alone,
                without the rules of a Bailey solution (docs/rules.md lists which).
  --strict      Warnings fail the check too.
  --quiet       Print errors only.
  --root FOLDER Check only the plugin in this folder of each PATH (such as plugins/shop-support).
  Exit status: 0 when no PATH has an error, 1 when any has (or a warning, with --strict),
  2 when a PATH cannot be read or the command line is wrong.

fix: applies the quick fixes that are right without a person's choice and lists each change; a
folder is changed in place (whatever its name), a .zip file gets a new zip beside it
(NAME.fixed.zip).
  --dry-run     List the changes without writing anything.
  --root FOLDER The plugin in this folder, when PATH holds several.

pack: writes the zip the builder's Export writes for the same files (the same bytes), refusing
what opening the folder in the builder would refuse (exit status 2), and a plugin laid out for
Claude Code only, whose zip no client could install (exit status 1).
  -o, --output OUT
                The zip to write, or a folder that exists to write <name>-<version>.zip into
                (default: <name>-<version>.zip in the current folder).
  --root FOLDER The plugin in this folder, when FOLDER holds several.

export: writes the solution for another client or test runner, saying first what that one cannot
carry, and each file with its SHA-256; exit status 1 when the target makes nothing.
  --to claude-code|claude-skills|evals-agentskills|promptfoo|copilot-csv|openai-evals
                claude-code: a Claude Code plugin zip; claude-skills: one zip per skill for
                claude.ai; the others: the examples as tests (Agent Skills evals.json,
                promptfooconfig.yaml, a Copilot Studio test set CSV, OpenAI evals JSON Lines).
  -o, --output OUT
                The file to write, or a folder that exists to write the target's file into
                (default: the target's file name in the current folder); for claude-skills, the
                folder to write the zips into, made if missing, however many skills there are.
  --root FOLDER The plugin in this folder, when PATH holds several.

Every command: exit status 2, with the reason in one sentence on stderr, when a path cannot be
read or written or the command line is wrong. Nothing is written through a symbolic link or over
anything but a file, and a name made from the plugin's is a file name in the folder given.

  -h, --help    Print this help.
  --version     Print the version.`;
