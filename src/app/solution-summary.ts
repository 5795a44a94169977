import type { FileTree } from '../model/file-tree';
import { readManifest } from '../model/plugin-manifest';
import { readSolution } from '../model/solution-document';
import { readMcp } from '../model/mcp-config';
import { listSkillFolders } from '../model/skill-files';
import { DEFAULT_TITLE } from '../model/operations';
import { zipFileName } from '../model/export-name';

/** What the shell shows about a solution: its title, name and version, and how many skills and servers it has. */
export interface SolutionSummary {
  readonly title: string;
  readonly name: string | undefined;
  readonly version: string | undefined;
  readonly isSolution: boolean;
  readonly skillCount: number;
  readonly serverCount: number;
}

const summaries = new WeakMap<FileTree, SolutionSummary>();

/** The summary of a tree, computed once per tree. */
export function summarize(tree: FileTree): SolutionSummary {
  const cached = summaries.get(tree);
  if (cached) return cached;
  const manifest = readManifest(tree);
  const solution = readSolution(tree);
  const mcp = readMcp(tree);
  const instructions = solution?.instructions;
  const name = solution?.name ?? stringOf(manifest?.object?.name);
  const summary: SolutionSummary = {
    title: solution?.title || name || DEFAULT_TITLE,
    name,
    version: stringOf(manifest?.object?.version),
    isSolution: solution !== undefined,
    skillCount: listSkillFolders(tree).filter((folder) => `skills/${folder}/SKILL.md` !== instructions)
      .length,
    serverCount: mcp?.serverNames.length ?? 0,
  };
  summaries.set(tree, summary);
  return summary;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The file name an export gets: `<name>-<version>.zip`, or `<name>.zip` without a version. */
export function exportFileName(summary: SolutionSummary): string {
  return zipFileName(summary.name, summary.version);
}
