/** What the cross-file solution rules read (solution-refs.ts and the tool rules, solution-tools.ts). */
import type { FileTree } from '../model/file-tree';
import type { McpFacts } from './mcp-rules';
import type { PluginFacts } from './package-rules';
import type { SkillFacts } from './skill-rules';
import type { SolutionFacts } from './solution-rules';

/** Everything the cross-file solution rules read. */
export interface SolutionContext {
  readonly tree: FileTree;
  readonly solution: SolutionFacts;
  readonly plugin: PluginFacts | undefined;
  readonly mcp: McpFacts | undefined;
  /** Discovered skills by folder name. */
  readonly skills: ReadonlyMap<string, SkillFacts>;
}
