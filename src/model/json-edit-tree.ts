/**
 * The tree a JSON edit works on: the text's own parse when the caller has it, else a fresh one
 * (refused when the text is too deep or has syntax errors), and the steps through its nodes.
 */
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { parseTreeOf } from './json-parse-tree';
import { scanJsonWithinLimits } from './parse-limits';

/** Why an edit could not be made; a caller that parsed the file first can avoid every one. */
export type JsonEditErrorCode = 'unreadable' | 'wrong-type' | 'out-of-range' | 'root';

/** Thrown by `editJson` and the other edits when the text or the path does not allow the edit. */
export class JsonEditError extends Error {
  constructor(
    readonly code: JsonEditErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'JsonEditError';
  }
}

/**
 * A `parseJson` result the caller already has. When it is the parse of the very text being
 * edited, the edit starts from its tree instead of parsing the text again (a large file parses
 * slowly, and the tree's file cache usually holds its parse already); otherwise it is ignored.
 */
export interface ParsedText {
  readonly text: string;
}

/** The tree of `body`: the given parse's when it is of this very text, else a fresh parse. */
export function readableRoot(text: string, body: string, parsed: ParsedText | undefined): Node {
  const known = parsed !== undefined && parsed.text === text ? parseTreeOf(parsed) : undefined;
  if (!known) return parseReadable(body);
  if (!known.editable || !known.root) {
    throw new JsonEditError('unreadable', 'The file has syntax errors; it cannot be edited safely.');
  }
  return known.root;
}

/** The tree of `body`, or a `JsonEditError` when it is too deep or has syntax errors. */
export function parseReadable(body: string): Node {
  if (scanJsonWithinLimits(body)) {
    throw new JsonEditError('unreadable', 'The file is larger or nested more deeply than the builder reads.');
  }
  const errors: ParseError[] = [];
  const root = parseTree(body, errors, { allowTrailingComma: true, disallowComments: false });
  if (!root || errors.length > 0) {
    throw new JsonEditError('unreadable', 'The file has syntax errors; it cannot be edited safely.');
  }
  return root;
}

/** The child at `segment`: the last member of that name (the one readers keep), or that element. */
export function childOf(node: Node, segment: string | number): Node | undefined {
  if (node.type === 'object' && typeof segment === 'string') {
    const index = lastPropertyIndex(node, segment);
    return index < 0 ? undefined : node.children?.[index]?.children?.[1];
  }
  if (node.type === 'array' && typeof segment === 'number') return node.children?.[segment];
  return undefined;
}

/** The index of the last member called `key`, or -1. */
export function lastPropertyIndex(node: Node, key: string): number {
  const properties = node.children ?? [];
  for (let i = properties.length - 1; i >= 0; i -= 1) {
    const [keyNode, valueNode] = properties[i]?.children ?? [];
    if (keyNode?.value === key && valueNode) return i;
  }
  return -1;
}

/** Whether `node` is the kind of container `segment` addresses (names: objects, numbers: arrays). */
export function canHold(node: Node, segment: string | number): boolean {
  return (
    (node.type === 'object' && typeof segment === 'string') ||
    (node.type === 'array' && typeof segment === 'number')
  );
}

export function endIndex(node: Node): number {
  return node.children?.length ?? 0;
}

/** A text, number, boolean or null node. */
export function isScalarNode(node: Node): boolean {
  return node.type === 'string' || node.type === 'number' || node.type === 'boolean' || node.type === 'null';
}

export function wrongType(path: readonly (string | number)[], at: number): JsonEditError {
  return new JsonEditError(
    'wrong-type',
    `Cannot reach ${JSON.stringify(path.slice(0, at + 1))}: a parent is not an object or array.`,
  );
}

export function outOfRange(index: number): JsonEditError {
  return new JsonEditError('out-of-range', `Array index ${index} is out of range.`);
}
