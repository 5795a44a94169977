import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FixAction } from '../validate/diagnostic';
import { RULES } from '../validate/rules';
import { parseRuleDocs } from './rule-docs';

const page = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');

/**
 * Every kind of quick fix, once. A `Record` over the union, so adding a FixAction without adding
 * it here fails the type check, and the test below then asks for its row in docs/rules.md.
 */
const FIX_TYPES: Record<FixAction['type'], true> = {
  'make-solution': true,
  'convert-claude-plugin': true,
  'list-skill': true,
  'unlist-skill': true,
  'rename-skill-to-folder': true,
  'set-name-from-plugin': true,
  'set-schema-id': true,
  'declare-server-tools': true,
  'remove-member': true,
  'move-to-extensions': true,
  'set-member': true,
  'set-web-name': true,
  'split-command': true,
  'create-persona': true,
  'move-skill-detail': true,
  'detail-as-text': true,
  'join-allowed-tools': true,
  'remove-bom': true,
};

/** The action ids named in the first cell of each row of the "Quick fixes" table. */
function documentedFixes(markdown: string): Set<string> {
  const section = markdown.split(/^## Quick fixes$/m)[1]?.split(/^## /m)[0] ?? '';
  const ids = new Set<string>();
  for (const line of section.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const match of first.matchAll(/`([a-z-]+)`/g)) ids.add(match[1]!);
  }
  return ids;
}

describe('docs/rules.md', () => {
  it('has a row, read as the checker reads it, for every rule code', () => {
    const docs = parseRuleDocs(page);
    const missing = RULES.map((rule) => rule.code).filter((code) => !docs.has(code));
    expect(missing).toEqual([]);
    for (const rule of RULES) expect(docs.get(rule.code)!.meaning, rule.code).not.toBe('');
  });

  it('has a row in "Quick fixes" for every fix action, and none for an action that is gone', () => {
    const documented = documentedFixes(page);
    const actions = Object.keys(FIX_TYPES);
    expect(actions.filter((id) => !documented.has(id))).toEqual([]);
    expect([...documented].filter((id) => !actions.includes(id))).toEqual([]);
  });

  it('fails when a fix has no row (the reader sees rows, not just words)', () => {
    const without = page.replace(/^\| `convert-claude-plugin`.*\n/m, '');
    expect(documentedFixes(without).has('convert-claude-plugin')).toBe(false);
    expect(documentedFixes(page).has('convert-claude-plugin')).toBe(true);
  });
});
