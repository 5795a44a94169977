/**
 * What every rule module shares: a rule is a stable code with one severity and a one-line
 * summary (declared in rule-catalogue.json, which rules.ts reads; the docs, the tests and the UI
 * read it too), and diagnostics are made from it.
 */
import type { Diagnostic, QuickFix, Severity } from './diagnostic';
import type { TextRange } from '../model/text-position';
import { sentenceTitle } from '../model/display-names';

/** A rule as the registry lists it; `summary` is for docs/rules.md and tooltips, not for Maya. */
export interface RuleInfo {
  readonly code: string;
  readonly severity: Severity;
  readonly summary: string;
}

/** Where a diagnostic points and how it repairs, all optional. */
export interface DiagnosticPlace {
  readonly pointer?: string | undefined;
  readonly range?: TextRange | undefined;
  /** The one repair; `fixes` when there are several ways out (both are offered, `fix` first). */
  readonly fix?: QuickFix | undefined;
  readonly fixes?: readonly QuickFix[] | undefined;
}

/**
 * A message whose what-to-do differs by where it is read: `app` may name the page's buttons and
 * views, `terminal` says the same with the files and the `solution-builder` commands. A rule
 * words both side by side, from the same what and why, so they cannot drift apart.
 */
export interface Worded {
  readonly app: string;
  readonly terminal: string;
}

/** A diagnostic's words: one sentence for everywhere, or one for the app and one for a terminal. */
export type MessageText = string | Worded;

/** `what` (what is wrong and why, written once) followed by what to do in the app or in a terminal. */
export function worded(what: string, app: string, terminal: string): Worded {
  return { app: `${what} ${app}`, terminal: `${what} ${terminal}` };
}

/** A diagnostic for `rule` about `file`; absent places are left out rather than set to undefined. */
export function diagnose(
  rule: RuleInfo,
  file: string,
  message: MessageText,
  place: DiagnosticPlace = {},
): Diagnostic {
  const fixes = [...(place.fix !== undefined ? [place.fix] : []), ...(place.fixes ?? [])];
  return {
    code: rule.code,
    severity: rule.severity,
    ...(typeof message === 'string'
      ? { message }
      : { message: message.app, terminalMessage: message.terminal }),
    file,
    ...(place.pointer !== undefined ? { pointer: place.pointer } : {}),
    ...(place.range !== undefined ? { range: place.range } : {}),
    ...(fixes.length > 0 ? { fixes } : {}),
  };
}

/**
 * A server, skill or tool name as the views title it ("order-lookup" → “Order lookup”): the
 * Tools and Skills views never show the technical name, so messages do not either.
 */
export function titled(name: string): string {
  return `“${sentenceTitle(name)}”`;
}

/** A name or value quoted for a message (`*returns*`), shortened so one odd value cannot flood it. */
export function quote(value: unknown): string {
  const short = plainly(value);
  return short === EMPTY ? short : `*${short}*`;
}

const EMPTY = 'an empty value';

/**
 * A name as `quote` shortens it, without emphasis: the name of a detail the file holds, said last
 * after a colon ("a detail a skill cannot have: version"), so that it reads as the file's word for
 * it rather than as a term the person is meant to know.
 */
export function plainly(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine === '') return EMPTY;
  return oneLine.length > 48 ? `${oneLine.slice(0, 45)}…` : oneLine;
}

/** The first line of a range: where a missing member or a whole-block problem is shown. */
export function firstLine(range: TextRange | undefined): TextRange | undefined {
  if (!range) return undefined;
  return {
    startLine: range.startLine,
    ...(range.startColumn !== undefined ? { startColumn: range.startColumn } : {}),
    endLine: range.startLine,
  };
}
