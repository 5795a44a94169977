/**
 * What the rules say about reading a JSON file (the model's `JsonFile`, parsed once per version):
 * what JSON readers would refuse (not text, syntax, comments, trailing commas) under the
 * document's own "not readable" rule, and what they would silently change (duplicate names,
 * numbers too large) under the shared `json.*` rules.
 */
import type { Diagnostic } from './diagnostic';
import type { FileEntry } from '../model/file-tree';
import { keyRangeOf, rangeOf, type ParsedJson } from '../model/json-document';
import { jsonFileOf, type JsonFile } from '../model/json-file';
import { diagnose, type RuleInfo } from './rule';
import { rule } from './rules';
import type { SchemaTarget } from './schema-issue';
import { perFile } from './file-cache';

/** A JSON file read for the rules. */
export interface JsonReading {
  readonly diagnostics: readonly Diagnostic[];
  /**
   * The file, when it is text whose value could be read (comments and trailing commas are
   * reported, but do not stop that).
   */
  readonly json?: JsonFile;
}

/**
 * The documents whose value must be an object; each reports a file JSON readers refuse under its
 * `<kind>.not-json` rule and a value that is something else under `<kind>.not-object`.
 */
export type JsonDocumentKind = 'plugin' | 'mcp' | 'solution';

/** What a document's rules say of a JSON file that cannot be read, or that holds no object. */
export interface JsonDocumentWords {
  /** The sentence that says what an unreadable file means for Bailey. */
  readonly consequence: string;
  /** The whole message for a file whose value is not an object. */
  readonly notObject: string;
}

/** A JSON document read for the rules: its object, when it has one, and what was said on the way. */
export interface JsonDocumentReading {
  /** The reading's diagnostics, in order; the caller adds its own after them. */
  readonly diagnostics: Diagnostic[];
  /** Present when the value could be read, object or not. */
  readonly parsed?: ParsedJson;
  /** Present when that value is an object. */
  readonly value?: Readonly<Record<string, unknown>>;
}

/**
 * The facts `build` draws from `entry` read as a JSON document of `kind` (plugin.json, mcp.json,
 * the solution document), worked out once per version of the file: what `readJsonForRules` says,
 * then the document's not-object rule over the whole value when it is something else.
 */
export function jsonDocumentFacts<T>(
  kind: JsonDocumentKind,
  file: string,
  entry: FileEntry,
  words: JsonDocumentWords,
  build: (reading: JsonDocumentReading) => T,
): T {
  return perFile(kind, file, entry, () => build(readJsonDocument(kind, file, entry, words)));
}

function readJsonDocument(
  kind: JsonDocumentKind,
  file: string,
  entry: FileEntry,
  words: JsonDocumentWords,
): JsonDocumentReading {
  const reading = readJsonForRules(entry, file, rule(`${kind}.not-json`), words.consequence);
  const diagnostics = [...reading.diagnostics];
  if (!reading.json) return { diagnostics };
  const { parsed, object } = reading.json;
  if (!object) {
    diagnostics.push(
      diagnose(rule(`${kind}.not-object`), file, words.notObject, { range: rangeOf(parsed, '') }),
    );
    return { diagnostics, parsed };
  }
  return { diagnostics, parsed, value: object };
}

// A person fixes the first mistakes first; a broken file can hold dozens.
const MAX_READ_PROBLEMS = 3;

/**
 * Reads `entry` as JSON. `notJson` is the document's rule for a file JSON readers refuse, and
 * `consequence` the sentence that says what that means for Bailey.
 */
function readJsonForRules(
  entry: FileEntry,
  file: string,
  notJson: RuleInfo,
  consequence: string,
): JsonReading {
  const json = jsonFileOf(file, entry.bytes);
  if (!json.utf8) {
    return {
      diagnostics: [
        diagnose(
          notJson,
          file,
          `This file is not text (it may be a picture or a damaged file). ${consequence}`,
        ),
      ],
    };
  }
  const { parsed } = json;
  const diagnostics: Diagnostic[] = [];
  if (parsed.bom) {
    // Readers that refuse the mark refuse the whole plugin when it is the manifest's.
    const manifest = file === 'plugin.json';
    diagnostics.push(
      diagnose(
        manifest ? rule('plugin.bom') : rule('json.bom'),
        file,
        manifest
          ? 'This file starts with an invisible mark (a byte order mark) that strict apps cannot read past, so they refuse the whole plugin. Remove the mark.'
          : 'This file starts with an invisible mark (a byte order mark) that some apps cannot read past. Save it without one, as "UTF-8" rather than "UTF-8 with BOM".',
        {
          range: { startLine: 1, endLine: 1 },
          fix: { label: 'Remove the invisible mark', action: { type: 'remove-bom', file }, safe: true },
        },
      ),
    );
  }
  let refused = 0;
  let broken = false;
  for (const problem of parsed.problems) {
    if (problem.kind === 'duplicate-key') {
      diagnostics.push(
        diagnose(rule('json.duplicate-key'), file, problem.message, {
          pointer: problem.pointer,
          range: problem.range,
        }),
      );
    } else if (problem.kind === 'unsafe-number') {
      diagnostics.push(
        diagnose(rule('json.unsafe-number'), file, problem.message, {
          pointer: problem.pointer,
          range: problem.range,
        }),
      );
    } else {
      if (problem.kind !== 'comment' && problem.kind !== 'trailing-comma') broken = true;
      if (refused < MAX_READ_PROBLEMS)
        diagnostics.push(
          diagnose(notJson, file, `${problem.message} ${consequence}`, { range: problem.range }),
        );
      refused += 1;
    }
  }
  if (parsed.value === undefined) broken = true;
  return broken ? { diagnostics } : { diagnostics, json };
}

/** How schema translation locates a pointer in a parsed JSON file. */
export function jsonLocator(parsed: ParsedJson): SchemaTarget['locate'] {
  return (pointer, key) => (key ? keyRangeOf(parsed, pointer) : rangeOf(parsed, pointer));
}
