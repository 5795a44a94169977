/**
 * What changed in the tool servers (added, removed, how to reach one) and in the tools each one
 * offers, as the solution declares them (added, removed, now may change things, now only looks).
 */
import type { FileTree } from '../model/file-tree';
import { sentenceTitle, toolTitle } from '../model/display-names';
import { escapePointerSegment } from '../model/json-document';
import { jsonEqual } from '../model/json-sync';
import { MCP_PATH, readMcp } from '../model/mcp-config';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import type { SolutionFile } from '../model/solution-document';
import { quote, type AddChange, type ChangePlace } from './change';

/** The changes to the tool servers and their tools; a tool that may now change things weighs most. */
export function compareServers(
  before: FileTree,
  after: FileTree,
  was: SolutionFile | undefined,
  now: SolutionFile | undefined,
  add: AddChange,
): void {
  const wasMcp = readMcp(before);
  const nowMcp = readMcp(after);
  const wasServers = wasMcp?.serverNames ?? [];
  const nowServers = nowMcp?.serverNames ?? [];
  const serverTitle = (name: string) => `Tool server ${quote(sentenceTitle(name))}`;
  const serverPlace = (name: string): ChangePlace => ({
    file: MCP_PATH,
    pointer: `/mcpServers/${escapePointerSegment(name)}`,
  });
  for (const name of nowServers)
    if (!wasServers.includes(name)) add(`${serverTitle(name)} added`, serverPlace(name), 'addition');
  for (const name of wasServers)
    if (!nowServers.includes(name)) add(`${serverTitle(name)} removed`, { file: MCP_PATH }, 'removal');
  for (const name of nowServers)
    if (wasServers.includes(name) && !jsonEqual(wasMcp?.servers?.[name], nowMcp?.servers?.[name]))
      add(`${serverTitle(name)}: how to reach it changed`, serverPlace(name));

  // The tools each server offers, and which of them may change things, are declared in the solution.
  for (const server of new Set([...(was?.tools.keys() ?? []), ...(now?.tools.keys() ?? [])])) {
    // A server added or removed says so once; its tools come and go with it.
    if (!nowServers.includes(server) || !wasServers.includes(server)) continue;
    const old = was?.tools.get(server);
    const next = now?.tools.get(server);
    const place: ChangePlace = {
      file: now?.path ?? PLUGIN_MANIFEST_PATH,
      pointer: `/tools/${escapePointerSegment(server)}`,
    };
    const oldTools = old?.tools ?? [];
    const nextTools = next?.tools ?? [];
    const of = ` (${serverTitle(server)})`;
    for (const tool of nextTools)
      if (!oldTools.includes(tool))
        add(
          `Tool ${quote(toolTitle(tool))} added${of}`,
          place,
          next?.writeTools?.includes(tool) ? 'may-change-things' : 'addition',
        );
    for (const tool of oldTools)
      if (!nextTools.includes(tool)) add(`Tool ${quote(toolTitle(tool))} removed${of}`, place, 'removal');
    for (const tool of nextTools) {
      if (!oldTools.includes(tool)) continue;
      const wrote = old?.writeTools?.includes(tool) ?? false;
      const writes = next?.writeTools?.includes(tool) ?? false;
      if (!wrote && writes)
        add(`Tool ${quote(toolTitle(tool))} may now change things${of}`, place, 'may-change-things');
      if (wrote && !writes) add(`Tool ${quote(toolTitle(tool))} now only looks${of}`, place);
    }
  }
}
