/** What an export target makes from a solution's file tree. */
import type { FileTree } from '../model/file-tree';

/** The targets, by the name the command line and the menu use. */
export const TARGET_IDS = [
  'claude-code',
  'claude-skills',
  'evals-agentskills',
  'promptfoo',
  'copilot-csv',
  'openai-evals',
] as const;
export type TargetId = (typeof TARGET_IDS)[number];

/** One file to hand over: bytes as they are, or a folder the caller writes as a zip. */
export type ExportOutput =
  | { readonly kind: 'file'; readonly name: string; readonly bytes: Uint8Array; readonly type: string }
  | { readonly kind: 'zip'; readonly name: string; readonly tree: FileTree };

/**
 * The files a target makes and, in plain sentences, what of the solution it could not carry, and
 * what it carries that whoever shares it should know (each sentence stands alone: the page lists
 * them before writing, the command line prints them).
 */
export interface ExportResult {
  readonly outputs: readonly ExportOutput[];
  readonly cannotCarry: readonly string[];
  /** Carried, but worth a look first: what Claude Code will run by itself, a plugin kept as it is. */
  readonly notes?: readonly string[];
}
