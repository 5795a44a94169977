/**
 * The shared corpus of real plugins, checked against the expectations in its MANIFEST.tsv (an
 * independent reading of the specs): what the `plugin_json`, `mcp_json` and `skills_valid`
 * columns say, and the rules the notes name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic';
import { CORPUS_DIR, corpusPresent, readFolderTree } from '../model/test-support';
import { skillFolderOf } from './spec';
import { validate } from './validate';

interface Row {
  readonly id: string;
  readonly pluginJson: string;
  readonly mcpJson: string;
  readonly skillsValid: string;
  readonly notes: string;
}

function manifestRows(): Row[] {
  const [header, ...lines] = readFileSync(join(CORPUS_DIR, 'MANIFEST.tsv'), 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  return lines.map((line) => {
    const cells = line.split('\t');
    return {
      id: at(cells, 'short_id'),
      pluginJson: at(cells, 'plugin_json'),
      mcpJson: at(cells, 'mcp_json'),
      skillsValid: at(cells, 'skills_valid'),
      notes: at(cells, 'notes'),
    };
  });
}

// Runs only where the full corpus is (corpusPresent says so on the console when it is not).
const present = corpusPresent();
const rows = present ? manifestRows() : [];
const errors = (list: readonly Diagnostic[]) => list.filter((d) => d.severity === 'error');

describe.skipIf(!present)('the shared corpus', () => {
  it.each(rows.map((row) => [row.id, row] as const))('%s meets its manifest expectations', (_id, row) => {
    const tree = readFolderTree(join(CORPUS_DIR, row.id));
    const diagnostics = validate(tree);
    const codes = (file?: string) =>
      diagnostics.filter((d) => file === undefined || d.file === file).map((d) => d.code);
    const pluginErrors = errors(diagnostics)
      .filter((d) => d.file === 'plugin.json')
      .map((d) => d.code);

    // plugin.json
    if (row.pluginJson === 'absent') {
      expect(pluginErrors).toEqual(['plugin.missing']);
    } else if (row.pluginJson === 'valid') {
      expect(pluginErrors).toEqual(['plugin.not-solution']);
      expect(codes('plugin.json')).toEqual(['plugin.not-solution']);
    } else if (row.pluginJson === 'invalid-nonfatal') {
      // A reader ignores the unknown field; this builder is a writer and reports it as an error.
      expect(pluginErrors.sort()).toEqual(['plugin.not-solution', 'plugin.unknown-field']);
    } else {
      expect(row.pluginJson).toBe('invalid-fatal');
      expect(pluginErrors.filter((code) => code !== 'plugin.not-solution').length).toBeGreaterThan(0);
    }
    if (row.notes.includes('missing "$schema"')) expect(pluginErrors).toContain('plugin.schema-id');
    for (const [, field] of row.notes.matchAll(/unknown field "([^"]+)"/g)) {
      expect(
        diagnostics.find((d) => d.code === 'plugin.unknown-field' && d.pointer === `/${field}`),
        field,
      ).toBeDefined();
    }

    // mcp.json: valid gets no error; absent (even with another client's .mcp.json) gets nothing at all.
    const mcpDiagnostics = diagnostics.filter((d) => d.file === 'mcp.json');
    if (row.mcpJson === 'valid') expect(errors(mcpDiagnostics)).toEqual([]);
    if (row.mcpJson.startsWith('absent')) expect(mcpDiagnostics).toEqual([]);

    // Skills: N of M discovered skills valid, and exactly the others have errors.
    const [valid, total] = row.skillsValid.split('/').map(Number);
    const skillFiles = [...tree.keys()].filter(
      (path) => skillFolderOf(path) !== undefined && tree.get(path)?.kind === 'file',
    );
    expect(skillFiles).toHaveLength(total!);
    const invalid = skillFiles.filter((file) => errors(diagnostics).some((d) => d.file === file));
    expect(invalid).toHaveLength(total! - valid!);

    // The notes' named skill problems.
    for (const [, list] of row.notes.matchAll(/allowed-tools not a string \(list\) \[([^\]]+)\]/g)) {
      for (const skill of names(list!))
        expect(codes(`skills/${skill}/SKILL.md`), skill).toContain('skill.allowed-tools');
    }
    for (const [, keys, list] of row.notes.matchAll(/unexpected keys: ([a-z_,-]+) \[([^\]]+)\]/g)) {
      for (const skill of names(list!)) {
        const reported = diagnostics.filter(
          // A detail Claude Code reads there is its own warning (it stays put); any other, an error.
          (d) =>
            d.file === `skills/${skill}/SKILL.md` &&
            (d.code === 'skill.unknown-field' || d.code === 'skill.claude-code-field'),
        );
        expect(reported.map((d) => d.pointer).sort(), skill).toEqual(
          keys!
            .split(',')
            .map((key) => `/${key}`)
            .sort(),
        );
      }
    }

    // Every SKILL.md that is never discovered is pointed out, one way or another.
    const hidden = [...tree.keys()].filter(
      (path) => /(^|\/)SKILL\.md$/.test(path) && skillFolderOf(path) === undefined,
    );
    for (const path of hidden) {
      const top = path.split('/')[0]!;
      expect(
        diagnostics.some((d) => d.code.startsWith('layout.') && (d.file === path || d.file === top)),
        path,
      ).toBe(true);
    }
    const notedHidden = /(\d+) SKILL\.md outside skills/.exec(row.notes);
    if (notedHidden && hidden.length === Number(notedHidden[1]))
      expect(diagnostics.some((d) => d.code.startsWith('layout.'))).toBe(true);

    // Valid plugins: the offer to make them solutions is their only error.
    if (row.pluginJson === 'valid' && valid === total)
      expect(errors(diagnostics).map((d) => d.code)).toEqual(['plugin.not-solution']);
  });
});

/** Skill names from a note's `[a, b, c…]` list (a trailing ellipsis cuts the last name). */
function names(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.endsWith('…'));
}
