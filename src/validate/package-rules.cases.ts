/** Cases for the plugin.json and shared JSON rules (tests only). */
import { breaks, type RuleCase } from './rule-case';
import { plainPlugin, textOf, validSolution, withFile, withJson, without } from './test-fixtures';

const NOT_SOLUTION = 'plugin.not-solution';
const edit = (change: (value: Record<string, unknown>) => void) =>
  withJson(validSolution(), 'plugin.json', change);

/** One case per plugin.json rule. */
export const PACKAGE_CASES: readonly RuleCase[] = [
  breaks('plugin.missing', () => without(validSolution(), 'plugin.json')),
  breaks('plugin.not-json', () => withFile(validSolution(), 'plugin.json', '{ "name": "shop-support", ')),
  breaks('plugin.not-json', () =>
    withFile(validSolution(), 'plugin.json', new Uint8Array([0xff, 0xfe, 0x00, 0x81])),
  ),
  breaks('plugin.not-json', () =>
    withFile(
      validSolution(),
      'plugin.json',
      '// the manifest\n{ "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "shop-support", "extensions": { "org.sigrix": { "assistant": "assistant.json" } } }',
    ),
  ),
  breaks(
    'validate.more-errors',
    () => edit((v) => (v.keywords = Array.from({ length: 101 }, (_, i) => i))),
    'plugin.field-type',
  ),
  breaks(
    'validate.more-warnings',
    () =>
      withJson(validSolution(), 'assistant.json', (v) => {
        v.format_version = '0.3';
        for (let i = 0; i < 101; i++) v[`newer_${i}`] = i;
      }),
    // The format's own warning is among those counted: it comes after the first 100 by line.
    'solution.newer-field',
  ),
  breaks('plugin.not-object', () => withFile(validSolution(), 'plugin.json', '["shop-support"]\n')),
  breaks('plugin.not-solution', () => plainPlugin()),
  breaks('plugin.solution-path', () =>
    edit((v) => {
      (v.extensions as Record<string, Record<string, unknown>>)['org.sigrix']!.assistant =
        '../assistant.json';
    }),
  ),
  breaks('plugin.solution-file-missing', () => without(validSolution(), 'assistant.json')),
  breaks('plugin.schema-id', () => edit((v) => delete v.$schema)),
  breaks('plugin.schema-id', () =>
    edit((v) => (v.$schema = 'https://agent-plugins.org/schemas/2.0.0/plugin.schema.json')),
  ),
  breaks('plugin.name', () =>
    withJson(
      edit((v) => (v.name = 'Shop Support')),
      'assistant.json',
      (v) => (v.name = 'Shop Support'),
    ),
  ),
  breaks('plugin.unknown-field', () => edit((v) => (v.hooks = { activation: { path: './hooks/a.cjs' } }))),
  breaks('plugin.author', () => edit((v) => (v.author = { name: 'Maya', twitter: '@maya' }))),
  breaks('plugin.author', () => edit((v) => (v.author = 'Maya <maya@example.com>'))),
  breaks(
    'plugin.extensions-not-object',
    () => withJson(plainPlugin(), 'plugin.json', (v) => (v.extensions = ['org.sigrix'])),
    NOT_SOLUTION,
  ),
  breaks('plugin.extension-not-object', () =>
    edit((v) => ((v.extensions as Record<string, unknown>)['com.example.client'] = 'calm')),
  ),
  breaks('plugin.field-type', () => edit((v) => (v.version = 1))),
  breaks('plugin.field-type', () => edit((v) => (v.keywords = 'shop'))),
  breaks('json.duplicate-key', () =>
    withFile(
      validSolution(),
      'plugin.json',
      '{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "shop-support", "version": "1", "version": "2", "extensions": {"org.sigrix": {"assistant": "assistant.json"}}}',
    ),
  ),
  breaks('json.unsafe-number', () =>
    withFile(
      validSolution(),
      'plugin.json',
      '{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "shop-support", "extensions": {"org.sigrix": {"assistant": "assistant.json"}, "com.example": {"id": 12345678901234567890}}}',
    ),
  ),
  breaks('plugin.bom', () =>
    withFile(validSolution(), 'plugin.json', `\uFEFF${textOf(validSolution(), 'plugin.json')}`),
  ),
  breaks('json.bom', () =>
    withFile(validSolution(), 'mcp.json', `\uFEFF${textOf(validSolution(), 'mcp.json')}`),
  ),
];
