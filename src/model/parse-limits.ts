/**
 * How much structure the builder reads from one JSON file or one SKILL.md frontmatter. A 49 KB
 * zip can hold a plugin.json of 50 million `[` or 16 million numbers; reading such a file in full
 * would exhaust a tab's memory or block it for minutes. The limits are checked by a linear,
 * non-recursive scan that stops at the first value beyond them, so a hostile file costs no more
 * than a file just within them. The reasons for each number are in src/archive/README.md.
 */
import { createScanner } from 'jsonc-parser';

export const PARSE_LIMITS = Object.freeze({
  /** Deepest nesting of objects and arrays in a JSON file. */
  jsonDepth: 256,
  /** Most values (strings, numbers, objects, arrays, literals; member names included) in a JSON file. */
  jsonValues: 100_000,
  /** Deepest nesting of maps and lists in a SKILL.md frontmatter. */
  yamlDepth: 64,
});

/** Which limit a text goes beyond, and where the scan stopped. */
export interface ParseLimitBreach {
  readonly limit: 'depth' | 'values';
  /** The limit's value, for the sentence that names it. */
  readonly max: number;
  /** Offset of the first token beyond the limit. */
  readonly offset: number;
}

// jsonc-parser's SyntaxKind is an ambient const enum, which isolated modules cannot read.
export const JSON_TOKEN = Object.freeze({
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  comma: 5,
  colon: 6,
  nullKeyword: 7,
  trueKeyword: 8,
  falseKeyword: 9,
  string: 10,
  number: 11,
  lineComment: 12,
  blockComment: 13,
  lineBreak: 14,
  trivia: 15,
  unknown: 16,
  eof: 17,
});

const VALUE_TOKENS = new Set<number>([
  JSON_TOKEN.openBrace,
  JSON_TOKEN.openBracket,
  JSON_TOKEN.nullKeyword,
  JSON_TOKEN.trueKeyword,
  JSON_TOKEN.falseKeyword,
  JSON_TOKEN.string,
  JSON_TOKEN.number,
]);

/**
 * Scans JSON text once, handing every significant token to `onToken` (comments included, line
 * breaks and spaces not), and stops at the first token beyond the limits, which it returns.
 */
export function scanJsonWithinLimits(
  text: string,
  onToken?: (token: number, offset: number, length: number) => void,
): ParseLimitBreach | undefined {
  const scanner = createScanner(text, false);
  let depth = 0;
  let values = 0;
  for (let token = scanner.scan(); token !== JSON_TOKEN.eof; token = scanner.scan()) {
    if (token === JSON_TOKEN.lineBreak || token === JSON_TOKEN.trivia) continue;
    const offset = scanner.getTokenOffset();
    onToken?.(token, offset, scanner.getTokenLength());
    if (VALUE_TOKENS.has(token) && ++values > PARSE_LIMITS.jsonValues) {
      return { limit: 'values', max: PARSE_LIMITS.jsonValues, offset };
    }
    if (token === JSON_TOKEN.openBrace || token === JSON_TOKEN.openBracket) {
      if (++depth > PARSE_LIMITS.jsonDepth) return { limit: 'depth', max: PARSE_LIMITS.jsonDepth, offset };
    } else if (token === JSON_TOKEN.closeBrace || token === JSON_TOKEN.closeBracket) {
      depth = Math.max(0, depth - 1);
    }
  }
  return undefined;
}

/**
 * Whether YAML text nests maps, lists and flow collections deeper than `PARSE_LIMITS.yamlDepth`,
 * judged line by line without parsing: the YAML library composes nodes recursively, and 30,000
 * levels overflowed the page's stack. Indentation, compact `- - -` entries and `[`/`{` that open
 * a value count; block text (`|`, `>`) and quoted text are not looked into.
 */
export function yamlTooDeep(text: string): boolean {
  const indents: number[] = [];
  let flow = 0;
  let blockTextIndent: number | undefined;
  for (const line of text.split(/\r\n|\n|\r/)) {
    const indent = line.length - line.trimStart().length;
    const content = line.slice(indent);
    if (blockTextIndent !== undefined) {
      if (content === '' || indent > blockTextIndent) continue;
      blockTextIndent = undefined;
    }
    if (content === '' || content.startsWith('#')) continue;
    let at = 0;
    let entries = 0;
    if (flow === 0) {
      while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
      indents.push(indent);
      // `- - - x`: each marker opens a list inside the one before.
      while (isEntryMarker(content, at)) {
        if (indents.length + ++entries > PARSE_LIMITS.yamlDepth) return true;
        at += 2;
        while (content[at] === ' ' || content[at] === '\t') at += 1;
      }
    }
    const base = indents.length + entries;
    flow = Math.max(0, flowDepthAfter(content, at, flow, base));
    if (base + flow > PARSE_LIMITS.yamlDepth) return true;
    if (flow === 0 && /(?:^|[ \t])[|>][-+0-9]*[ \t]*(?:#.*)?$/.test(content)) blockTextIndent = indent;
  }
  return false;
}

// The flow nesting after one line, or Infinity when it goes past the limit within the line
// (counting `base` levels around it). Brackets in plain text are counted too: they come in
// pairs, and only dozens left open would matter. Quoted text (where a value starts or inside a
// flow collection) and comments are skipped.
function flowDepthAfter(content: string, from: number, depth: number, base: number): number {
  let valueStarts = true;
  for (let i = from; i < content.length; i += 1) {
    const char = content[i]!;
    if (char === ' ' || char === '\t') continue;
    if (char === '#' && (i === 0 || content[i - 1] === ' ' || content[i - 1] === '\t')) break;
    if ((char === '"' || char === "'") && (valueStarts || depth > 0)) i = closingQuote(content, i);
    else if (char === '[' || char === '{') {
      if (base + ++depth > PARSE_LIMITS.yamlDepth) return Infinity;
    } else if (char === ']' || char === '}') depth -= 1;
    valueStarts = char === ',' || char === ':' || char === '[' || char === '{' || char === '-';
  }
  return depth;
}

// `- `, `? ` or `: ` opening an entry (a list item, or a complex key or its value).
function isEntryMarker(content: string, at: number): boolean {
  const marker = content[at];
  const after = content[at + 1];
  return (marker === '-' || marker === '?' || marker === ':') && (after === ' ' || after === '\t');
}

function closingQuote(content: string, open: number): number {
  const quote = content[open];
  for (let i = open + 1; i < content.length; i += 1) {
    if (quote === '"' && content[i] === '\\') i += 1;
    else if (content[i] === quote) {
      if (quote === "'" && content[i + 1] === "'") i += 1;
      else return i;
    }
  }
  return content.length;
}
