import type { FileTree } from './file-tree';
import { readJsonFile } from './json-file';
import { CLAUDE_MANIFEST_PATH, readManifest } from './plugin-manifest';
import { readSolution } from './solution-document';
import { readMcp } from './mcp-config';
import { listSkillFolders } from './skill-files';
import { DEFAULT_TITLE } from './operations';
import { zipFileName } from './export-name';

/**
 * What a tree says about the solution in it, as the shell shows it: its title, name and version,
 * and how many skills and servers it has. (The library's list entry is persist's `SolutionSummary`.)
 */
export interface SolutionHeadline {
  readonly title: string;
  readonly name: string | undefined;
  readonly version: string | undefined;
  readonly isSolution: boolean;
  readonly skillCount: number;
  readonly serverCount: number;
}

const headlines = new WeakMap<FileTree, SolutionHeadline>();

/** The headline of a tree, worked out once per tree. */
export function solutionHeadline(tree: FileTree): SolutionHeadline {
  const cached = headlines.get(tree);
  if (cached) return cached;
  // A Claude Code plugin not converted yet has its manifest in its own folder.
  const manifest = readManifest(tree) ?? readJsonFile(tree, CLAUDE_MANIFEST_PATH);
  const solution = readSolution(tree);
  const mcp = readMcp(tree);
  const instructions = solution?.instructions;
  const name = solution?.name ?? stringOf(manifest?.object?.name);
  const headline: SolutionHeadline = {
    title: solution?.title || name || DEFAULT_TITLE,
    name,
    version: stringOf(manifest?.object?.version),
    isSolution: solution !== undefined,
    skillCount: listSkillFolders(tree).filter((folder) => `skills/${folder}/SKILL.md` !== instructions)
      .length,
    serverCount: mcp?.serverNames.length ?? 0,
  };
  headlines.set(tree, headline);
  return headline;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The file name an export gets: `<name>-<version>.zip`, or `<name>.zip` without a version. */
export function exportFileName(headline: SolutionHeadline): string {
  return zipFileName(headline.name, headline.version);
}
