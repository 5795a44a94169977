import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic';
import { applyFix, tryFix } from './fixes';
import { MCP_CASES } from './mcp-rules.cases';
import { PACKAGE_CASES } from './package-rules.cases';
import { SKILL_CASES } from './skill-rules.cases';
import { SOLUTION_CASES } from './solution-rules.cases';
import { plainPlugin, skillText, validSolution, withFile, withJson, without } from './test-fixtures';
import { readText } from '../model/file-tree';
import { validate } from './validate';
import { changedPaths } from '../model/test-support';

const ALL_CASES = [...PACKAGE_CASES, ...MCP_CASES, ...SKILL_CASES, ...SOLUTION_CASES];
const same = (a: Diagnostic, b: Diagnostic) =>
  a.code === b.code && a.file === b.file && a.pointer === b.pointer;

describe('quick fixes', () => {
  const offered = ALL_CASES.flatMap((rule) => {
    const tree = rule.build();
    return validate(tree)
      .filter((d) => d.fixes?.[0])
      .map((d) => [`${d.code}: ${d.fixes![0]!.label}`, tree, d] as const);
  });

  it('are offered by many rules', () => {
    expect(new Set(offered.map(([, , d]) => d.fixes![0]!.action.type))).toEqual(
      new Set([
        'make-solution',
        'list-skill',
        'unlist-skill',
        'rename-skill-to-folder',
        'set-name-from-plugin',
        'set-schema-id',
        'declare-server-tools',
        'remove-member',
        'set-member',
        'set-web-name',
        'split-command',
        'create-persona',
        'move-skill-detail',
        'detail-as-text',
        'join-allowed-tools',
        'remove-bom',
      ]),
    );
  });

  it.each(offered)('%s repairs what it is offered for', (_label, tree, diagnostic) => {
    const result = tryFix(tree, diagnostic.fixes![0]!.action);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const after = validate(applyFix(tree, diagnostic.fixes![0]!.action));
    expect(after.filter((d) => same(d, diagnostic))).toEqual([]);
  });

  it('turn a plain plugin into a solution without errors in one change', () => {
    const tree = plainPlugin();
    const [offer] = validate(tree);
    const fixed = applyFix(tree, offer!.fixes![0]!.action);
    expect(validate(fixed).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('offer two ways out for a field plugin.json does not know: remove it, or keep it in the settings for apps', () => {
    const hooks = { activation: { path: './hooks/a.cjs' } };
    const tree = withJson(validSolution(), 'plugin.json', (v) => (v.hooks = hooks));
    const problem = validate(tree).find((d) => d.code === 'plugin.unknown-field');
    expect(problem?.fixes?.map((fix) => fix.action.type)).toEqual(['remove-member', 'move-to-extensions']);
    for (const fix of problem!.fixes!) {
      const fixed = applyFix(tree, fix.action);
      expect(validate(fixed).filter((d) => same(d, problem!))).toEqual([]);
      expect(changedPaths(tree, fixed)).toEqual(['plugin.json']);
    }
    const moved = JSON.parse(readText(applyFix(tree, problem!.fixes![1]!.action), 'plugin.json')!);
    expect(moved.hooks).toBeUndefined();
    expect(moved.extensions['org.sigrix'].hooks).toEqual(hooks);
    expect(moved.extensions['org.sigrix'].assistant).toBe('assistant.json');
  });

  it('leave every file they are not about untouched', () => {
    const tree = validSolution();
    const action = { type: 'remove-member', file: 'plugin.json', pointer: '/license' } as const;
    expect(changedPaths(tree, applyFix(tree, action))).toEqual(['plugin.json']);
  });

  it.each([
    ['Word', 'docx'],
    ['Excel', 'xlsx'],
    ['PDF file', 'pdf'],
    ['.PDF', 'pdf'],
  ])('turn the file type %s into %s', (typed, extension) => {
    const tree = withJson(validSolution(), 'assistant.json', (v) => {
      (v.knowledge as { accepts: string[] }[])[0]!.accepts = [typed];
    });
    const [problem] = validate(tree);
    expect(problem?.fixes?.[0]?.label).toBe(`Use "${extension}"`);
    const fixed = applyFix(tree, problem!.fixes![0]!.action);
    expect(JSON.parse(readText(fixed, 'assistant.json')!).knowledge[0].accepts).toEqual([extension]);
    expect(validate(fixed)).toEqual([]);
  });

  it('add https:// to an address without a scheme, and make http https for a host on the internet', () => {
    const address = (url: string) =>
      withJson(validSolution(), 'mcp.json', (v) => {
        (v.mcpServers as Record<string, { url: string }>).catalog!.url = url;
      });
    const urlAfterFix = (url: string) => {
      const [problem] = validate(address(url));
      const fixed = applyFix(address(url), problem!.fixes![0]!.action);
      expect(validate(fixed)).toEqual([]);
      return JSON.parse(readText(fixed, 'mcp.json')!).mcpServers.catalog.url;
    };
    expect(urlAfterFix('catalog.mayas-shop.eu/mcp')).toBe('https://catalog.mayas-shop.eu/mcp');
    expect(urlAfterFix('http://catalog.mayas-shop.eu/mcp')).toBe('https://catalog.mayas-shop.eu/mcp');
    // Plain http to this computer is allowed, so there is nothing to fix (only a placeholder warning).
    expect(validate(address('http://localhost:3000/mcp')).map((d) => [d.code, d.fixes?.[0]])).toEqual([
      ['mcp.placeholder-address', undefined],
    ]);
  });

  it('split a command line into the program and its arguments, keeping arguments already given', () => {
    const tree = withJson(validSolution(), 'mcp.json', (v) => {
      const shop = (v.mcpServers as Record<string, { command: string; args?: string[] }>).shop!;
      shop.command = 'npx -y @shop/server';
      shop.args = ['--port', '8080'];
    });
    const [problem] = validate(tree);
    expect(problem?.code).toBe('mcp.command-token');
    const server = JSON.parse(readText(applyFix(tree, problem!.fixes![0]!.action), 'mcp.json')!).mcpServers
      .shop;
    expect([server.command, server.args]).toEqual(['npx', ['-y', '@shop/server', '--port', '8080']]);
  });

  it('offer no split for a command line that quotes anything', () => {
    const tree = withJson(validSolution(), 'mcp.json', (v) => {
      (v.mcpServers as Record<string, { command: string }>).shop!.command = 'node "my server.js"';
    });
    expect(validate(tree).find((d) => d.code === 'mcp.command-token')?.fixes?.[0]).toBeUndefined();
  });

  it('make the http server type streamable-http, give the suggested web name and slot short name', () => {
    const typed = withJson(validSolution(), 'mcp.json', (v) => {
      (v.mcpServers as Record<string, { type: string }>).catalog!.type = 'http';
    });
    const fixedType = applyFix(typed, validate(typed)[0]!.fixes![0]!.action);
    expect(JSON.parse(readText(fixedType, 'mcp.json')!).mcpServers.catalog.type).toBe('streamable-http');

    const named = withJson(validSolution(), 'plugin.json', (v) => (v.name = 'Shop Support'));
    const nameFix = validate(named).find((d) => d.code === 'plugin.name')!.fixes![0]!;
    expect(nameFix.label).toBe('Use "shop-support"');
    expect(validate(applyFix(named, nameFix.action))).toEqual([]);

    const slot = withJson(validSolution(), 'assistant.json', (v) => {
      (v.knowledge as { name: string }[])[0]!.name = 'Refund Policy';
    });
    const slotFix = validate(slot)[0]!.fixes![0]!;
    expect(slotFix.label).toBe('Use "refund_policy"');
    expect(validate(applyFix(slot, slotFix.action))).toEqual([]);
  });

  it('create a missing persona file with a starting text to replace', () => {
    const tree = without(validSolution(), 'persona.md');
    const fixed = applyFix(tree, validate(tree)[0]!.fixes![0]!.action);
    expect(readText(fixed, 'persona.md')).toContain('[Replace:');
    expect(validate(fixed).map((d) => d.code)).toEqual(['solution.replace-me']);
  });

  it('move a Claude-only skill detail into the extra details as text, and join a list of allowed tools', () => {
    const file = 'skills/returns/SKILL.md';
    const skill = [
      '---',
      'name: returns',
      'description: Answers questions about returns.',
      'version: 0.2.0',
      'inputs: [order, reason]',
      'allowed-tools: [Read, Glob]',
      'metadata:',
      '    author: Maya',
      '---',
      '',
      '# Returns',
      '',
    ].join('\n');
    let tree = withFile(validSolution(), file, skill);
    for (const key of ['version', 'inputs']) {
      const offer = validate(tree).find(
        (d) =>
          d.fixes?.[0]?.action.type === 'move-skill-detail' && d.file === file && d.pointer === `/${key}`,
      );
      expect(offer?.fixes?.[0]?.label).toBe('Move it into the extra details');
      tree = applyFix(tree, offer!.fixes![0]!.action);
    }
    const join = validate(tree).find((d) => d.fixes?.[0]?.action.type === 'join-allowed-tools');
    tree = applyFix(tree, join!.fixes![0]!.action);
    expect(readText(tree, file)).toBe(
      [
        '---',
        'name: returns',
        'description: Answers questions about returns.',
        'allowed-tools: Read Glob',
        'metadata:',
        '    author: Maya',
        '    version: 0.2.0',
        '    inputs: \'["order","reason"]\'',
        '---',
        '',
        '# Returns',
        '',
      ].join('\n'),
    );
    expect(validate(tree).filter((d) => d.file === file && d.severity === 'error')).toEqual([]);
  });

  it('offer no one-line form for allowed tools when one has a space in it, only a choice (#32)', () => {
    const file = 'skills/returns/SKILL.md';
    const skill = skillText([
      'name: returns',
      'description: Use for refunds.',
      'allowed-tools: [Read, Bash(stripe *)]',
    ]);
    const tree = withFile(validSolution(), file, skill);
    const [problem] = validate(tree).filter((d) => d.code === 'skill.allowed-tools');
    expect(problem?.message).toContain('as Claude Code reads them');
    expect(problem?.message).toContain(
      '“Bash(stripe *)” has a space in it: on one line it would read as two tools',
    );
    expect(problem?.fixes?.map((fix) => [fix.label, fix.safe])).toEqual([
      ['Keep the list in the extra details', false],
    ]);
    expect(tryFix(tree, { type: 'join-allowed-tools', file }).ok).toBe(false);
    const kept = applyFix(tree, problem!.fixes![0]!.action);
    expect(readText(kept, file)).toContain('metadata:\n  allowed-tools: \'["Read","Bash(stripe *)"]\'');
    expect(validate(kept).filter((d) => d.file === file && d.severity === 'error')).toEqual([]);
  });

  it('write a detail as text the way it was written, and name the detail (#31)', () => {
    const file = 'skills/returns/SKILL.md';
    const details = [
      'version: 1.10',
      'metadata:',
      '  openclaw:',
      '    requires: { bins: [uv] }',
      '  rating: 4.50',
      '  draft: true',
    ];
    let tree = withFile(
      validSolution(),
      file,
      skillText(['name: returns', 'description: Use for refunds.', ...details]),
    );
    const problems = validate(tree).filter((d) => d.file === file);
    expect(problems.map((d) => d.message.split('. ')[0])).toEqual([
      'The skill “Returns” has a detail a skill cannot have: version',
      'The skill “Returns” has an extra detail holding a group of details, but extra details can only be text: openclaw',
      'The skill “Returns” has an extra detail holding a number, but extra details can only be text: rating',
      'The skill “Returns” has an extra detail holding a yes or no, but extra details can only be text: draft',
    ]);
    for (const problem of problems) {
      expect(problem.fixes?.map((fix) => fix.safe)).toEqual([true]);
      tree = applyFix(tree, problem.fixes![0]!.action);
    }
    expect(readText(tree, file)).toContain(
      [
        'metadata:',
        '  openclaw: \'{"requires":{"bins":["uv"]}}\'',
        '  rating: "4.50"',
        '  draft: "true"',
        '  version: "1.10"',
      ].join('\n'),
    );
    expect(validate(tree).filter((d) => d.file === file)).toEqual([]);
  });

  it('return the same tree when a fix no longer applies', () => {
    const tree = validSolution();
    expect(applyFix(tree, { type: 'list-skill', name: 'nowhere' })).toBe(tree);
  });
});
