/**
 * #31 item 4: Repair settles, in one go, every problem that has a fix needing no choice, so a
 * plugin someone sent is left with none of those. Over a written fixture and, when it is there,
 * every plugin of the shared corpus.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  changedPaths,
  CORPUS_DIR,
  corpusPresent,
  fixturePlugin,
  readFolderTree,
} from '../model/test-support';
import { isRepairable, repair } from './repair';
import { validSolution } from './test-fixtures';
import { validate } from './validate';

const errors = (tree: Parameters<typeof validate>[0]) => validate(tree).filter((d) => d.severity === 'error');

describe('Repair', () => {
  it('settles every problem of a plugin someone sent that needs no choice, and names each', () => {
    const sent = fixturePlugin('repair/sent-solution');
    const before = validate(sent);
    expect(before.filter(isRepairable)).toHaveLength(7);
    const { tree, steps } = repair(sent);
    expect(errors(tree)).toEqual([]);
    expect(steps.map((step) => step.diagnostic.code)).toEqual([
      'plugin.bom',
      'plugin.schema-id',
      'skill.unknown-field',
      'skill.metadata',
      'skill.metadata',
      'skill.unknown-field',
      'skill.allowed-tools',
    ]);
    expect(changedPaths(sent, tree)).toEqual([
      'plugin.json',
      'skills/plants/SKILL.md',
      'skills/returns/SKILL.md',
    ]);
  });

  it('never lists the tools of a server unasked: only the person knows them (#32)', () => {
    const tree = fixturePlugin('wild/undeclared-tools');
    const [undeclared] = validate(tree).filter((d) => d.code === 'solution.server-undeclared');
    // Still offered, as a choice: an empty list would say the server has no tools at all.
    expect(undeclared?.fixes?.map((fix) => [fix.action.type, fix.safe])).toEqual([
      ['declare-server-tools', false],
    ]);
    expect(isRepairable(undeclared!)).toBe(false);
    expect(repair(tree)).toEqual({ tree, steps: [] });
  });

  it('leaves a tree with nothing to repair as it is', () => {
    const tree = validSolution();
    expect(repair(tree)).toEqual({ tree, steps: [] });
    expect(repair(tree).tree).toBe(tree);
  });

  const present = corpusPresent();
  const ids = present
    ? readdirSync(CORPUS_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && /^(ap|cc|nr)-/.test(entry.name))
        .map((entry) => entry.name)
    : [];
  it.skipIf(!present).each(ids)(
    'leaves %s of the shared corpus with no error a fix needing no choice would settle',
    (id) => {
      const opened = readFolderTree(join(CORPUS_DIR, id));
      const { tree } = repair(opened);
      const left = errors(tree);
      expect(left.filter(isRepairable)).toEqual([]);
      // What is left has a way out in the app: a fix to choose (convert it, make it a solution…).
      for (const d of left) expect(d.fixes?.length, `${d.code} ${d.file}`).toBeGreaterThan(0);
      // Where every error had a fix needing no choice, none is left.
      if (errors(opened).every(isRepairable)) expect(left).toEqual([]);
    },
  );
});
