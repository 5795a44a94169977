import { compareDiagnostics, countBySeverity, type Diagnostic } from '../validate/diagnostic';

/** The `--json` output: `{valid, diagnostics: [{code, severity, message, file, pointer?, line?, count?}]}`. */
export function formatJson(diagnostics: readonly Diagnostic[]): string {
  const counts = countBySeverity(diagnostics);
  return JSON.stringify(
    {
      valid: counts.error === 0,
      diagnostics: [...diagnostics].sort(compareDiagnostics).map((d) => ({
        code: d.code,
        severity: d.severity,
        message: d.message,
        file: d.file,
        ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
        ...(d.range ? { line: d.range.startLine } : {}),
        ...(d.count !== undefined ? { count: d.count } : {}),
      })),
    },
    null,
    2,
  );
}

/** Readable output: one line per diagnostic, grouped by file, errors first, then a summary. */
export function formatHuman(diagnostics: readonly Diagnostic[]): string {
  const lines: string[] = [];
  for (const d of [...diagnostics].sort(compareDiagnostics)) {
    const where = d.range ? `${d.file}:${d.range.startLine}` : d.file;
    lines.push(`${d.severity.padEnd(7)} ${where}  ${d.message}  [${d.code}]`);
  }
  const counts = countBySeverity(diagnostics);
  lines.push(
    counts.error === 0 && counts.warning === 0
      ? 'No problems found.'
      : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}.`,
  );
  return lines.join('\n');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
