/**
 * What changed between two trees, in the words of the forms: read from the documents (the
 * solution document, plugin.json, mcp.json, the skills), never from a file diff. Each change names
 * the place that shows it, so a list of changes can open the field, and says how big it is, so the
 * next package version can be suggested. No path or key appears in the words.
 */
import type { FileTree } from '../model/file-tree';
import { MCP_PATH } from '../model/mcp-config';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import { readSolution } from '../model/solution-document';
import { compareAssistant } from './assistant-changes';
import type { AddChange, PlainChange } from './change';
import { compareOtherFiles } from './other-file-changes';
import { comparePackage } from './package-changes';
import { compareSkills } from './skill-changes';
import { compareServers } from './tool-changes';

/** The changes that turn `before` into `after`, in the order of the views: assistant, skills, tools, package, other files. */
export function plainChanges(before: FileTree, after: FileTree): PlainChange[] {
  const changes: PlainChange[] = [];
  const add: AddChange = (text, place, weight = 'wording', extra = {}) =>
    changes.push({ text, place, weight, ...extra });
  const was = readSolution(before);
  const now = readSolution(after);
  const covered = new Set<string>([PLUGIN_MANIFEST_PATH, MCP_PATH]);
  if (was) covered.add(was.path);
  if (now) covered.add(now.path);

  if (!was && now) add('Made into an assistant solution', { file: now.path }, 'addition');
  if (was && !now) add('No longer an assistant solution', { file: PLUGIN_MANIFEST_PATH }, 'removal');
  if (was && now) compareAssistant(before, after, was, now, add, covered);
  compareSkills(before, after, was, now, add, covered);
  compareServers(before, after, was, now, add);
  comparePackage(before, after, add);
  compareOtherFiles(before, after, covered, add);
  return changes;
}
