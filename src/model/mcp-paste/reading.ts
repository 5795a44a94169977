/**
 * What reading a pasted set-up gives: the servers and tools found, in Agent Plugins 1.0.0 terms,
 * what the person has to set when installing, and what could not be carried over. Plain data;
 * nothing is written until `applyPaste`.
 */
import type { McpServerConfig } from '../mcp-config';
import type { ToolNameAdvice } from '../tool-names';

/** Which kind of set-up the text was recognised as. */
export type PasteKind =
  | 'claude-desktop'
  | 'vscode'
  | 'cursor'
  | 'claude-code'
  | 'agent-plugins'
  | 'registry'
  | 'address'
  | 'command'
  | 'tools-list';

/** A server to add, already in its portable form. */
export interface PastedServer {
  /** The name it had where it came from, made into a server key (may still clash; `applyPaste` makes it unique). */
  readonly name: string;
  /** A readable name: the set-up's own title, or one derived from the name. */
  readonly title: string;
  readonly config: McpServerConfig;
}

/** A tool from a `tools/list` answer. */
export interface PastedTool {
  readonly name: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  /** Pre-set from the annotations: true unless the tool says it only reads. */
  readonly mayChange: boolean;
  /** Whether the answer said anything about it changing things (readOnlyHint or destructiveHint). */
  readonly annotated: boolean;
  readonly nameAdvice: ToolNameAdvice | undefined;
}

/** Where a value set when installing goes in its server's set-up. */
export type SettingPlace =
  /** An environment variable of the program, by name. */
  | { readonly in: 'env'; readonly name: string }
  /** A header sent to the online service, by name. */
  | { readonly in: 'header'; readonly name: string }
  /** An argument of the program, after its flag (`--token`) when it has one. */
  | { readonly in: 'argument'; readonly name?: string }
  /** A `${name}` the set-up's text keeps (its arguments, folder or address). */
  | { readonly in: 'placeholder'; readonly name: string }
  /** A part of the address's query, by name (`?api_key=…`). */
  | { readonly in: 'query'; readonly name: string }
  /** A key that was a part of the address's path, kept there as `${ADDRESS_KEY}`. */
  | { readonly in: 'address-key' }
  /** The user name and password the address carried. */
  | { readonly in: 'sign-in' };

/** Something the person sets when installing, never a value in the files. */
export interface ToSet {
  /** The server's readable name. */
  readonly server: string;
  /** The server's name in the set-up, before it is made unique among the solution's. */
  readonly serverName: string;
  /** What to set: an environment variable, a header or an argument, named as in the set-up. */
  readonly what: string;
  readonly place: SettingPlace;
  /** The set-up's own words about it, when it has some; else why it was left out. */
  readonly description: string | undefined;
  /** Left out because it looked like a key or password (`description` then says so). */
  readonly secret: boolean;
}

/** A pasted set-up as read. */
export interface PasteReading {
  readonly kind: PasteKind;
  readonly servers: readonly PastedServer[];
  readonly tools: readonly PastedTool[];
  readonly toSet: readonly ToSet[];
  /** One sentence per thing not carried over, each with its reason. */
  readonly leftOut: readonly string[];
}

/** The reading, or one sentence saying what was expected. */
export type PasteOutcome =
  { readonly ok: true; readonly reading: PasteReading } | { readonly ok: false; readonly message: string };

/** Where a server's notes go while it is converted. */
export interface ConversionNotes {
  readonly toSet: ToSet[];
  readonly leftOut: string[];
}
