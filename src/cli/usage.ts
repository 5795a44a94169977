/** The one usage text, printed by `--help` and by each command's `--help`. */
export const usage = `Usage: solution-builder check PATH... [--format text|json|github] [--strict] [--quiet] [--root FOLDER]
       solution-builder --help | --version

Checks plugin folders or .zip files against every rule the builder knows. A PATH holding several
plugins has each checked, unless --root names the folder of one.

Options:
  --json        The same as --format json: one object for one PATH, an array of objects
                (each with its "path") for several.
  --format github
                Print GitHub Actions workflow commands (::error file=…,line=…,title=…::message).
  --strict      Warnings fail the check too.
  --quiet       Print errors only.
  --root FOLDER The plugin in this folder of each PATH (such as plugins/shop-support).
  -h, --help    Print this help.
  --version     Print the version.

Exit status: 0 when no PATH has an error, 1 when any has (or a warning, with --strict),
2 when a PATH cannot be read or the command line is wrong.`;
