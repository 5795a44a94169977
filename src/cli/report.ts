import { compareDiagnostics, countBySeverity, type Diagnostic } from '../validate/diagnostic';

/**
 * How a report is shaped: `strict` fails on warnings too, `quiet` keeps errors only; `plainPlugin`
 * says the plugins were checked as plain Agent Plugins (`--plugin`: no solution rules).
 */
export interface ReportOptions {
  readonly strict: boolean;
  readonly quiet: boolean;
  readonly plainPlugin?: boolean;
}

const plainReport: ReportOptions = { strict: false, quiet: false };

/**
 * A diagnostic's words as every format prints them: where the app's message names one of its
 * buttons or views, the rule's terminal wording, which says what to do with the files and commands.
 */
export function terminalText(d: Diagnostic): string {
  return d.terminalMessage ?? d.message;
}

/**
 * The `--json` report: `{valid, diagnostics: [{code, severity, message, file, pointer?, line?,
 * column?, endLine?, endColumn?, count?}]}`; lines and columns are 1-based, the end column inclusive.
 */
export function jsonReport(
  diagnostics: readonly Diagnostic[],
  options: ReportOptions = plainReport,
): { valid: boolean; diagnostics: object[] } {
  return {
    valid: !fails(diagnostics, options),
    diagnostics: shown(diagnostics, options).map((d) => ({
      code: d.code,
      severity: d.severity,
      message: terminalText(d),
      file: d.file,
      ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
      ...(d.range ? { line: d.range.startLine } : {}),
      ...(d.range?.startColumn !== undefined ? { column: d.range.startColumn } : {}),
      ...(d.range ? { endLine: d.range.endLine } : {}),
      ...(d.range?.endColumn !== undefined ? { endColumn: d.range.endColumn } : {}),
      ...(d.count !== undefined ? { count: d.count } : {}),
    })),
  };
}

/**
 * Readable output: one line per diagnostic, grouped by file, errors first, then a summary.
 * Quiet output is the error lines alone (empty when there are none).
 */
export function formatHuman(
  diagnostics: readonly Diagnostic[],
  options: ReportOptions = plainReport,
): string {
  const lines: string[] = [];
  for (const d of shown(diagnostics, options)) {
    const where = d.range ? `${d.file}:${d.range.startLine}` : d.file;
    lines.push(`${d.severity.padEnd(7)} ${where}  ${terminalText(d)}  [${d.code}]`);
  }
  if (options.quiet) return lines.join('\n');
  const counts = countBySeverity(diagnostics);
  lines.push(
    counts.error === 0 && counts.warning === 0
      ? 'No problems found.'
      : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}${options.strict && counts.warning > 0 ? ' (warnings fail with --strict)' : ''}.`,
  );
  // The app applies a fix with its button; in a terminal the fixes that need no choice are the
  // `fix` subcommand's, so the summary says how many it settles.
  const fixable = diagnostics.filter((d) => d.fixes?.some((fix) => fix.safe)).length;
  if (fixable > 0)
    lines.push(
      `${fixable} of them \`solution-builder fix\` can settle without a choice (--dry-run lists how).`,
    );
  return lines.join('\n');
}

/** Whether the diagnostics fail the check: any error, or any warning when strict. */
export function fails(diagnostics: readonly Diagnostic[], options: ReportOptions): boolean {
  return diagnostics.some((d) => d.severity === 'error' || (options.strict && d.severity === 'warning'));
}

function shown(diagnostics: readonly Diagnostic[], options: ReportOptions): Diagnostic[] {
  const sorted = [...diagnostics].sort(compareDiagnostics);
  return options.quiet ? sorted.filter((d) => d.severity === 'error') : sorted;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
