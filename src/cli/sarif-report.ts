/**
 * `--format sarif`: one SARIF 2.1.0 log for the whole run, as code-scanning tools read it. Every
 * rule the builder knows is listed once (its words from docs/rules.md), each problem is a result
 * with its file, lines and columns where known; a file inside a zip is an artifact nested in the zip.
 */
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { version } from '../../package.json';
import { compareDiagnostics, type Diagnostic, type Severity } from '../validate/diagnostic';
import { isSolutionRule } from '../validate/rule-modes';
import { RULES } from '../validate/rules';
import { terminalText, type ReportOptions } from './report';
import { plainText, ruleDocs } from './rule-docs';

/** One checked plugin: where it was read from and what the rules said. */
export interface SarifInput {
  readonly path: string;
  /** The plugin's folder inside `path`. */
  readonly root: string;
  /** Whether `path` is a zip (its files are then artifacts inside it). */
  readonly zip: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

/** A path that could not be checked, or a note about reading one. */
export interface SarifNotice {
  readonly path: string;
  readonly text: string;
  readonly level: 'error' | 'note';
}

const levels: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/** The SARIF log (a JSON-ready object) for the plugins checked in one run. */
export function sarifLog(
  checked: readonly SarifInput[],
  notices: readonly SarifNotice[],
  options: ReportOptions,
): object {
  // A plain plugin's check (`--plugin`) lists only the rules it runs.
  const rules = options.plainPlugin ? RULES.filter((rule) => !isSolutionRule(rule.code)) : RULES;
  const ruleIndex = new Map(rules.map((rule, index) => [rule.code, index]));
  const artifacts: object[] = [];
  const artifactIndex = new Map<string, number>();
  const artifact = (uri: string, parent?: number): number => {
    const key = `${parent ?? ''} ${uri}`;
    let index = artifactIndex.get(key);
    if (index === undefined) {
      index = artifacts.length;
      artifacts.push({ location: { uri }, ...(parent !== undefined ? { parentIndex: parent } : {}) });
      artifactIndex.set(key, index);
    }
    return index;
  };
  const results = checked.flatMap(({ path, root, zip, diagnostics }) =>
    [...diagnostics]
      .sort(compareDiagnostics)
      .filter((d) => !options.quiet || d.severity === 'error')
      .map((d) => {
        const inner = root === '' ? d.file : `${root}/${d.file}`;
        const uri = zip ? encodePath(inner) : pathUri(join(path, inner));
        const index = zip ? artifact(uri, artifact(pathUri(path))) : artifact(uri);
        return {
          ruleId: d.code,
          ...(ruleIndex.has(d.code) ? { ruleIndex: ruleIndex.get(d.code) } : {}),
          level: levels[d.severity],
          message: { text: terminalText(d) },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri, index },
                ...(d.range ? { region: region(d.range) } : {}),
              },
            },
          ],
          ...(d.pointer !== undefined || d.count !== undefined
            ? {
                properties: {
                  ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
                  ...(d.count !== undefined ? { count: d.count } : {}),
                },
              }
            : {}),
        };
      }),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'solution-builder', version, rules: rules.map(ruleDescriptor) } },
        invocations: [
          {
            executionSuccessful: !notices.some((n) => n.level === 'error'),
            toolExecutionNotifications: notices.map((n) => ({
              level: n.level,
              message: { text: `${n.path}: ${n.text}` },
            })),
          },
        ],
        artifacts,
        results,
      },
    ],
  };
}

function ruleDescriptor(rule: (typeof RULES)[number]): object {
  const doc = ruleDocs.get(rule.code);
  const meaning = doc?.meaning ?? rule.summary;
  const example = doc && doc.example !== '—' ? doc.example : undefined;
  return {
    id: rule.code,
    shortDescription: { text: plainText(firstSentence(meaning)) },
    fullDescription: { text: plainText(meaning), markdown: meaning },
    ...(example ? { help: { text: `Example: ${plainText(example)}`, markdown: `Example: ${example}` } } : {}),
    defaultConfiguration: { level: levels[rule.severity] },
  };
}

function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

/** SARIF's region: 1-based lines and columns, the end column just past the last character. */
function region(range: NonNullable<Diagnostic['range']>): object {
  return {
    startLine: range.startLine,
    ...(range.startColumn !== undefined ? { startColumn: range.startColumn } : {}),
    endLine: range.endLine,
    ...(range.endColumn !== undefined ? { endColumn: range.endColumn + 1 } : {}),
  };
}

/** A path as a URI: an absolute one as a file: URL, a relative one as a relative reference. */
function pathUri(path: string): string {
  return isAbsolute(path) ? pathToFileURL(path).href : encodePath(path.replace(/\\/g, '/'));
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function join(folder: string, file: string): string {
  return `${folder.replace(/[\\/]+$/, '')}/${file}`;
}
