/**
 * The counts the header and the Problems panel both show, from the same diagnostics, so they
 * always say the same thing. Notes are not counted; rows just added count as "to fill in".
 */
import type { Diagnostic } from '../../validate/diagnostic';
import { isToFillIn } from '../forms/fresh-rows';

export interface ProblemCounts {
  readonly error: number;
  readonly warning: number;
  readonly toFillIn: number;
}

export function problemCounts(diagnostics: readonly Diagnostic[]): ProblemCounts {
  let error = 0;
  let warning = 0;
  let toFillIn = 0;
  for (const d of diagnostics) {
    if (isToFillIn(d)) toFillIn += 1;
    else if (d.severity === 'error') error += 1;
    else if (d.severity === 'warning') warning += 1;
  }
  return { error, warning, toFillIn };
}

/** "2 errors · 1 warning", and "· 3 to fill in" when rows were just added. */
export function problemCountsText(counts: ProblemCounts): string {
  return countParts(counts).join(' · ');
}

/** The parts of the counts text, each on its own (the header colours them apart). */
export function countParts(counts: ProblemCounts): string[] {
  return [
    `${counts.error} ${counts.error === 1 ? 'error' : 'errors'}`,
    `${counts.warning} ${counts.warning === 1 ? 'warning' : 'warnings'}`,
    ...(counts.toFillIn > 0 ? [`${counts.toFillIn} to fill in`] : []),
  ];
}
