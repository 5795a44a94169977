import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { writePluginZip } from '../archive/write-zip';
import { writeText } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { RULES } from '../validate/rules';
import { main } from './main';
import { parseRuleDocs, plainText } from './rule-docs';
import { captureConsole, writeTree } from './test-support';

// The SARIF 2.1.0 schema (draft-04), vendored with its licence: see fixtures/README.md.
const schema = JSON.parse(
  readFileSync(new URL('../../fixtures/sarif/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8'),
) as object;
// Its pattern for a language tag has a stray "]", an error only in Unicode mode, so patterns are
// read as plain JavaScript expressions, as the schema's own tools read them.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validSarif = ajv.compile(schema);

interface Log {
  runs: {
    tool: { driver: { rules: { id: string; fullDescription: { text: string } }[] } };
    artifacts: { location: { uri: string }; parentIndex?: number }[];
    invocations: {
      executionSuccessful: boolean;
      toolExecutionNotifications: { message: { text: string } }[];
    }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      locations: {
        physicalLocation: {
          artifactLocation: { uri: string; index: number };
          region?: { startLine: number; startColumn?: number; endLine: number; endColumn?: number };
        };
      }[];
    }[];
  }[];
}

/** A plugin broken in a SKILL.md and in plugin.json, where the problem has a column. */
const broken = () =>
  writeText(
    writeText(newSolution('Shop Support'), 'skills/instructions/SKILL.md', 'no frontmatter here\n'),
    'plugin.json',
    '{\n  "$schema": "https://agentplugins.dev/schemas/1.0.0/plugin.json",\n  "name": "Shop Support",\n  "version": "1.0.0"\n}\n',
  );

describe('solution-builder --format sarif (#17 item 2)', () => {
  const { out } = captureConsole();

  it('writes a log of an invalid plugin that the SARIF 2.1.0 schema accepts', async () => {
    const folder = writeTree(broken());
    expect(await main(['check', folder, '--format', 'sarif'])).toBe(1);
    const log = JSON.parse(out.join('\n')) as Log;
    expect(validSarif(log), ajv.errorsText(validSarif.errors)).toBe(true);
    const run = log.runs[0]!;
    expect(run.results.length).toBeGreaterThan(0);
    // One rule per code, in the registry's order, so each result's ruleIndex finds its rule.
    expect(run.tool.driver.rules.map((rule) => rule.id)).toEqual(RULES.map((rule) => rule.code));
    for (const result of run.results) expect(run.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
    const skill = run.results.find((r) =>
      r.locations[0]!.physicalLocation.artifactLocation.uri.endsWith('/skills/instructions/SKILL.md'),
    );
    expect(skill?.level).toBe('error');
    expect(skill!.locations[0]!.physicalLocation.artifactLocation.uri).toMatch(/^file:\/\/\//);
    const name = run.results.find((r) => r.ruleId === 'plugin.name')!;
    // "Shop Support" is on line 3 from column 11; SARIF's end column is just past its last quote.
    expect(name.locations[0]!.physicalLocation.region).toEqual({
      startLine: 3,
      startColumn: 11,
      endLine: 3,
      endColumn: 25,
    });
  });

  it("takes each rule's description from docs/rules.md", async () => {
    expect(await main(['check', writeTree(broken()), '--format', 'sarif'])).toBe(1);
    const { rules } = (JSON.parse(out.join('\n')) as Log).runs[0]!.tool.driver;
    const docs = parseRuleDocs(readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8'));
    for (const rule of rules) expect(rule.fullDescription.text).toBe(plainText(docs.get(rule.id)!.meaning));
    expect(rules.find((r) => r.id === 'plugin.missing')!.fullDescription.text).toMatch(
      /^No plugin\.json at the plugin root/,
    );
  });

  it('places a file of a zip inside the zip, and a path it cannot read as a failed notification', async () => {
    const zip = join(writeTree(new Map()), 'shop support.zip');
    writeFileSync(zip, await writePluginZip(broken()));
    expect(await main(['check', zip, '/no/such/place', '--format', 'sarif'])).toBe(2);
    const log = JSON.parse(out.join('\n')) as Log;
    expect(validSarif(log), ajv.errorsText(validSarif.errors)).toBe(true);
    const run = log.runs[0]!;
    const location = run.results[0]!.locations[0]!.physicalLocation.artifactLocation;
    const artifact = run.artifacts[location.index]!;
    expect(artifact.location.uri).toBe(location.uri);
    expect(run.artifacts[artifact.parentIndex!]!.location.uri).toMatch(/\/shop%20support\.zip$/);
    expect(run.invocations[0]!.executionSuccessful).toBe(false);
    expect(run.invocations[0]!.toolExecutionNotifications[0]!.message.text).toContain('/no/such/place');
  });

  it('the JSON format gives the column and the end where known', async () => {
    expect(await main(['check', writeTree(broken()), '--json'])).toBe(1);
    const { diagnostics } = JSON.parse(out.join('\n')) as { diagnostics: { code: string }[] };
    expect(diagnostics.find((d) => d.code === 'plugin.name')).toMatchObject({
      line: 3,
      column: 11,
      endLine: 3,
      endColumn: 24,
    });
  });
});
