/**
 * The benchmark's "wide" solution, built with the model's own operations (as a person would with
 * the forms): 500 examples, 200 listed skills, 50 knowledge slots and 20 MCP servers with 20 tools
 * each. Deterministic: the same tree, and so the same zip bytes, on every run.
 */
import { encodeText, type FileTree } from '../src/model/file-tree';
import { DEFAULT_SOLUTION_PATH } from '../src/model/plugin-manifest';
import { editJsonFile, type OperationResult } from '../src/model/operation-support';
import { newSolution } from '../src/model/operations';
import { addServer, setServerTools } from '../src/model/server-operations';
import { addSkill } from '../src/model/skill-operations';

export const WIDE = { examples: 500, skills: 200, slots: 50, servers: 20, toolsPerServer: 20 } as const;

const FIXED_TIME = Date.UTC(2025, 0, 15, 10, 30, 0);

function unwrap(result: OperationResult): FileTree {
  if (!result.ok) throw new Error(`Wide dataset step failed: ${result.error.message}`);
  return result.tree;
}

/** The wide solution's tree, every file stamped with one fixed time. */
export function generateWideSolution(): FileTree {
  let tree = newSolution('Wide Bench Assistant', {
    description: 'A large solution for measuring how the builder behaves at size.',
  });
  const set = (key: string, value: unknown) =>
    (tree = unwrap(editJsonFile(tree, DEFAULT_SOLUTION_PATH, [key], value)));
  set(
    'starters',
    Array.from({ length: 6 }, (_, i) => `How do I do thing number ${i + 1}?`),
  );
  set(
    'examples',
    Array.from({ length: WIDE.examples }, (_, i) => ({
      input: `Customer question number ${i + 1}: where is my order and when will it arrive?`,
      output: `Answer ${i + 1}: I looked up your order; it left the warehouse and should arrive within three working days.`,
    })),
  );
  set(
    'knowledge',
    Array.from({ length: WIDE.slots }, (_, i) => ({
      name: `document_${i + 1}`,
      description: `Reference document number ${i + 1}`,
      accepts: ['pdf', 'docx', 'md'],
      ...(i % 5 === 0 ? { required: true } : {}),
    })),
  );
  for (let i = 0; i < WIDE.skills; i++) {
    const name = `topic-${String(i + 1).padStart(3, '0')}`;
    tree = unwrap(
      addSkill(tree, {
        name,
        description: `Answers questions about topic ${i + 1}. Use when a customer asks about topic ${i + 1}.`,
        body: `# Topic ${i + 1}\n\n1. Ask what the customer needs.\n2. Look it up.\n3. Answer in plain words.\n`,
      }),
    );
  }
  for (let s = 0; s < WIDE.servers; s++) {
    const server = `service-${s + 1}`;
    tree = unwrap(
      addServer(tree, server, { type: 'streamable-http', url: `https://service-${s + 1}.example.com/mcp` }),
    );
    const tools = Array.from({ length: WIDE.toolsPerServer }, (_, t) => `tool_${s + 1}_${t + 1}`);
    tree = unwrap(setServerTools(tree, server, tools, tools.slice(0, 3)));
  }
  const stamped = new Map(tree);
  for (const [path, entry] of stamped) stamped.set(path, { ...entry, mtime: FIXED_TIME });
  return stamped;
}

/** Where `withLargeSkill` puts its large SKILL.md. */
export const LARGE_SKILL_PATH = 'skills/field-notes/SKILL.md';

/**
 * The wide solution with one more skill whose SKILL.md is about `bytes` long (#19 item 14: what a
 * keystroke in the Title costs must not grow with a file it does not touch).
 */
export function withLargeSkill(tree: FileTree, bytes: number): FileTree {
  const line = 'A long note about how orders are handled, kept as it was written. ';
  const body = line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
  const text = `---\nname: field-notes\ndescription: Field notes. Use when a customer asks how orders are handled.\n---\n${body}\n`;
  const out = new Map(tree);
  out.set(LARGE_SKILL_PATH, { kind: 'file', bytes: encodeText(text), mtime: FIXED_TIME });
  return out;
}
