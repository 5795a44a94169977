/**
 * #32 item 6: `check --plugin` checks a plain Agent Plugin by Agent Plugins 1.0.0 and Agent Skills
 * alone, without the rules of a Bailey solution, so a conformant one passes; docs/rules.md says
 * which rules each mode runs. Over fixtures/wild/plain-conformant and undeclared-tools, written
 * for this test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePluginZip } from '../archive/write-zip';
import { writeText } from '../model/file-tree';
import { fixturePlugin } from '../model/test-support';
import { isSolutionRule, SOLUTION_ONLY_CODES } from '../validate/rule-modes';
import { RULES } from '../validate/rules';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

const conformant = fixturePlugin('wild/plain-conformant');

describe('solution-builder check --plugin (#32 item 6)', () => {
  const { out } = captureConsole();
  const run = async (args: string[]) => {
    out.length = 0;
    const status = await main(args);
    return { status, text: out.join('\n') };
  };

  it('passes a conformant plain plugin, folder or zip, which fails as a solution', async () => {
    const folder = writeTree(conformant);
    const zip = join(writeTree(new Map()), 'watering.zip');
    writeFileSync(zip, await writePluginZip(conformant));
    for (const path of [folder, zip]) {
      const asSolution = await run(['check', path]);
      expect(asSolution.status).toBe(1);
      expect(asSolution.text).toContain('[plugin.not-solution]');
      const asPlugin = await run(['check', path, '--plugin', '--strict']);
      expect(asPlugin.text).toBe('No problems found.');
      expect(asPlugin.status).toBe(0);
      const json = await run(['check', path, '--plugin', '--json']);
      expect(JSON.parse(json.text)).toEqual({ valid: true, diagnostics: [] });
    }
  });

  it('still runs every rule of the two specifications', async () => {
    const broken = writeText(
      conformant,
      'skills/watering/SKILL.md',
      '---\nname: Watering\ndescription: Says how often to water.\nversion: 2\n---\nBody\n',
    );
    const { status, text } = await run(['check', writeTree(broken), '--plugin']);
    expect(status).toBe(1);
    for (const code of ['skill.name', 'skill.unknown-field', 'skill.description-when'])
      expect(text).toContain(`[${code}]`);
  });

  it('reads no solution document: a solution checked as a plugin has no solution rule', async () => {
    const folder = writeTree(fixturePlugin('wild/undeclared-tools'));
    expect((await run(['check', folder])).text).toContain('[solution.server-undeclared]');
    const { status, text } = await run(['check', folder, '--plugin']);
    expect(text).toBe('No problems found.');
    expect(status).toBe(0);
  });

  it('lists in SARIF only the rules it runs', async () => {
    const { status, text } = await run(['check', writeTree(conformant), '--plugin', '--format', 'sarif']);
    expect(status).toBe(0);
    const ids = JSON.parse(text).runs[0].tool.driver.rules.map((rule: { id: string }) => rule.id);
    expect(ids).toEqual(RULES.map((rule) => rule.code).filter((code) => !isSolutionRule(code)));
    expect(ids).toContain('skill.allowed-tools');
    expect(ids).not.toContain('plugin.not-solution');
  });

  it('is documented: docs/rules.md names every rule the plain check leaves out, and --help the option', async () => {
    const docs = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
    const section = docs.split(/^## Two modes/m)[1]?.split(/^## /m)[0] ?? '';
    const named = new Set([...section.matchAll(/`([a-z]+\.[a-z0-9-]+)`/g)].map((match) => match[1]));
    expect([...SOLUTION_ONLY_CODES].filter((code) => !named.has(code))).toEqual([]);
    expect(section).toContain('`solution.*`');
    expect((await run(['check', '--help'])).text).toContain('--plugin');
  });
});
