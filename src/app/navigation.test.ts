import { describe, expect, it } from 'vitest';
import { validate } from '../validate/validate';
import { solutionWithProblemsEverywhere } from './test-broken-solutions';
import { placeOf, placeOfFile } from './navigation';
import { validSolution } from '../validate/test-fixtures';

describe('the place of a problem', () => {
  it('names places as a person knows them, each with the view that shows it', () => {
    const tree = solutionWithProblemsEverywhere();
    const places = new Map(validate(tree).map((d) => [placeOf(tree, d).title, placeOf(tree, d).view]));
    expect(Object.fromEntries(places)).toEqual({
      Assistant: 'assistant',
      Skills: 'skills',
      'Skill “Faq”': 'skills',
      'Skill “Orders”': 'skills',
      'Skill “Returns”': 'skills',
      Tools: 'tools',
      'Tool server “Catalog”': 'tools',
      'Tool server “Extra”': 'tools',
      'Tool server “Shop”': 'tools',
      Package: 'package',
    });
  });

  it('splits the solution document between the views that edit its members', () => {
    const tree = validSolution();
    expect(placeOfFile(tree, 'assistant.json', '/title').title).toBe('Assistant');
    expect(placeOfFile(tree, 'assistant.json', '/skills/0').view).toBe('skills');
    expect(placeOfFile(tree, 'assistant.json', '/tools/shop/write_tools/0').title).toBe('Tool server “Shop”');
    expect(placeOfFile(tree, 'assistant.json', '/tools/ghost').title).toBe('Tools');
    expect(placeOfFile(tree, 'plugin.json', '/name').view).toBe('assistant');
    expect(placeOfFile(tree, 'plugin.json', '/version').title).toBe('Package');
    expect(placeOfFile(tree, 'skills/instructions/SKILL.md').title).toBe('Assistant');
    expect(placeOfFile(tree, 'skills/returns/references/policy.md')).toMatchObject({
      kind: 'file',
      title: 'skills/returns/references/policy.md',
      view: 'files',
    });
  });

  it("puts Claude Code's tools file under Tools, not its path (#32 item 7)", () => {
    const place = placeOfFile(validSolution(), '.mcp.json');
    expect(place.title).toBe('Tools');
    expect(place.kind).toBe('tools');
  });
});
