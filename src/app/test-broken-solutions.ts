/**
 * Solutions that break many rules at once, for the journeys that check where each problem is
 * shown and that no file-format words leak into the views. Tests only; the app never imports it.
 */
import { validSolution, withFile, withJson, without } from '../validate/test-fixtures';
import type { FileTree } from '../model/file-tree';

type Json = Record<string, unknown>;

/**
 * The Shop Support solution with every solution-document rule that can hold at the same time
 * broken: the ones that exclude each other (a document that is not JSON, an unknown major) are
 * left out, and of the alternatives for one member (persona, tools file, instructions) one is picked.
 */
export function solutionBreakingEveryRule(): FileTree {
  let tree = withFile(validSolution(), 'persona.txt', 'Warm.\n');
  tree = withFile(
    tree,
    'skills/faq/SKILL.md',
    '---\nname: faq\ndescription: Answers common questions. Use for general questions.\n---\n\nAnswer.\n',
  );
  tree = withJson(tree, 'assistant.json', (v) => {
    delete v.format_version;
    v.theme = 'dark';
    v.name = 'shop-helper';
    v.title = '';
    v.persona = 'persona.txt';
    v.starters = ['', 'Where is my order?'];
    v.skills = [
      { name: 'returns', path: 'skills/returns/SKILL.md' },
      { name: 'returns', path: 'skills/returns/SKILL.md' },
      { name: 'orders', path: 'skills/order/SKILL.md' },
      { name: 'gifts', path: 'skills/gifts/SKILL.md' },
      { name: 'Notes' },
      { name: 'instructions', path: 'skills/instructions/SKILL.md' },
    ];
    v.skills_sold_separately = ['returns'];
    v.tools = {
      shop: { tools: ['find_order', 'cancel_order'], write_tools: ['refund_everything'] },
      ghost: { tools: ['boo'] },
    };
    v.examples = [{ input: 'Where is order 1042?', output: 'It left on Monday.', rating: 5 }, { input: '' }];
    v.knowledge = [
      { name: 'Refund Policy', accepts: ['.PDF'], required: 'yes' },
      { name: 'terms', description: 'Your terms', accepts: ['pdf', 'docx', 'xlsx'] },
      { name: 'terms', description: 'Your terms again', accepts: [] },
    ];
  });
  return without(tree, 'persona.md');
}

/**
 * The rules `solutionBreakingEveryRule` cannot break at the same time as others: the tools file
 * named elsewhere, the voice file missing, the instructions skill not carried.
 */
export function solutionBreakingTheAlternatives(): FileTree {
  let tree = without(without(validSolution(), 'persona.md'), 'skills/instructions');
  tree = withJson(tree, 'assistant.json', (v) => {
    v.mcp = 'tools/mcp.json';
    v.format_version = 0.1;
  });
  return tree;
}

/**
 * Problems in every document: the solution breaking every rule, plus the package details, the
 * tools file and each skill (its details and its text) with mistakes of their own.
 */
export function solutionWithProblemsEverywhere(): FileTree {
  let tree = solutionBreakingEveryRule();
  tree = withJson(tree, 'plugin.json', (v) => {
    v.version = 'one';
    v.license = 2024;
    v.keywords = ['shop', 'shop'];
  });
  tree = withJson(tree, 'mcp.json', (v) => {
    const servers = v.mcpServers as Record<string, Json>;
    servers.catalog!.url = 'http://catalog.example.com/mcp';
    servers.shop!.cwd = 7;
    servers.extra = { type: 'http', url: 'catalog.example.com' };
  });
  tree = withFile(
    tree,
    'skills/returns/SKILL.md',
    '---\nname: refunds\ndescription: ""\nversion: 1.0.0\nmetadata: shop\n---\n\nFollow [the policy](references/missing.md).\n',
  );
  tree = withFile(
    tree,
    'skills/orders/SKILL.md',
    '---\nname: Orders\ndescription: Looks up orders.\nlicense: 2024\ncompatibility: ""\n---\n\nSee [the form](form.md).\n',
  );
  return tree;
}
