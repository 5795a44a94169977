import { describe, expect, it } from 'vitest';
import { readPluginZip } from '../archive/read-zip';
import { buildRawZip } from '../archive/test-support-raw-zip';
import { runCases } from './case-runner';
import { SKILL_CASES } from './skill-rules.cases';
import { diagnosticsWith, skillText, validSolution, withFile } from './test-fixtures';

runCases(
  'layout rules',
  SKILL_CASES.filter((rule) => rule.code.startsWith('layout.')),
);

describe('layout', () => {
  it('reports a differently cased skills folder once, however many skills it holds', () => {
    let tree = validSolution();
    for (const name of ['a', 'b', 'c'])
      tree = withFile(tree, `Skills/${name}/SKILL.md`, skillText([`name: ${name}`, 'description: x']));
    const found = diagnosticsWith(tree, 'layout.skills-folder-case');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('3 skills');
  });

  it('words a name Windows cannot write for the Problems panel, and notes it on import', async () => {
    const found = diagnosticsWith(withFile(validSolution(), 'aux.txt', 'x'), 'layout.name-not-portable');
    expect(found.map((d) => d.message)).toEqual([
      'The name *aux.txt* is a name Windows keeps for its devices, so this plugin cannot be unpacked on Windows. Rename it.',
    ]);
    const zip = buildRawZip([
      { name: 'plugin.json', data: '{"name":"p"}' },
      { name: 'a/CON', data: 'x' },
    ]);
    const opened = await readPluginZip(zip);
    expect(
      opened.kind !== 'refused' && opened.kind !== 'choose-plugin' && opened.warnings.map((w) => w.code),
    ).toEqual(['windows-names']);
  });
});
