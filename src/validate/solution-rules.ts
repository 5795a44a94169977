/**
 * Solution document rules that need only the document itself: it is a JSON object, its
 * `format_version` is one this builder reads, and it matches the 0.1 schema. As a reader, the
 * builder is wider than the writer's contract: a newer minor (0.2) is read, its unknown
 * members are reported as warnings and the person is told the builder writes 0.1; an unknown
 * major is refused, and then nothing else about the document is checked.
 */
import type { Diagnostic } from './diagnostic';
import type { FileEntry } from '../model/file-tree';
import { ownMember, rangeOf, type ParsedJson } from '../model/json-document';
import { jsonDocumentFacts, jsonLocator, type JsonDocumentReading } from './json-rules';
import { diagnose, quote } from './rule';
import { rule } from './rules';
import { solutionTextDiagnostics } from './placeholder-rules';
import { checkSchema } from './schema-errors';
import { validateSolution } from './generated/schema-validators.js';
import { SOLUTION_FORMAT } from './spec';

/** What the cross-file rules need about the solution document. */
export interface SolutionFacts {
  readonly file: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly parsed?: ParsedJson;
  /** The document's object, when it is one and its format is one the builder reads. */
  readonly value?: Readonly<Record<string, unknown>>;
}

const VERSION = /^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;

/** The facts of the solution document at `file` (cached per version of the file). */
export function solutionFacts(file: string, entry: FileEntry): SolutionFacts {
  return jsonDocumentFacts('solution', file, entry, SOLUTION_WORDS, (reading) => analyse(file, reading));
}

const SOLUTION_WORDS = {
  consequence: 'Bailey cannot read the solution until this is fixed.',
  notObject:
    "The solution's details must be a group of named settings, such as its title and instructions. Bailey cannot read the solution until this is fixed.",
};

function analyse(file: string, { diagnostics, parsed, value }: JsonDocumentReading): SolutionFacts {
  if (!parsed) return { file, diagnostics };
  if (!value) return { file, diagnostics, parsed };
  const version = ownMember(value, 'format_version');
  const place = { pointer: '/format_version', range: rangeOf(parsed, '/format_version') };
  const match = typeof version === 'string' ? VERSION.exec(version) : null;
  let newerMinor = false;
  if (!match) {
    const message =
      version === undefined
        ? 'The solution does not say which version of the solution format it is written in. Set it to *0.1*; Bailey will not install it otherwise.'
        : typeof version === 'string'
          ? `The solution's format version ${quote(version)} is not a version number such as *0.1*. Set it to *0.1*; Bailey will not install it otherwise.`
          : `The solution's format version must be written as text, "0.1" in quotes. Bailey will not install it otherwise.`;
    diagnostics.push(diagnose(rule('solution.format-version'), file, message, place));
  } else {
    const major = Number(match[1]);
    const minor = Number(match[2]);
    if (major !== SOLUTION_FORMAT.major) {
      diagnostics.push(
        diagnose(
          rule('solution.format-unsupported'),
          file,
          `This solution is written in format ${quote(version)}, which this version of Solution Builder does not know, so it cannot check or change it. Open it with a newer Solution Builder.`,
          place,
        ),
      );
      return { file, diagnostics, parsed };
    }
    if (minor < SOLUTION_FORMAT.minor) {
      diagnostics.push(
        diagnose(
          rule('solution.format-version'),
          file,
          `The solution's format version ${quote(version)} does not exist; the first is *0.1*. Set it to *0.1*.`,
          place,
        ),
      );
    } else if (minor > SOLUTION_FORMAT.minor) {
      newerMinor = true;
      diagnostics.push(
        diagnose(
          rule('solution.format-newer'),
          file,
          `This solution was made with a newer version of the solution format (${quote(version)}). Solution Builder reads it and keeps what it does not know, but it writes version 0.1.`,
          place,
        ),
      );
    }
  }
  diagnostics.push(
    ...checkSchema(validateSolution, {
      document: 'solution',
      file,
      value,
      newerMinor,
      locate: jsonLocator(parsed),
    }),
  );
  diagnostics.push(...solutionTextDiagnostics(file, parsed, value));
  return { file, diagnostics, parsed, value };
}
