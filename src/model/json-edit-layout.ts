/**
 * New JSON text in the file's own layout: the line breaks, indentation unit, spacing after colons
 * and commas, and whether the document is written on one line, worked out once per tree; each
 * edit replaces, inserts or removes one value as the text around it is written.
 */
import { createScanner, type Node } from 'jsonc-parser';
import { detectEol } from './text-position';

interface Style {
  readonly eol: string;
  readonly unit: string;
  readonly multiline: boolean;
  readonly colon: string;
  /** The space written after a comma on one line: `' '` or `''`. */
  readonly commaSpace: string;
}

/** A replacement of `length` characters at `offset` with `content`. */
export interface Edit {
  readonly offset: number;
  readonly length: number;
  readonly content: string;
}

/** Works out edit text in the file's own layout. */
export class Editor {
  private readonly style: Style;

  constructor(
    private readonly body: string,
    root: Node,
  ) {
    let known = styles.get(root);
    if (known?.body !== body) {
      known = { body, style: detectStyle(body, root) };
      styles.set(root, known);
    }
    this.style = known.style;
  }

  /** Replaces a value, indenting new lines like the line it starts on. */
  replace(node: Node, value: unknown): Edit {
    const old = this.body.slice(node.offset, node.offset + node.length);
    const keepInline =
      node.type === 'array' &&
      (node.children?.length ?? 0) > 0 &&
      !/[\r\n]/.test(old) &&
      Array.isArray(value) &&
      value.every((item) => typeof item !== 'object' || item === null);
    const content = keepInline
      ? `[${(value as unknown[]).map((item) => JSON.stringify(item) ?? 'null').join(`,${this.style.commaSpace}`)}]`
      : this.render(value, this.style.multiline ? this.indentAt(node.offset) : undefined);
    return { offset: node.offset, length: node.length, content };
  }

  /** Inserts a member (object) or element (array) before child `index` (or at the end). */
  insert(container: Node, index: number, key: string | number, value: unknown): Edit {
    const children = container.children ?? [];
    const innerStart = container.offset + 1;
    const innerLength = container.length - 2;
    const item = (indent: string | undefined) =>
      container.type === 'object'
        ? `${JSON.stringify(String(key))}${this.style.colon}${this.render(value, indent)}`
        : this.render(value, indent);
    if (children.length === 0) {
      if (!this.style.multiline) return { offset: innerStart, length: innerLength, content: item(undefined) };
      const base = this.indentAt(container.offset);
      const inner = base + this.style.unit;
      const content = `${this.style.eol}${inner}${item(inner)}${this.style.eol}${base}`;
      return { offset: innerStart, length: innerLength, content };
    }
    const first = children[0]!;
    const block = this.style.multiline && /[\r\n]/.test(this.body.slice(container.offset, first.offset));
    const reference = children[Math.min(index, children.length - 1)]!;
    const indent = block ? this.indentAt(reference.offset) : undefined;
    const separator = block ? `${this.style.eol}${indent}` : this.style.commaSpace;
    if (index < children.length) {
      return { offset: reference.offset, length: 0, content: `${item(indent)},${separator}` };
    }
    const end = reference.offset + reference.length;
    const comma = this.trailingCommaAfter(end);
    if (comma !== undefined) {
      return { offset: comma + 1, length: 0, content: `${separator}${item(indent)},` };
    }
    return { offset: end, length: 0, content: `,${separator}${item(indent)}` };
  }

  /** Removes child `index` with the separator that joined it to its neighbour. */
  remove(container: Node, index: number): Edit {
    const children = container.children ?? [];
    if (children.length === 1) {
      return { offset: container.offset + 1, length: container.length - 2, content: '' };
    }
    const child = children[index]!;
    const next = children[index + 1];
    if (next) return { offset: child.offset, length: next.offset - child.offset, content: '' };
    const previous = children[index - 1]!;
    const from = previous.offset + previous.length;
    return { offset: from, length: child.offset + child.length - from, content: '' };
  }

  /** JSON text for a new value: compact when `indent` is undefined, else indented from it. */
  private render(value: unknown, indent: string | undefined): string {
    if (indent === undefined) return JSON.stringify(value) ?? 'null';
    const text = JSON.stringify(value, null, this.style.unit) ?? 'null';
    return text.replace(/\n/g, `${this.style.eol}${indent}`);
  }

  /** The leading whitespace of the line that holds `offset`. */
  private indentAt(offset: number): string {
    let start = offset;
    while (start > 0 && this.body[start - 1] !== '\n' && this.body[start - 1] !== '\r') start -= 1;
    return /^[ \t]*/.exec(this.body.slice(start, offset))?.[0] ?? '';
  }

  /** The offset of a comma that follows `offset` across whitespace and comments, if any. */
  private trailingCommaAfter(offset: number): number | undefined {
    const scanner = createScanner(this.body.slice(offset), true);
    return scanner.scan() === 5 /* CommaToken */ ? offset + scanner.getTokenOffset() : undefined;
  }
}

// A reused parse is edited many times, so a tree's layout is worked out once per text (a tree
// moved on to the text a string edit made, json-reparse.ts, is worked out again).
const styles = new WeakMap<Node, { readonly body: string; readonly style: Style }>();

function detectStyle(body: string, root: Node): Style {
  const multiline = /[\r\n]/.test(body.slice(root.offset, root.offset + root.length));
  let unit: string | undefined;
  for (const match of body.matchAll(/(?:^|\n)([ \t]+)\S/g)) {
    const indent = match[1]!;
    if (indent.startsWith('\t')) {
      unit ??= '\t';
      break;
    }
    if (unit === undefined || indent.length < unit.length) unit = indent;
    if (unit.length === 1) break;
  }
  return {
    eol: detectEol(body),
    unit: unit ?? '  ',
    multiline,
    colon: multiline || /":\s/.test(body) ? ': ' : ':',
    commaSpace: /,[ \t]/.test(body) ? ' ' : '',
  };
}
