/**
 * At most `MAX_PROBLEMS_PER_FILE` diagnostics per file, and one count of the rest per severity.
 * A small file can break a rule a million times over (a list of a million numbers where words
 * belong); wording, locating and showing each one would cost seconds and a list nobody reads.
 * A person fixes the first ones, and the count tells them how many remain. The verdict stays
 * true: the count of errors is itself an error.
 */
import type { Diagnostic, Severity } from './diagnostic';
import { diagnose } from './rule';
import { rule } from './rules';
import { groupDigits } from '../model/digits';

/** Diagnostics listed for one file before the rest are only counted. */
export const MAX_PROBLEMS_PER_FILE = 100;

/** One diagnostic that stands for `count` unlisted problems of `severity` in `file`. */
export function moreProblems(file: string, severity: Severity, count: number): Diagnostic {
  const counted = rule(severity === 'error' ? 'validate.more-errors' : 'validate.more-warnings');
  const kind = severity === 'error' ? 'mistake' : 'warning';
  const message =
    count === 1
      ? `1 more ${kind} in this file is not listed. Fix the ones listed first; it is most likely of the same kind.`
      : `${groupDigits(count)} more ${kind}s in this file are not listed. Fix the ones listed first; the rest are most likely of the same kind.`;
  return { ...diagnose(counted, file, message), count };
}

/**
 * `diagnostics` with at most `MAX_PROBLEMS_PER_FILE` listed per file (the first ones, in the
 * given order) and the rest, with any counts already made, folded into one count per file and
 * severity, placed where the last of those it stands for was.
 */
export function capPerFile(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const group = (d: Diagnostic) => `${d.severity}\u0000${d.file}`;
  const last = new Map<string, number>();
  diagnostics.forEach((diagnostic, index) => last.set(group(diagnostic), index));
  const listed = new Map<string, number>();
  const unlisted = new Map<string, number>();
  const kept: Diagnostic[] = [];
  diagnostics.forEach((diagnostic, index) => {
    const key = group(diagnostic);
    const counted = diagnostic.count;
    const shown = listed.get(diagnostic.file) ?? 0;
    if (counted === undefined && shown < MAX_PROBLEMS_PER_FILE) {
      listed.set(diagnostic.file, shown + 1);
      kept.push(diagnostic);
    } else {
      unlisted.set(key, (unlisted.get(key) ?? 0) + (counted ?? 1));
    }
    const rest = unlisted.get(key);
    // Hints beyond the cap are left out: they change no verdict.
    if (last.get(key) === index && rest !== undefined && diagnostic.severity !== 'info') {
      kept.push(moreProblems(diagnostic.file, diagnostic.severity, rest));
    }
  });
  return kept;
}
