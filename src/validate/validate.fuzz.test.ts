/**
 * validate() must never throw and never fall back on its internal-error diagnostic, whatever a
 * tree holds: garbage bytes, binary where JSON is expected, wrong types anywhere, odd paths.
 * Seeded, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import type { FileTree } from '../model/file-tree';
import type { Diagnostic } from './diagnostic';
import { applyFix } from './fixes';
import { ruleFor } from './rules';
import { skillText, validSolution, validSolutionFiles, withFile } from './test-fixtures';
import { validate } from './validate';

/** A small, fast, seeded PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

const strings = [
  '',
  ' ',
  'a',
  '--',
  '..',
  '../x',
  './x',
  '${PLUGIN_ROOT}',
  'http://x',
  'skills/a/SKILL.md',
  '__proto__',
  'ghp_' + 'a1'.repeat(20),
  '\u0000',
  '😀'.repeat(70),
  'x'.repeat(2000),
];

function randomValue(rng: Rng, depth = 0): unknown {
  const kind = Math.floor(rng() * (depth > 2 ? 5 : 7));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng() < 0.5;
    case 2:
      return pick(rng, [0, -1, 1.5, 1e308, 2 ** 60]);
    case 3:
    case 4:
      return pick(rng, strings);
    case 5:
      return Array.from({ length: Math.floor(rng() * 3) }, () => randomValue(rng, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(rng() * 3); i > 0; i -= 1) {
        Object.defineProperty(object, pick(rng, ['type', 'name', 'url', '__proto__', 'tools', 'x']), {
          value: randomValue(rng, depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    }
  }
}

/** The JSON text with one randomly chosen node replaced by a random value. */
function mutateJson(rng: Rng, text: string): string {
  const root = JSON.parse(text) as unknown;
  const holders: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => {
        holders.push([node, index]);
        walk(child);
      });
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        holders.push([node as Record<string, unknown>, key]);
        walk(child);
      }
    }
  };
  walk(root);
  if (holders.length === 0 || rng() < 0.1) return JSON.stringify(randomValue(rng));
  const [holder, key] = pick(rng, holders);
  (holder as Record<string | number, unknown>)[key] = randomValue(rng);
  return JSON.stringify(root, null, rng() < 0.5 ? 2 : undefined);
}

function randomBytes(rng: Rng): Uint8Array {
  return Uint8Array.from({ length: Math.floor(rng() * 64) }, () => Math.floor(rng() * 256));
}

function randomTree(rng: Rng): FileTree {
  const files = validSolutionFiles();
  let tree = validSolution();
  for (let changes = 1 + Math.floor(rng() * 4); changes > 0; changes -= 1) {
    const path = pick(rng, Object.keys(files));
    const roll = rng();
    if (roll < 0.15) tree = withFile(tree, path, randomBytes(rng));
    else if (path.endsWith('.json')) tree = withFile(tree, path, mutateJson(rng, files[path]!));
    else if (path.endsWith('SKILL.md')) {
      const value = JSON.stringify(randomValue(rng));
      tree = withFile(
        tree,
        path,
        skillText(
          [`${pick(rng, ['name', 'description', 'metadata', 'allowed-tools', 'x'])}: ${value}`],
          pick(rng, strings),
        ),
      );
    } else
      tree = withFile(
        tree,
        pick(rng, [
          'skills/__proto__/SKILL.md',
          'skills/a/b/SKILL.md',
          'constructor',
          'skills',
          'mcp.json/x',
        ]),
        pick(rng, strings),
      );
  }
  return tree;
}

function checkDiagnostics(diagnostics: readonly Diagnostic[]) {
  for (const diagnostic of diagnostics) {
    expect(diagnostic.code).not.toBe('validate.internal');
    expect(ruleFor(diagnostic.code)?.severity, diagnostic.code).toBe(diagnostic.severity);
    expect(diagnostic.message).not.toBe('');
  }
}

describe('validate on hostile trees', () => {
  it('never throws on hundreds of random trees, and neither do their fixes', { timeout: 60000 }, () => {
    const rng = random(20240611);
    for (let round = 0; round < 300; round += 1) {
      const tree = randomTree(rng);
      const diagnostics = validate(tree);
      checkDiagnostics(diagnostics);
      for (const diagnostic of diagnostics.filter((d) => d.fixes?.[0]).slice(0, 3)) {
        checkDiagnostics(validate(applyFix(tree, diagnostic.fixes![0]!.action)));
      }
    }
  });

  it('copes with an empty tree, a tree of folders, and binary everywhere', () => {
    checkDiagnostics(validate(new Map()));
    checkDiagnostics(
      validate(
        new Map([
          ['skills', { kind: 'folder' }],
          ['plugin.json', { kind: 'folder' }],
        ]),
      ),
    );
    const rng = random(7);
    let binary: FileTree = new Map();
    for (const path of Object.keys(validSolutionFiles())) binary = withFile(binary, path, randomBytes(rng));
    checkDiagnostics(validate(binary));
  });
});
