/**
 * The view a plugin just opened is shown on, chosen from its tree and its kind before its session
 * starts (flows/session.ts), and the view the page loads ahead while a plugin is read.
 */
import type { FileTree } from '../model/file-tree';
import type { PluginKind } from '../model/plugin-root';
import { CLAUDE_MCP_PATH, MCP_PATH } from '../model/mcp-config';
import { prepareWithin, validate } from '../validate/validate';
import { skillFolderOf } from '../validate/spec';
import { viewOf, type ViewName, type ViewPlaces } from '../workspace/views';

/**
 * The view a plugin just opened is shown on (#31). With no skill and no servers to show, the Files
 * view. A plain plugin, the Assistant view: making it a solution, which that view offers, comes
 * before anything else. A solution or a Claude Code plugin, the first view, in their order, that
 * holds one of its errors (a skill's problem in the Skills view, never its raw file; a Claude Code
 * plugin's offer to convert in the Package view), else the Assistant view. A solution reopened
 * from the library, with nothing opened, starts on the Assistant view.
 */
export function firstViewOf(opened?: {
  readonly tree: FileTree;
  readonly views: readonly ViewPlaces[];
  readonly pluginKind: PluginKind;
}): ViewName {
  if (!opened) return 'assistant';
  const { tree, views, pluginKind } = opened;
  const parts = [...tree.keys()].some(
    (path) => skillFolderOf(path) !== undefined || path === MCP_PATH || path === CLAUDE_MCP_PATH,
  );
  if (!parts) return 'files';
  if (pluginKind === 'agent-plugin') return 'assistant';
  // The checks the workspace makes before its first drawing, made sooner; on a fresh page the
  // first spends tens of milliseconds setting up its readers, which 8 ms would not cover. A large
  // plugin's are left for after its first drawing, as the workspace leaves them.
  if (!prepareWithin(tree, 50)) return 'assistant';
  const holding = new Set(
    validate(tree)
      .filter((d) => d.severity === 'error')
      .map((d) => viewOf(views, tree, d.file, d.pointer)),
  );
  return views.find((view) => view.name !== 'files' && holding.has(view.name))?.name ?? 'assistant';
}
