/**
 * What the Tools view shows, read from mcp.json and assistant.json: each server's settings, the
 * tools declared for it (with the titles and descriptions a paste kept in plugin.json) and the problems about
 * either; and the problems no server card shows.
 */
import { claudeCopyOutOfStep } from '../../model/claude-mcp';
import type { FileTree } from '../../model/file-tree';
import { escapePointerSegment } from '../../model/json-document';
import { MCP_PATH, readMcp } from '../../model/mcp-config';
import { readInstallSettings, settingWords } from '../../model/mcp-paste/install-settings';
import { readToolDescriptions, readToolTitles } from '../../model/mcp-paste/tool-titles';
import { readSolution, type ServerTools } from '../../model/solution-document';
import type { Diagnostic } from '../../validate/diagnostic';
import { isWithin } from '../forms/problems';
import { serverKind, type ServerKind } from './server-edits';

export interface ServerSlice {
  readonly name: string;
  readonly config: unknown;
  readonly kind: ServerKind | undefined;
  /** The tools declared in assistant.json; `undefined` when the server has no entry there. */
  readonly declared: ServerTools | undefined;
  /** Titles a pasted tools/list gave its tools, as [tool, title] pairs (plain data, compared by value). */
  readonly titles: readonly (readonly [string, string])[];
  /** Descriptions a pasted tools/list gave its tools, as [tool, description] pairs. */
  readonly descriptions: readonly (readonly [string, string])[];
  /** What it needs set when installing, in words, with the set-up's own about each. */
  readonly toSet: readonly { readonly what: string; readonly description?: string }[];
  /** Problems about the server's settings and about its tool declaration. */
  readonly problems: readonly Diagnostic[];
}

export interface ToolsSlices {
  /** `missing`: no mcp.json; `unreadable`: it has mistakes or no map of servers. */
  readonly mcp: 'missing' | 'unreadable' | 'ok';
  readonly servers: readonly ServerSlice[];
  /** The solution document, when tools can be declared in it (a readable solution). */
  readonly solutionPath: string | undefined;
  /** Problems about mcp.json as a whole and about assistant.json's `mcp` and `tools` not tied to one server. */
  readonly general: readonly Diagnostic[];
  /** After a conversion, the servers Claude Code's own copy no longer has as this list has them. */
  readonly claudeOutOfStep: readonly string[];
}

/** The pointer of server `name` in mcp.json. */
export function serverPointer(name: string): string {
  return `/mcpServers/${escapePointerSegment(name)}`;
}

/** The pointer of server `name`'s declaration in assistant.json. */
export function declarationPointer(name: string): string {
  return `/tools/${escapePointerSegment(name)}`;
}

function aboutServer(d: Diagnostic, name: string, solutionPath: string | undefined): boolean {
  if (d.file === MCP_PATH) return d.pointer !== undefined && isWithin(d.pointer, serverPointer(name));
  if (d.file !== solutionPath) return false;
  const action = d.fixes?.find((f) => f.action.type === 'declare-server-tools')?.action;
  if (action?.type === 'declare-server-tools') return action.server === name;
  return d.pointer !== undefined && isWithin(d.pointer, declarationPointer(name));
}

/** The Tools view's data, with every problem of mcp.json and of assistant.json's tools placed once. */
export function toolsSlices(tree: FileTree, diagnostics: readonly Diagnostic[]): ToolsSlices {
  const mcp = readMcp(tree);
  const solution = readSolution(tree);
  const solutionPath = solution?.object ? solution.path : undefined;
  const state = !mcp ? 'missing' : mcp.servers === undefined ? 'unreadable' : 'ok';
  const mine = diagnostics.filter(
    (d) =>
      d.file === MCP_PATH ||
      (d.file === solution?.path &&
        (d.fixes?.some((f) => f.action.type === 'declare-server-tools') ||
          (d.pointer !== undefined && (isWithin(d.pointer, '/tools') || isWithin(d.pointer, '/mcp'))))),
  );
  const titles = readToolTitles(tree);
  const descriptions = readToolDescriptions(tree);
  const settings = readInstallSettings(tree);
  const placed = new Set<Diagnostic>();
  const servers = (mcp?.serverNames ?? []).map((name): ServerSlice => {
    const problems = mine.filter((d) => aboutServer(d, name, solution?.path));
    problems.forEach((d) => placed.add(d));
    const config = mcp!.servers![name];
    return {
      name,
      config,
      kind: serverKind(config),
      declared: solution?.tools.get(name),
      titles: [...(titles.get(name) ?? [])],
      descriptions: [...(descriptions.get(name) ?? [])],
      toSet: (settings.get(name) ?? []).map(({ place, description }) => ({
        what: settingWords(place),
        ...(description !== undefined ? { description } : {}),
      })),
      problems,
    };
  });
  return {
    mcp: state,
    servers,
    solutionPath,
    general: mine.filter((d) => !placed.has(d)),
    claudeOutOfStep: claudeCopyOutOfStep(tree),
  };
}

/** The question before deleting a server, naming what goes with it. */
export function deleteServerQuestion(title: string, declared: ServerTools | undefined): string {
  const count = declared?.tools?.length ?? 0;
  const tools = count === 0 ? '' : ` and what it says about its ${count} ${count === 1 ? 'tool' : 'tools'}`;
  return `Delete the server “${title}”${tools}? You can undo this.`;
}
