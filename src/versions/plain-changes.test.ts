import { describe, expect, it } from 'vitest';
import { writeText, type FileTree } from '../model/file-tree';
import { DEFAULT_SOLUTION_PATH } from '../model/plugin-manifest';
import { editJsonFile } from '../model/operation-support';
import { newSolution, setPersona, setTitle } from '../model/operations';
import { addServer, deleteServer, setServerTools } from '../model/server-operations';
import { addSkill, deleteSkill, renameSkill } from '../model/skill-operations';
import { textAt, unwrap } from '../model/test-support';
import { syncJsonFile } from '../model/json-sync';
import { plainChanges } from './plain-changes';
import { suggestVersion, summaryLine } from './next-version';

function shop(): FileTree {
  let tree = newSolution('Shop Support');
  tree = unwrap(
    editJsonFile(tree, DEFAULT_SOLUTION_PATH, ['starters'], ['Where is my order?', 'Can I return this?']),
  );
  tree = unwrap(
    addServer(tree, 'shop-orders', { type: 'streamable-http', url: 'https://shop.example.com/mcp' }),
  );
  tree = unwrap(setServerTools(tree, 'shop-orders', ['lookup_order', 'cancel_order'], []));
  tree = unwrap(syncJsonFile(tree, 'plugin.json', ['version'], '1.0.0'));
  return tree;
}

const texts = (before: FileTree, after: FileTree) => plainChanges(before, after).map((c) => c.text);

