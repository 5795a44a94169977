/**
 * The identifiers and grammars the rules compare against, from the three contracts: Agent
 * Plugins 1.0.0 (`$schema` ids, name grammar), Agent Skills (name grammar) and the solution
 * format 0.1. The model owns the constants; this module adds what only validation needs.
 */
import { isValidPluginName, isValidSkillName } from '../model/names';

export { SIGRIX_NAMESPACE } from '../model/plugin-manifest';
export { MCP_SCHEMA_ID } from '../model/mcp-config';
export { skillPath as skillPathOf, skillNameFromPath as skillFolderOf } from '../model/skill-files';

/** The solution format version this builder reads fully and writes (its `format_version` is 0.1). */
export const SOLUTION_FORMAT = { major: 0, minor: 1 } as const;

/** The Agent Plugins version a `$schema` id names (`1.0.0`), or undefined when it is not one. */
export function agentPluginsVersion(id: unknown, file: 'plugin' | 'mcp'): string | undefined {
  if (typeof id !== 'string') return undefined;
  const match = /^https:\/\/agent-plugins\.org\/schemas\/(\d+\.\d+\.\d+)\/([a-z]+)\.schema\.json$/.exec(id);
  return match && match[2] === file ? match[1] : undefined;
}

/** Agent Skills name grammar (1–64 of a-z 0-9 -, no hyphen at an end, no `--`); reserved words pass. */
export function isSkillName(value: unknown): value is string {
  return isValidSkillName(value, { allowReserved: true });
}

/** Agent Plugins name grammar (§5.5): 1–64 of a-z 0-9 - ., alphanumeric ends, no `--` or `..`. */
export function isPluginName(value: unknown): value is string {
  return isValidPluginName(value);
}

/**
 * "<subject> says it follows Agent Plugins 2.0.0, which Bailey does not know" — naming a
 * `$schema` without quoting an address at Maya.
 */
export function followed(version: string | undefined, subject: string): string {
  return version !== undefined
    ? `${subject} says it follows Agent Plugins ${version}, which Bailey does not know`
    : `${subject} has a format marker Bailey does not know`;
}

/**
 * Whether `tool` can stand in the Agent Skills `allowed-tools` line, which separates tools by
 * spaces: a text with no space in it. `Bash(stripe *)` cannot; on the line it reads as two tools.
 */
export function isToolWord(tool: unknown): boolean {
  return typeof tool === 'string' && /^\S+$/.test(tool);
}

/**
 * The tools of an `allowed-tools` line written with commas between them (`Read, Grep`), as some
 * clients accept, each trimmed; undefined when no comma separates two tools. A comma inside
 * parentheses is part of a tool's pattern (`Bash(git add:*,git commit:*)`), not a separator.
 */
export function commaSeparatedTools(line: string): string[] | undefined {
  const tools: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      tools.push(line.slice(start, at).trim());
      start = at + 1;
    }
  }
  if (tools.length === 0) return undefined;
  tools.push(line.slice(start).trim());
  return tools.filter((tool) => tool !== '');
}
