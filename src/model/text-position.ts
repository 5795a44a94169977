/**
 * Offsets ↔ 1-based lines and columns, shared by the JSON and SKILL.md documents.
 * Columns count UTF-16 code units (what editors such as CodeMirror count); `\r\n`, `\n` and a
 * lone `\r` each end a line.
 */
/** Lines and columns are 1-based; `endLine`/`endColumn` are inclusive of the last character. */
export interface TextRange {
  readonly startLine: number;
  readonly startColumn?: number;
  readonly endLine: number;
  readonly endColumn?: number;
}

/** The offset at which each line of `text` starts (the first is always 0). */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 13 /* \r */) {
      if (text.charCodeAt(i + 1) === 10) i += 1;
      starts.push(i + 1);
    } else if (c === 10 /* \n */) {
      starts.push(i + 1);
    }
  }
  return starts;
}

/** The 1-based line and column of `offset`, given the line starts of its text. */
export function positionAt(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}

/**
 * The range covering `length` characters from `offset`; the end is inclusive of the last
 * character, and an empty span is a range that starts and ends at the same place.
 */
export function rangeAt(lineStarts: readonly number[], offset: number, length: number): TextRange {
  const start = positionAt(lineStarts, offset);
  const end = positionAt(lineStarts, length > 0 ? offset + length - 1 : offset);
  return {
    startLine: start.line,
    startColumn: start.column,
    endLine: end.line,
    endColumn: end.column,
  };
}

/** The line ending a text uses: that of its first line break, `\n` when it has none. */
export function detectEol(text: string): '\n' | '\r\n' {
  const lf = text.indexOf('\n');
  return lf > 0 && text.charCodeAt(lf - 1) === 13 ? '\r\n' : '\n';
}
