/**
 * What a Claude Code plugin has Claude Code run by itself (hooks) or offer as commands, which the
 * Claude Code export carries as they are: named before anything is written (claude-code.ts).
 */
import type { FileTree } from '../model/file-tree';
import { isJsonObject } from '../model/json-document';
import { readJsonFile } from '../model/json-file';
import { jsonCommands } from '../model/program-files';

type Json = Record<string, unknown>;

/**
 * What the plugin it came from has Claude Code run by itself (hooks) or offer as commands, which
 * the export carries as they are: named before anything is written, with each hook's command, so
 * that nobody ships `curl … | sh` without having seen it.
 */
export function whatClaudeCodeRuns(tree: FileTree, manifest: Json | undefined): string[] {
  const inline = manifest && Object.hasOwn(manifest, 'hooks') ? manifest.hooks : undefined;
  const hooksFile = readJsonFile(tree, 'hooks/hooks.json')?.object;
  const commands = jsonCommands([isJsonObject(inline) ? inline : undefined, hooksFile]);
  const notes: string[] = [];
  if (commands.length > 0) {
    const shown = commands
      .slice(0, 5)
      .map((command) => `“${command.length > 120 ? `${command.slice(0, 117)}…` : command}”`);
    const more = commands.length > 5 ? ` and ${commands.length - 5} more` : '';
    notes.push(
      `It keeps the hooks of the Claude Code plugin this came from, which Claude Code runs by itself while the plugin is in use: ${shown.join(', ')}${more}. Check them before you share it.`,
    );
  }
  const commandFiles = [...tree.keys()].filter((path) => /^commands\/[^/]+\.md$/.test(path));
  if (commandFiles.length > 0) {
    notes.push(
      `It keeps ${commandFiles.length === 1 ? 'the Claude Code command' : `${commandFiles.length} Claude Code commands`} of the plugin this came from (${commandFiles.slice(0, 5).join(', ')}${commandFiles.length > 5 ? ', …' : ''}), which a person can run in Claude Code.`,
    );
  }
  return notes;
}
