/**
 * The shape of the schema message table: for a document, a keyword and an instance path, the
 * rule (code and severity) and the words. The first matching row wins; a row whose rule is
 * `null` drops the error because a dedicated rule says it better.
 */
import type { QuickFix } from './diagnostic';
import type { MessageText, RuleInfo } from './rule';
import type { SchemaDocument, SchemaIssue } from './schema-issue';

/**
 * One row of the table. `path` matches the instance path (the parent, for member keywords);
 * `|` separates alternatives in `path` and in `keyword`.
 */
export interface SchemaMessage {
  readonly document: SchemaDocument;
  readonly path: string;
  /** Keywords separated by `|`; any keyword when absent. */
  readonly keyword?: string;
  readonly member?: string;
  readonly when?: (issue: SchemaIssue) => boolean;
  readonly rule: RuleInfo | null | ((issue: SchemaIssue) => RuleInfo | null);
  readonly message: (issue: SchemaIssue) => MessageText;
  /** The repair, or the repairs when there are several ways out (each its own button). */
  readonly fix?: (issue: SchemaIssue) => QuickFix | readonly QuickFix[] | undefined;
}

/** A row that drops matching errors: a dedicated rule reports the same thing in its own words. */
export function dropped(
  document: SchemaDocument,
  path: string,
  keyword?: string,
  member?: string,
): SchemaMessage {
  return {
    document,
    path,
    ...(keyword !== undefined ? { keyword } : {}),
    ...(member !== undefined ? { member } : {}),
    rule: null,
    message: () => '',
  };
}

/** `text` with its first letter in capitals (quotes such as `*x*` are left as they are). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A quick fix that writes `value` where the issue is, labelled as the suggestion it carries out. */
export function setMemberFix(issue: SchemaIssue, value: string): QuickFix {
  return {
    label: `Use "${value}"`,
    action: { type: 'set-member', file: issue.target.file, pointer: issue.pointer, value },
    // A suggestion: the person may mean another value.
    safe: false,
  };
}

/**
 * The "Remove it" repair for the member an issue is about, labelled with the member's name unless
 * `label` says otherwise; `safe` when nothing of theirs is lost.
 */
export function removeMemberFix(
  issue: SchemaIssue,
  label = `Remove "${issue.member ?? ''}"`,
  safe = false,
): QuickFix {
  return {
    label,
    action: { type: 'remove-member', file: issue.target.file, pointer: issue.pointer },
    safe,
  };
}

/**
 * The repair that marks a file as following Agent Plugins 1.0.0, worded as adding the marker when
 * the file has none and as switching to 1.0.0 otherwise; `safe`, since it writes only that marker.
 */
export function schemaIdFix(file: 'plugin.json' | 'mcp.json', missing: boolean): QuickFix {
  return {
    label: missing ? 'Add the Agent Plugins 1.0.0 marker' : 'Switch to Agent Plugins 1.0.0',
    action: { type: 'set-schema-id', file },
    safe: true,
  };
}
