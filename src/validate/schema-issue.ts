/**
 * What schema checks are about: the document checked and one of its errors, in the terms the
 * message table uses. Its own module, so the table and its messages (which read these) and the
 * translation (which reads the table) do not import one another.
 */
import type { TextRange } from '../model/text-position';

/** The documents whose schemas the table knows; an MCP server is checked against one variant. */
export type SchemaDocument = 'plugin' | 'mcp' | 'mcp-stdio' | 'mcp-remote' | 'solution' | 'skill';

/** What was validated and how to locate a pointer in its file. */
export interface SchemaTarget {
  readonly document: SchemaDocument;
  readonly file: string;
  /** The value the validator checked (for a server: the server's object). */
  readonly value: unknown;
  /** The pointer of `value` inside the file; '' for a whole document. */
  readonly base?: string;
  /** A solution document of a newer minor format: unknown members are expected, not wrong. */
  readonly newerMinor?: boolean;
  /** The range of the member at `pointer` (its name when `key`), or of its nearest parent. */
  readonly locate: (pointer: string, key: boolean) => TextRange | undefined;
}

/** One schema error, in the terms the message table uses. */
export interface SchemaIssue {
  readonly keyword: string;
  /** The instance path's segments relative to the target's value (the parent, for a member). */
  readonly path: readonly string[];
  /** For `required` and `additionalProperties`: the member that is missing or unknown. */
  readonly member?: string;
  /** The full pointer in the file of what the diagnostic is about. */
  readonly pointer: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The value at `path` (undefined when missing). */
  readonly value: unknown;
  readonly target: SchemaTarget;
}
