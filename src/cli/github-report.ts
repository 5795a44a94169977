import { compareDiagnostics, type Diagnostic } from '../validate/diagnostic';
import { terminalText, type ReportOptions } from './report';

/**
 * `--format github`: one GitHub Actions workflow command per diagnostic, so a pull request shows
 * each problem on its line. `fileOf` turns a plugin-relative file into the path the workflow sees.
 */
export function githubReport(
  diagnostics: readonly Diagnostic[],
  options: ReportOptions,
  fileOf: (file: string) => string,
): string {
  return [...diagnostics]
    .sort(compareDiagnostics)
    .filter((d) => !options.quiet || d.severity === 'error')
    .map((d) => {
      const command = d.severity === 'info' ? 'notice' : d.severity;
      const where = [`file=${property(fileOf(d.file))}`];
      if (d.range) where.push(`line=${d.range.startLine}`);
      where.push(`title=${property(d.code)}`);
      return `::${command} ${where.join(',')}::${data(terminalText(d))}`;
    })
    .join('\n');
}

// The escapes the Actions runner undoes: data escapes %, CR and LF; properties also : and ,.
function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
