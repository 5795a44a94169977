/**
 * Text left to replace: the builder's starting texts mark what the person should write in their
 * own words as `[Replace: …]` (model/templates.ts), and a warning points at each one still there,
 * so nobody exports "First, ..." by accident. Starting texts of earlier versions, which had no
 * marks, are recognised by their lines. Also here: a document slot that accepts a word for a
 * kind of file ("word") rather than its extension, which no file ever has.
 */
import type { Diagnostic, QuickFix } from './diagnostic';
import type { FileEntry } from '../model/file-tree';
import { decodeText } from '../model/file-tree';
import { rangeOf, toPointer, type ParsedJson } from '../model/json-document';
import { extensionFromTyped, isFileTypeWord } from '../model/file-types';
import { REPLACE_MARK } from '../model/templates';
import { perFile } from './file-cache';
import { isJsonObject, ownMember } from '../model/json-document';
import { diagnose, quote } from './rule';
import { rule } from './rules';

// Lines of the starting texts before they were marked (instructions, a new skill).
const UNMARKED_STARTS = [
  /^People who \.\.\..*$/m,
  /^- Answer questions about \.\.\..*$/m,
  /^\d+\. (?:First|Then), \.\.\.\s*$/m,
];

/** Where the first text to replace starts in `text`, what it says, and how many there are. */
export function findReplaceMe(text: string): { index: number; snippet: string; count: number } | undefined {
  const found: { index: number; snippet: string }[] = [];
  for (const match of text.matchAll(new RegExp(REPLACE_MARK.source, 'gi')))
    found.push({ index: match.index, snippet: match[1]?.trim() || match[0] });
  for (const pattern of UNMARKED_STARTS) {
    const match = pattern.exec(text);
    if (match) found.push({ index: match.index, snippet: match[0] });
  }
  if (found.length === 0) return undefined;
  found.sort((a, b) => a.index - b.index);
  return { ...found[0]!, count: found.length };
}

const replaceMeSeen = new Map<string, ReturnType<typeof findReplaceMe>>();

/**
 * `findReplaceMe`, remembered per text: after a keystroke the solution document is checked
 * again, and all its texts but the one typed in are the same strings as before (hundreds of
 * examples). Forgets everything when it holds too many, so it cannot grow without bound.
 */
function replaceMeIn(text: string): ReturnType<typeof findReplaceMe> {
  if (replaceMeSeen.has(text)) return replaceMeSeen.get(text);
  const found = findReplaceMe(text);
  if (replaceMeSeen.size >= 20_000) replaceMeSeen.clear();
  replaceMeSeen.set(text, found);
  return found;
}

/** Line of `index` in `text`, counted from `firstLine`. */
function lineAt(text: string, index: number, firstLine: number): number {
  let line = firstLine;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

function still(found: { snippet: string; count: number }): string {
  const more = found.count > 1 ? ` (and ${found.count - 1} more)` : '';
  return `still has starting text to replace: ${quote(found.snippet)}${more}`;
}

/** A warning on a skill body that still holds text to replace. */
export function skillReplaceMe(file: string, body: string, bodyStartLine: number): Diagnostic[] {
  const found = findReplaceMe(body);
  if (!found) return [];
  const line = lineAt(body, found.index, bodyStartLine);
  return [
    diagnose(
      rule('skill.replace-me'),
      file,
      `This skill ${still(found)}. Bailey would read it word for word; write what the assistant should do in your own words.`,
      { range: { startLine: line, endLine: line } },
    ),
  ];
}

/** A warning on the voice's file when it still holds text to replace (cached per version). */
export function personaReplaceMe(file: string, entry: FileEntry): Diagnostic[] {
  return perFile('persona-replace-me', file, entry, () => {
    const text = decodeText(entry.bytes);
    const found = text === undefined ? undefined : findReplaceMe(text);
    if (!found || text === undefined) return [];
    const line = lineAt(text, found.index, 1);
    return [
      diagnose(
        rule('solution.replace-me'),
        file,
        `The voice ${still(found)}. Describe how the assistant speaks in your own words.`,
        { range: { startLine: line, endLine: line } },
      ),
    ];
  });
}

/** Warnings on the solution document's own texts: text to replace, and file-type words. */
export function solutionTextDiagnostics(
  file: string,
  parsed: ParsedJson,
  value: Readonly<Record<string, unknown>>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      const found = replaceMeIn(node);
      if (!found) return;
      const pointer = toPointer(path);
      out.push(
        diagnose(
          rule('solution.replace-me'),
          file,
          `This text ${still(found)}. Write it in your own words.`,
          {
            pointer,
            range: rangeOf(parsed, pointer),
          },
        ),
      );
    } else if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
    else if (isJsonObject(node)) for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(value, []);

  const slots = ownMember(value, 'knowledge');
  (Array.isArray(slots) ? slots : []).forEach((slot, index) => {
    const accepts = ownMember(slot, 'accepts');
    if (!Array.isArray(accepts)) return;
    accepts.forEach((type: unknown, at) => {
      if (typeof type !== 'string' || !isFileTypeWord(type)) return;
      const extension = extensionFromTyped(type);
      const pointer = toPointer(['knowledge', index, 'accepts', at]);
      const fix: QuickFix = accepts.includes(extension)
        ? { label: `Remove "${type}"`, action: { type: 'remove-member', file, pointer }, safe: true }
        : {
            label: `Use "${extension}"`,
            action: { type: 'set-member', file, pointer, value: extension },
            safe: true,
          };
      out.push(
        diagnose(
          rule('solution.file-type-word'),
          file,
          `${quote(type)} is a kind of file, not a file type Bailey can match: files of that kind end in ${quote(extension)}. Use ${quote(extension)} instead.`,
          { pointer, range: rangeOf(parsed, pointer), fix },
        ),
      );
    });
  });
  return out;
}
