/**
 * A server's answer to `tools/list`: the whole JSON-RPC response, its `result`, or the bare
 * `tools` array. Each tool keeps its name, title (`title`, else `annotations.title`) and
 * description; "may change things" is pre-set from the annotations — `readOnlyHint: true` looks
 * only, `destructiveHint: true` or `readOnlyHint: false` may change things, and a tool that says
 * nothing may change things, as the solution document treats undeclared tools as writes.
 */
import { isJsonObject, ownMember } from '../json-document';
import { toolNameAdvice } from '../tool-names';
import type { PastedTool } from './reading';
import { groupDigits } from '../digits';

/** The most tools one paste may hold: far above any real server, low enough to show at once. */
export const MAX_PASTED_TOOLS = 1000;

/** The tools array when `value` is a tools/list answer in one of its three forms; a sentence when it is one that cannot be used. */
export function findToolsArray(value: unknown): unknown[] | string | undefined {
  if (Array.isArray(value)) {
    return value.length > 0 && value.every((item) => isJsonObject(item) && typeof item.name === 'string')
      ? value
      : undefined;
  }
  if (!isJsonObject(value)) return undefined;
  if (ownMember(value, 'jsonrpc') !== undefined && isJsonObject(ownMember(value, 'error'))) {
    return 'This is an error the server answered with, not its list of tools; ask it for the list again and paste that.';
  }
  const result = ownMember(value, 'result');
  const holder = isJsonObject(result) ? result : value;
  const tools = ownMember(holder, 'tools');
  return Array.isArray(tools) ? tools : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The tools, each with its "may change things" pre-set; duplicates and nameless items go to `leftOut`. */
export function readTools(items: readonly unknown[], leftOut: string[]): PastedTool[] | string {
  if (items.length === 0) return 'This list of tools is empty, so there is nothing to add.';
  if (items.length > MAX_PASTED_TOOLS) {
    return `This list has ${groupDigits(items.length)} tools, more than the ${groupDigits(MAX_PASTED_TOOLS)} one paste can take; paste the tools you need.`;
  }
  const tools: PastedTool[] = [];
  let nameless = 0;
  for (const item of items) {
    const name = isJsonObject(item) ? ownMember(item, 'name') : undefined;
    if (!isJsonObject(item) || typeof name !== 'string' || name.trim() === '') {
      nameless += 1;
      continue;
    }
    if (tools.some((tool) => tool.name === name)) {
      leftOut.push(`The tool “${name}” is listed twice; it is added once.`);
      continue;
    }
    const annotations = ownMember(item, 'annotations');
    const hints = isJsonObject(annotations) ? annotations : {};
    const readOnly = ownMember(hints, 'readOnlyHint');
    const destructive = ownMember(hints, 'destructiveHint');
    tools.push({
      name,
      title: text(ownMember(item, 'title')) ?? text(ownMember(hints, 'title')),
      description: text(ownMember(item, 'description')),
      mayChange: !(readOnly === true && destructive !== true),
      annotated: typeof readOnly === 'boolean' || typeof destructive === 'boolean',
      nameAdvice: toolNameAdvice(name),
    });
  }
  if (nameless > 0) {
    leftOut.push(
      `${nameless === 1 ? 'One item of the list has' : `${nameless} items of the list have`} no name, so ${nameless === 1 ? 'it is' : 'they are'} not a tool and left out.`,
    );
  }
  if (tools.length === 0)
    return 'None of the items in this list has a tool name, so there is nothing to add.';
  return tools;
}
