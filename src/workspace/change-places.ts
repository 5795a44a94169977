/** Where a change between two trees is, so undo and redo can put the focus there. */
import { decodeText, type FileTree } from '../model/file-tree';
import { parseJson, toPointer } from '../model/json-document';
import type { Place } from './views';

/**
 * Every place two trees differ: for each file whose entry changed, the first JSON member (for
 * JSON files) or the first character (line and column, for text) that differs; a file that
 * appeared is named alone.
 */
export function placesOfChange(before: FileTree, after: FileTree): Place[] {
  const places: Place[] = [];
  for (const [path, entry] of after) {
    const old = before.get(path);
    if (old === entry || entry.kind !== 'file') continue;
    if (old === undefined) places.push({ file: path });
    else if (old.kind === 'file') places.push(placeInFile(path, old.bytes, entry.bytes));
  }
  return places;
}

function placeInFile(path: string, oldBytes: Uint8Array, newBytes: Uint8Array): Place {
  const oldText = decodeText(oldBytes);
  const newText = decodeText(newBytes);
  if (oldText === undefined || newText === undefined) return { file: path };
  if (path.endsWith('.json')) {
    const pointer = firstDifference(parseJson(oldText).value, parseJson(newText).value, []);
    if (pointer !== undefined) return { file: path, pointer };
  }
  return { file: path, ...firstDifferentCharacter(oldText, newText) };
}

function firstDifference(a: unknown, b: unknown, path: (string | number)[]): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return toPointer(path);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const step = Array.isArray(a) ? Number(key) : key;
    const inner = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [
      ...path,
      step,
    ]);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function firstDifferentCharacter(a: string, b: string): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const length = Math.min(a.length, b.length);
  let i = 0;
  for (; i < length && a[i] === b[i]; i += 1)
    if (a[i] === '\n') {
      line += 1;
      lineStart = i + 1;
    }
  return { line, column: i - lineStart + 1 };
}
