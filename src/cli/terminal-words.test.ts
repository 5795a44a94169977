/**
 * #17 item 8: what the checker prints fits a terminal. The rules' messages are shared with the
 * app, which may name its own buttons and views; every format of every command prints the rule's
 * terminal wording instead, and the app keeps its own.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileTree } from '../model/file-tree';
import { fixturePlugin, fixturePluginPaths } from '../model/test-support';
import { MCP_CASES } from '../validate/mcp-rules.cases';
import { PACKAGE_CASES } from '../validate/package-rules.cases';
import { SKILL_CASES } from '../validate/skill-rules.cases';
import { SOLUTION_CASES } from '../validate/solution-rules.cases';
import { validate } from '../validate/validate';
import { main } from './main';
import { applySafeFixes } from './fix-command';
import { captureConsole, writeTree } from './test-support';

/** Words of the rules' messages that only make sense on the page: its buttons, views, switches and form. */
const APP_WORDS: readonly RegExp[] = [
  /start a new solution/i,
  /make (it|the plugin) a solution/i,
  /convert it to the portable layout/i,
  /\b(files|tools) view\b/i,
  /\bin the form\b/i,
  /\bturn (the|it)\b[^.]{0,30}\b(on|off)\b/i,
  /\bchoose (the|or create)\b/i,
  /\bunmark it\b/i,
  /\bchoose where it runs\b/i,
];

/** The page's own sentences and controls, which no rule names but no terminal line may either. */
const PAGE_WORDS: readonly RegExp[] = [
  /work is (unchanged|safe)/i,
  /\bproblems (says|panel)\b/i,
  /\b(skills|package|start) view\b/i,
  /\bswitch of\b/i,
  /\bbutton\b/i,
  /\bclick/i,
];

function appOnly(text: string, patterns = [...APP_WORDS, ...PAGE_WORDS]): string[] {
  return patterns.filter((pattern) => pattern.test(text)).map(String);
}

/** The fixtures and a tree breaking each rule: every message the rules word, in both audiences. */
function trees(): FileTree[] {
  const cases = [...PACKAGE_CASES, ...MCP_CASES, ...SKILL_CASES, ...SOLUTION_CASES];
  return [...fixturePluginPaths().map(fixturePlugin), ...cases.map((rule) => rule.build())];
}

describe('the checker words its messages for a terminal (#17 item 8)', () => {
  const { out, err } = captureConsole();
  const all = trees();
  const folders = all.map(writeTree);

  it('the app keeps its own words for the same plugins (so the checks below can fail)', () => {
    const app = new Set(
      all.flatMap((tree) => validate(tree).flatMap((d) => appOnly(d.message, [...APP_WORDS]))),
    );
    expect([...app].sort()).toEqual(APP_WORDS.map(String).sort());
  }, 60_000);

  it.each(['text', 'json', 'sarif', 'github'])(
    'check --format %s prints none of the app-only words',
    async (format) => {
      const status = await main(['check', ...folders, '--format', format]);
      expect(status).toBe(1);
      const printed = [...out, ...err].join('\n');
      // Two of the rules whose app words name the page were reported, in this format's shape.
      expect(printed).toContain('plugin.missing');
      expect(printed).toContain('solution.persona-not-markdown');
      expect(appOnly(printed)).toEqual([]);
    },
    60_000,
  );

  it('fix and pack print none of them either', async () => {
    const zips = mkdtempSync(join(tmpdir(), 'sb-cli-words-'));
    // The plugins whose app messages name the page (fix and pack print their notes and refusals).
    const worded = folders.filter((_, index) =>
      validate(all[index]!).some((d) => appOnly(d.message).length > 0),
    );
    expect(worded.length).toBeGreaterThan(10);
    for (const [index, folder] of worded.entries()) {
      await main(['fix', folder, '--dry-run']);
      await main(['pack', folder, '-o', join(zips, `${index}.zip`)]);
    }
    const printed = [...out, ...err].join('\n');
    expect(printed).toContain('to make (--dry-run: nothing written)');
    expect(printed).toContain('laid out for Claude Code only');
    expect(appOnly(printed)).toEqual([]);
  }, 60_000);

  it("fix's change list says what it writes where, never the page's button label", () => {
    let listed = 0;
    for (const tree of all) {
      const labels = validate(tree).flatMap((d) => (d.fixes ?? []).filter((f) => f.safe).map((f) => f.label));
      for (const change of applySafeFixes(tree).changes) {
        listed += 1;
        expect(change).toMatch(
          / {2}(Set|Remove|Write|Move|Split|Add|Create) .*\b(plugin\.json|mcp\.json|SKILL\.md|solution)\b/,
        );
        for (const label of labels) expect(change).not.toContain(`  ${label}  `);
        expect(appOnly(change)).toEqual([]);
      }
    }
    expect(listed).toBeGreaterThan(5);
  }, 60_000);

  it('a server with no known type is told its type values in a terminal (mcp.server-type)', () => {
    const words = all.flatMap((tree) => validate(tree)).filter((d) => d.code === 'mcp.server-type');
    expect(words.length).toBeGreaterThan(0);
    for (const d of words) {
      expect(d.message).toContain('Choose where it runs');
      expect(d.terminalMessage).toContain('Set its "type" in mcp.json to "stdio"');
    }
  });

  it('says what to do in terminal terms where the app names its buttons', async () => {
    const claude = writeTree(fixturePlugin('claude-code/cc-context7'));
    const [missing] = validate(fixturePlugin('claude-code/cc-context7')).filter(
      (d) => d.code === 'plugin.missing',
    );
    expect(missing?.message).toContain('Convert it to the portable layout.');
    expect(await main(['check', claude])).toBe(1);
    expect(out.join('\n')).toContain(missing!.terminalMessage!);
    expect(missing!.terminalMessage).toMatch(
      /^There is no plugin\.json at the top of this plugin: it is laid out for Claude Code only/,
    );
    expect(missing!.terminalMessage).toContain('Add a plugin.json at its top');
    expect(existsSync(claude)).toBe(true);
  });
});
