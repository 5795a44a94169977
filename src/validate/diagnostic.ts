/**
 * A diagnostic is plain data: what is wrong, where, and (when obvious) how to fix it.
 * Counts and badges are derived from lists of these, never stored elsewhere.
 */
import type { TextRange } from '../model/text-position';

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** Stable identifier of the rule, such as `skill.name-mismatch`; listed in docs/rules.md. */
  readonly code: string;
  readonly severity: Severity;
  /** One or two plain sentences for a person who does not program: what, why, what to do. */
  readonly message: string;
  /**
   * The same message as the command line prints it, when the app's names something only the app
   * has (a button, a view, a switch): the same what and why, with what to do in files and
   * `solution-builder` commands. Absent when one wording fits both (rule.ts, `Worded`).
   */
  readonly terminalMessage?: string;
  /** The file it is about, relative to the plugin root (`plugin.json` for package-level problems). */
  readonly file: string;
  /** JSON Pointer (RFC 6901) into the file's document, for JSON files and SKILL.md frontmatter. */
  readonly pointer?: string;
  /** The lines (and columns) of the file it is about. */
  readonly range?: TextRange;
  /**
   * The one-click repairs, when there are obvious ones: usually one; several when there are
   * several right ways out (remove a field, or keep it where it belongs), each its own button.
   * Absent rather than empty.
   */
  readonly fixes?: readonly QuickFix[];
  /** How many problems it stands for, when it counts those not listed one by one (problem-cap.ts). */
  readonly count?: number;
}

/** A repair offered with a diagnostic: a button label and the change, as data. */
export interface QuickFix {
  /** A verb phrase for the button, such as `Use "returns" everywhere`. */
  readonly label: string;
  readonly action: FixAction;
  /**
   * Whether it is right without a person's choice: one correct result, nothing of theirs lost or
   * made up (`solution-builder fix` applies only these). A suggested name, a removal of something
   * they wrote, or one of two ways out is not.
   */
  readonly safe: boolean;
}

/**
 * The repairs the validator can offer. Each is applied by `applyFix` (src/validate/fixes.ts)
 * through the model's operations, as one change.
 */
export type FixAction =
  | { readonly type: 'make-solution' }
  /** Adds the portable layout beside a Claude Code plugin's own (model/claude-conversion.ts). */
  | { readonly type: 'convert-claude-plugin' }
  | { readonly type: 'list-skill'; readonly name: string }
  | { readonly type: 'unlist-skill'; readonly name: string }
  | { readonly type: 'rename-skill-to-folder'; readonly folder: string }
  | { readonly type: 'set-name-from-plugin' }
  | { readonly type: 'set-schema-id'; readonly file: 'plugin.json' | 'mcp.json' }
  | { readonly type: 'declare-server-tools'; readonly server: string }
  | { readonly type: 'remove-member'; readonly file: string; readonly pointer: string }
  /**
   * Moves the unknown top-level plugin.json field `member` into this builder's own namespace of
   * `extensions` (Agent Plugins 1.0.0 §5.2 and §8.1: data only one app reads belongs there).
   */
  | { readonly type: 'move-to-extensions'; readonly member: string }
  /** Writes `value` as the text member at `pointer` of the JSON file `file` (a suggested value). */
  | { readonly type: 'set-member'; readonly file: string; readonly pointer: string; readonly value: string }
  /** Gives the plugin (and the solution, when it is one) the web name `name`. */
  | { readonly type: 'set-web-name'; readonly name: string }
  /** Splits a server's command line into its program and arguments (before any it already has). */
  | { readonly type: 'split-command'; readonly server: string }
  /** Creates the separate voice's file the solution names, with a starting text. */
  | { readonly type: 'create-persona' }
  /** Moves a SKILL.md detail the skills format does not have into its extra details, as text. */
  | { readonly type: 'move-skill-detail'; readonly file: string; readonly key: string }
  /**
   * Writes the extra detail `key` of a SKILL.md (a `metadata` member that is a list, a group of
   * details, a number…) as text that keeps its value.
   */
  | { readonly type: 'detail-as-text'; readonly file: string; readonly key: string }
  /** Writes a SKILL.md's allowed tools given as a list on one line, separated by spaces. */
  | { readonly type: 'join-allowed-tools'; readonly file: string }
  /** Removes the byte order mark at the start of a text file, keeping every other byte. */
  | { readonly type: 'remove-bom'; readonly file: string };

const severityRank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Orders diagnostics errors first, then by file, then by line. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    severityRank[a.severity] - severityRank[b.severity] ||
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    (a.range?.startLine ?? 0) - (b.range?.startLine ?? 0)
  );
}

/** How many errors and warnings a list holds. */
export function countBySeverity(diagnostics: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += d.count ?? 1;
  return counts;
}
