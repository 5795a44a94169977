/**
 * The message table for schema errors, assembled from its parts (package documents, content
 * documents), with each document's fallback rule and the generic message for unmatched errors.
 */
import { quote, type RuleInfo } from './rule';
import { rule } from './rules';
import type { SchemaDocument, SchemaIssue } from './schema-issue';
import { labelOf } from './schema-labels';
import { capitalize, type SchemaMessage } from './schema-table';
import { PLUGIN_MESSAGES, MCP_MESSAGES } from './schema-messages-package';
import { SKILL_MESSAGES } from './schema-messages-skill';
import { SOLUTION_MESSAGES } from './schema-messages-solution';

/** The rule of an error no row matches, per document. */
export const FALLBACK_RULES: Record<SchemaDocument, RuleInfo> = {
  plugin: rule('plugin.field-type'),
  mcp: rule('mcp.invalid'),
  'mcp-stdio': rule('mcp.invalid'),
  'mcp-remote': rule('mcp.invalid'),
  solution: rule('solution.invalid'),
  skill: rule('skill.invalid'),
};

/** The whole table, in matching order. */
export const SCHEMA_MESSAGES: readonly SchemaMessage[] = [
  ...PLUGIN_MESSAGES,
  ...MCP_MESSAGES,
  ...SOLUTION_MESSAGES,
  ...SKILL_MESSAGES,
];

const consequences: Record<SchemaDocument, string> = {
  plugin: 'Bailey will refuse to install it until this is fixed.',
  mcp: 'Bailey will not start any of its tool servers until this is fixed.',
  'mcp-stdio': 'Bailey will skip this server until this is fixed.',
  'mcp-remote': 'Bailey will skip this server until this is fixed.',
  solution: 'Bailey will not install the solution until this is fixed.',
  skill: 'Bailey will skip this skill until this is fixed.',
};

const kinds: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'a group of named settings',
  boolean: 'a yes-or-no value',
  number: 'a number',
  integer: 'a whole number',
};

/** A plain message for any schema error, built from the field's label; never ajv's own text. */
export function genericMessage(issue: SchemaIssue): string {
  const { document } = issue.target;
  const label = labelOf(document, issue.path);
  const limit = typeof issue.params.limit === 'number' ? issue.params.limit : undefined;
  let what: string;
  switch (issue.keyword) {
    case 'type':
      // "The list of keywords must be a list" says nothing; "The keywords must be a list" does.
      what = `The ${label.replace(/^list of /, '')} must be ${kinds[String(issue.params.type)] ?? 'something else'}.`;
      break;
    case 'required':
      what = `The ${labelOf(document, [...issue.path, issue.member ?? ''])} is missing.`;
      break;
    case 'additionalProperties':
      what = `${capitalize(quote(issue.member))} does not belong in the ${label}; remove it.`;
      break;
    case 'minLength':
      what = `The ${label} is empty; fill it in or remove it.`;
      break;
    case 'maxLength':
      what = `The ${label} is too long: it can have at most ${limit ?? 'so many'} characters.`;
      break;
    case 'uniqueItems':
      what = `The ${label} has the same entry twice; remove one.`;
      break;
    case 'minItems':
      what = `The ${label} needs at least one entry.`;
      break;
    case 'const':
    case 'enum':
      what = `The ${label} has a value that is not allowed here.`;
      break;
    default:
      // Quote a value only when it is a plain word or number; a whole block would read as code.
      what =
        typeof issue.value === 'string' || typeof issue.value === 'number'
          ? `The ${label} ${quote(issue.value)} is not written the way it should be.`
          : `The ${label} is not written the way it should be.`;
  }
  return `${what} ${consequences[document]}`;
}
