/** Cases for the solution document rules (tests only). */
import { breaks, type RuleCase } from './rule-case';
import { validSolution, withFile, withJson, without } from './test-fixtures';

type Json = Record<string, unknown>;
const edit = (change: (value: Json) => void, tree = validSolution()) =>
  withJson(tree, 'assistant.json', change);
const slot = (change: (slot: Json) => void) => edit((v) => change((v.knowledge as Json[])[0]!));
const tools = (change: (tools: Record<string, Json>) => void) =>
  edit((v) => change(v.tools as Record<string, Json>));

/** One case per solution document rule. */
export const SOLUTION_CASES: readonly RuleCase[] = [
  breaks('solution.not-json', () =>
    withFile(validSolution(), 'assistant.json', '{ "format_version": "0.1" '),
  ),
  breaks('solution.not-object', () => withFile(validSolution(), 'assistant.json', 'null\n')),
  breaks('solution.format-version', () => edit((v) => delete v.format_version)),
  breaks('solution.format-version', () => edit((v) => (v.format_version = 0.1))),
  breaks('solution.format-unsupported', () => edit((v) => (v.format_version = '1.0'))),
  breaks('solution.format-newer', () => edit((v) => (v.format_version = '0.2'))),
  breaks(
    'solution.newer-field',
    () => edit((v) => ((v.format_version = '0.3'), (v.theme = 'dark'))),
    'solution.format-newer',
  ),
  breaks('solution.unknown-field', () => edit((v) => (v.theme = 'dark'))),
  breaks('solution.unknown-field', () => edit((v) => ((v.examples as Json[])[0]!.rating = 5))),
  breaks('solution.title', () => edit((v) => (v.title = ''))),
  breaks('solution.title', () => edit((v) => delete v.title)),
  breaks('solution.instructions-missing', () =>
    edit((v) => delete v.instructions, without(validSolution(), 'skills/instructions')),
  ),
  breaks('solution.instructions-missing', () =>
    edit((v) => (v.instructions = ''), without(validSolution(), 'skills/instructions')),
  ),
  breaks('solution.instructions-path', () =>
    edit((v) => (v.instructions = 'instructions.md'), without(validSolution(), 'skills/instructions')),
  ),
  breaks('solution.path-form', () => edit((v) => (v.persona = '../persona.md'))),
  breaks('solution.path-form', () => edit((v) => (v.persona = '.hidden/persona.md'))),
  breaks('solution.starter-empty', () => edit((v) => (v.starters = ['', 'Where is my order?']))),
  breaks('solution.skill-entry', () => edit((v) => delete (v.skills as Json[])[0]!.path)),
  breaks(
    'solution.skill-name-reserved',
    () =>
      withJson(
        withFile(
          validSolution(),
          'skills/claude-tips/SKILL.md',
          '---\nname: claude-tips\ndescription: Tips. Use when asked for tips.\n---\n\nTips.\n',
        ),
        'assistant.json',
        (v) => (v.skills as Json[]).push({ name: 'claude-tips', path: 'skills/claude-tips/SKILL.md' }),
      ),
    'skill.name-reserved',
  ),
  breaks(
    'solution.skill-entry',
    () =>
      edit(
        (v) => ((v.skills as Json[])[0]!.name = 'Returns'),
        withFile(validSolution(), 'skills/Returns/SKILL.md', '---\nname: Returns\n---\n'),
      ),
    'skill.name',
    'skill.description-missing',
  ),
  breaks('solution.example-empty', () => edit((v) => ((v.examples as Json[])[1]!.input = ''))),
  breaks('solution.example-empty', () => edit((v) => delete (v.examples as Json[])[1]!.input)),
  breaks('solution.knowledge-name', () => slot((s) => (s.name = 'Refund Policy'))),
  breaks('solution.knowledge-name', () => slot((s) => delete s.name)),
  breaks('solution.knowledge-description', () => slot((s) => delete s.description)),
  breaks('solution.knowledge-accepts', () => slot((s) => (s.accepts = ['.PDF']))),
  breaks('solution.knowledge-accepts', () => slot((s) => (s.accepts = []))),
  breaks('solution.knowledge-accepts', () => slot((s) => (s.accepts = ['pdf', 'pdf']))),
  breaks('solution.invalid', () => edit((v) => (v.starters = 'Where is my order?'))),
  breaks('solution.invalid', () => slot((s) => (s.required = 'yes'))),
  breaks('solution.name-mismatch', () => edit((v) => (v.name = 'shop-helper'))),
  breaks('solution.name-mismatch', () => edit((v) => delete v.name)),
  breaks('solution.instructions-not-carried', () => without(validSolution(), 'skills/instructions')),
  breaks('solution.instructions-listed', () =>
    edit((v) => (v.skills as Json[]).push({ name: 'instructions', path: 'skills/instructions/SKILL.md' })),
  ),
  breaks('solution.skill-path', () =>
    edit((v) => ((v.skills as Json[])[0]!.path = 'skills/orders/SKILL.md')),
  ),
  breaks('solution.skill-not-carried', () => without(validSolution(), 'skills/orders')),
  breaks('solution.skill-duplicate', () =>
    edit((v) => (v.skills as Json[]).push({ name: 'returns', path: 'skills/returns/SKILL.md' })),
  ),
  breaks('solution.skill-unlisted', () => edit((v) => (v.skills as Json[]).pop())),
  breaks('solution.persona-not-markdown', () =>
    edit((v) => (v.persona = 'persona.txt'), withFile(validSolution(), 'persona.txt', 'Warm.\n')),
  ),
  breaks('solution.persona-missing', () => without(validSolution(), 'persona.md')),
  breaks('solution.replace-me', () =>
    withFile(validSolution(), 'persona.md', '# Voice\n\n[Replace: how it speaks.]\n'),
  ),
  breaks('solution.replace-me', () =>
    edit((v) => (v.starters as string[]).push('[Replace: a first message someone might send]')),
  ),
  breaks('solution.file-type-word', () => slot((s) => (s.accepts = ['word']))),
  breaks('solution.file-type-word', () => slot((s) => (s.accepts = ['docx', 'word']))),
  breaks('solution.knowledge-duplicate', () =>
    edit((v) =>
      (v.knowledge as Json[]).push({ name: 'refund_policy', description: 'Again', accepts: ['pdf'] }),
    ),
  ),
  breaks('solution.sold-separately-carried', () => edit((v) => (v.skills_sold_separately = ['returns']))),
  breaks('solution.mcp-name', () => edit((v) => (v.mcp = 'tools/mcp.json'))),
  breaks('solution.mcp-missing', () => without(validSolution(), 'mcp.json')),
  breaks('solution.mcp-undeclared', () => edit((v) => delete v.mcp)),
  breaks('solution.tools-unknown-server', () => tools((t) => (t.ghost = { tools: ['boo'] }))),
  breaks('solution.write-not-declared', () => tools((t) => (t.shop!.write_tools = ['refund_everything']))),
  breaks('solution.server-undeclared', () => tools((t) => delete t.catalog)),
];