describe('plainChanges', () => {
  it('names exactly a title, a starter and a tool switch, each with its place', () => {
    const before = shop();
    let after = unwrap(setTitle(before, 'Shop Helper'));
    after = unwrap(editJsonFile(after, DEFAULT_SOLUTION_PATH, ['starters', 1], 'May I return this?'));
    after = unwrap(setServerTools(after, 'shop-orders', ['lookup_order', 'cancel_order'], ['cancel_order']));
    const changes = plainChanges(before, after);
    expect(changes.map((c) => c.text)).toEqual([
      'Title changed to “Shop Helper”',
      'Starter 2 reworded: “May I return this?”',
      'Tool “Cancel order” may now change things (Tool server “Shop orders”)',
    ]);
    expect(changes.map((c) => c.place)).toEqual([
      { file: 'assistant.json', pointer: '/title' },
      { file: 'assistant.json', pointer: '/starters/1' },
      { file: 'assistant.json', pointer: '/tools/shop-orders' },
    ]);
    expect(suggestVersion('1.0.0', changes)).toBe('2.0.0');
    expect(summaryLine(changes)).toBe(
      'Title changed to “Shop Helper”; Starter 2 reworded: “May I return this?”; and 1 more',
    );
  });

  it('says nothing for the same tree, and a patch for wording only', () => {
    const tree = shop();
    expect(plainChanges(tree, tree)).toEqual([]);
    const after = unwrap(editJsonFile(tree, DEFAULT_SOLUTION_PATH, ['description'], 'Helps customers.'));
    expect(texts(tree, after)).toEqual(['“What it does” reworded']);
    expect(suggestVersion('1.0.0', plainChanges(tree, after))).toBe('1.0.1');
  });

  it('tells starters added, removed and reordered apart', () => {
    const before = shop();
    const reordered = unwrap(
      editJsonFile(before, DEFAULT_SOLUTION_PATH, ['starters'], ['Can I return this?', 'Where is my order?']),
    );
    expect(texts(before, reordered)).toEqual(['Starters reordered']);
    const grown = unwrap(
      editJsonFile(
        before,
        DEFAULT_SOLUTION_PATH,
        ['starters'],
        ['Where is my order?', 'Can I return this?', 'Hi'],
      ),
    );
    expect(texts(before, grown)).toEqual(['Starter added: “Hi”']);
    expect(suggestVersion('1.0.0', plainChanges(before, grown))).toBe('1.1.0');
    const shrunk = unwrap(editJsonFile(before, DEFAULT_SOLUTION_PATH, ['starters'], ['Can I return this?']));
    expect(texts(before, shrunk)).toEqual(['Starter removed: “Where is my order?”']);
  });

  it('reads skills added, renamed, edited and removed, and the instructions', () => {
    const before = unwrap(
      addSkill(shop(), { name: 'returns', description: 'Returns. Use when asked.', body: '# Returns\n' }),
    );
    expect(texts(before, unwrap(renameSkill(before, 'returns', 'refunds')))).toEqual([
      'Skill “Returns” renamed to “Refunds”',
    ]);
    expect(texts(before, unwrap(deleteSkill(before, 'returns')))).toEqual(['Skill “Returns” removed']);
    const skill = textAt(before, 'skills/returns/SKILL.md');
    const edited = writeText(before, 'skills/returns/SKILL.md', skill.replace('Returns. Use', 'Other. Use'));
    expect(texts(before, edited)).toEqual(['Skill “Returns”: “What it does and when to use it” reworded']);
    const withFile = writeText(before, 'skills/returns/references/policy.md', 'Thirty days.');
    expect(texts(before, withFile)).toEqual(['Skill “Returns”: supporting files: 1 added']);
    const instructions = [...before.keys()].find((p) => p.startsWith('skills/') && !p.includes('returns'))!;
    const rewritten = writeText(before, instructions, `${textAt(before, instructions)}\nBe kind.\n`);
    expect(texts(before, rewritten)).toEqual(['Instructions edited']);
  });

  it('reads servers, tools, the voice, examples, documents and package details', () => {
    const before = shop();
    let after = unwrap(deleteServer(before, 'shop-orders'));
    expect(texts(before, after)).toEqual(['Tool server “Shop orders” removed']);
    after = unwrap(setServerTools(before, 'shop-orders', ['lookup_order'], []));
    expect(texts(before, after)).toEqual(['Tool “Cancel order” removed (Tool server “Shop orders”)']);
    after = unwrap(setPersona(before, true, 'Warm and short.'));
    expect(texts(before, after)).toEqual(['Its own voice turned on']);
    after = unwrap(
      editJsonFile(before, DEFAULT_SOLUTION_PATH, ['examples'], [{ input: 'Where is it?', output: 'Here.' }]),
    );
    expect(texts(before, after)).toEqual(['Example added: “Where is it?”']);
    const edited = unwrap(editJsonFile(after, DEFAULT_SOLUTION_PATH, ['examples', 0, 'output'], 'There.'));
    expect(texts(after, edited)).toEqual(['Example 1 edited: “Where is it?”']);
    after = unwrap(
      editJsonFile(
        before,
        DEFAULT_SOLUTION_PATH,
        ['knowledge'],
        [{ name: 'policy', description: 'Your returns policy', accepts: ['pdf'] }],
      ),
    );
    expect(texts(before, after)).toEqual(['Document to ask for added: “Your returns policy”']);
    after = unwrap(syncJsonFile(before, 'plugin.json', ['license'], 'MIT'));
    after = unwrap(syncJsonFile(after, 'plugin.json', ['version'], '1.0.1'));
    const changes = plainChanges(before, after);
    expect(changes.map((c) => c.text)).toEqual(['Package version set to 1.0.1', 'Package: licence changed']);
    // The version's own change does not ask for another version.
    expect(suggestVersion('1.0.0', changes.slice(0, 1))).toBeUndefined();
  });

  it('never counts the version number among the changes a kept version sums up', () => {
    const before = shop();
    let after = unwrap(setTitle(before, 'Shop Helper'));
    after = unwrap(syncJsonFile(after, 'plugin.json', ['version'], '1.0.1'));
    expect(summaryLine(plainChanges(before, after))).toBe('Title changed to “Shop Helper”');
    const versionOnly = unwrap(syncJsonFile(before, 'plugin.json', ['version'], '1.0.1'));
    expect(summaryLine(plainChanges(before, versionOnly))).toBe('No changes but its version number');
    expect(summaryLine([])).toBe('No changes');
  });

  it('carries the words before and after on a change of prose, for a word diff', () => {
    const before = unwrap(
      addSkill(shop(), { name: 'returns', description: 'Returns. Use when asked.', body: '# Returns\n' }),
    );
    const described = unwrap(editJsonFile(before, DEFAULT_SOLUTION_PATH, ['description'], 'Helps.'));
    const again = unwrap(editJsonFile(described, DEFAULT_SOLUTION_PATH, ['description'], 'Helps you.'));
    expect(plainChanges(described, again).map((c) => c.prose)).toEqual([
      { before: 'Helps.', after: 'Helps you.' },
    ]);
    const reworded = unwrap(editJsonFile(before, DEFAULT_SOLUTION_PATH, ['starters', 1], 'May I return it?'));
    expect(plainChanges(before, reworded)[0]!.prose).toEqual({
      before: 'Can I return this?',
      after: 'May I return it?',
    });
    const skill = textAt(before, 'skills/returns/SKILL.md');
    const edited = writeText(
      before,
      'skills/returns/SKILL.md',
      skill.replace('Returns. Use', 'Refunds. Use').replace('# Returns', '# Refunds'),
    );
    expect(plainChanges(before, edited).map((c) => c.prose)).toEqual([
      { before: 'Returns. Use when asked.', after: 'Refunds. Use when asked.' },
      { before: '\n# Returns\n', after: '\n# Refunds\n' },
    ]);
    const bodyOnly = writeText(before, 'skills/returns/SKILL.md', skill.replace('# Returns', '# Refunds'));
    expect(plainChanges(before, bodyOnly)).toEqual([
      {
        text: 'Skill “Returns”: its instructions edited',
        place: { file: 'skills/returns/SKILL.md' },
        weight: 'wording',
        prose: { before: '\n# Returns\n', after: '\n# Refunds\n' },
      },
    ]);
    // Something added is not a rewording: no words to compare.
    const grown = unwrap(editJsonFile(before, DEFAULT_SOLUTION_PATH, ['starters', 2], 'Hi'));
    expect(plainChanges(before, grown)[0]!.prose).toBeUndefined();
  });

  it('counts other files without naming them', () => {
    const before = shop();
    const after = writeText(writeText(before, 'notes/a.txt', 'a'), 'notes/b.txt', 'b');
    const changes = plainChanges(before, after);
    expect(changes.map((c) => c.text)).toEqual(['Other files: 2 added']);
    expect(changes[0]!.place).toEqual({ file: 'notes/a.txt' });
  });
});
