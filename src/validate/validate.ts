/**
 * `validate(tree)`: every rule of PRODUCT.md's Validation section over a plugin's file tree.
 *
 * Incremental by construction: each file's own checks run once per version of its bytes
 * (file-cache.ts) and leave small facts behind; the cross-file rules read only those facts.
 * After one keystroke in one SKILL.md, only that file is parsed again. Results are also kept
 * per tree, so asking twice for the same tree costs nothing.
 */
import { compareDiagnostics, type Diagnostic } from './diagnostic';
import type { FileTree } from '../model/file-tree';
import { nextTask } from '../model/next-task';
import { layoutDiagnostics } from './layout-rules';
import { capPerFile } from './problem-cap';
import { claudeToolsFileDiagnostics, mcpDiagnostics, mcpFacts, type McpFacts } from './mcp-rules';
import { packageDiagnostics, pluginFacts, type PluginFacts } from './package-rules';
import { diagnose, worded } from './rule';
import { rule } from './rules';
import { linkDiagnostics } from './skill-guidance';
import { isSolutionRule } from './rule-modes';
import { reservedNameDiagnostics, skillFacts, type SkillFacts } from './skill-rules';
import { solutionRefDiagnostics } from './solution-refs';
import { solutionFacts } from './solution-rules';
import { skillFolderOf } from './spec';

/** How a tree is checked (rule-modes.ts). */
export interface ValidateOptions {
  /** As a plain Agent Plugin, by Agent Plugins 1.0.0 and Agent Skills alone: no solution rules. */
  readonly plainPlugin?: boolean;
}

const results = new WeakMap<FileTree, readonly Diagnostic[]>();
const plainResults = new WeakMap<FileTree, readonly Diagnostic[]>();

/**
 * All diagnostics for `tree`, errors first, then by file and line. Pure and deterministic; never
 * throws, whatever the files hold. The returned array is the caller's to keep.
 */
export function validate(tree: FileTree, options: ValidateOptions = {}): Diagnostic[] {
  const plain = options.plainPlugin === true;
  const cache = plain ? plainResults : results;
  let diagnostics = cache.get(tree);
  if (!diagnostics) {
    const found = collect(tree, plain);
    diagnostics = capPerFile((plain ? found.filter((d) => !isSolutionRule(d.code)) : found).sort(byPlace));
    cache.set(tree, diagnostics);
  }
  return [...diagnostics];
}

function collect(tree: FileTree, plain: boolean): Diagnostic[] {
  let out: Diagnostic[] = [];
  // A rule that throws is a bug; the person still gets every other rule's findings.
  const guard = <T>(file: string, run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      out.push(
        diagnose(
          rule('validate.internal'),
          file,
          worded(
            'Solution Builder could not finish checking this file.',
            'Your work is safe; please report this problem.',
            'The other files were checked; please report this problem.',
          ),
        ),
      );
      return fallback;
    }
  };

  const plugin: PluginFacts | undefined = guard('plugin.json', () => pluginFacts(tree), undefined);
  out.push(...guard('plugin.json', () => packageDiagnostics(tree, plugin), []));

  const mcp: McpFacts | undefined = guard('mcp.json', () => mcpFacts(tree), undefined);
  out.push(...guard('mcp.json', () => mcpDiagnostics(tree, mcp, plugin?.version), []));
  // Only beside a root plugin.json: without one, .mcp.json is a Claude Code plugin's own (plugin.missing).
  if (plugin) out.push(...guard('.mcp.json', () => claudeToolsFileDiagnostics(tree, mcp), []));

  const skills = new Map<string, SkillFacts>();
  for (const [path, entry] of tree) {
    const folder = entry.kind === 'file' ? skillFolderOf(path) : undefined;
    if (folder === undefined || entry.kind !== 'file') continue;
    const facts = guard(path, () => skillFacts(path, folder, entry), undefined);
    if (!facts) continue;
    skills.set(folder, facts);
    out.push(...facts.diagnostics);
    out.push(...guard(path, () => linkDiagnostics(tree, path, facts.links, folderTest(tree)), []));
  }

  out.push(...guard('skills', () => layoutDiagnostics(tree), []));

  // A plain plugin's check reads no solution document, whatever plugin.json names.
  const ref = plain ? undefined : plugin?.solution;
  if (ref?.kind === 'named' || ref?.kind === 'invalid') {
    out.push(...guard('skills', () => reservedNameDiagnostics(skills.values()), []));
  }
  if (ref?.kind === 'named') {
    const entry = tree.get(ref.path);
    if (entry?.kind === 'file') {
      const solution = guard(ref.path, () => solutionFacts(ref.path, entry), undefined);
      // The instructions are read in every conversation: "when to use" them does not apply.
      const instructions = solution?.value?.instructions;
      if (typeof instructions === 'string') {
        out = out.filter((d) => d.file !== instructions || d.code !== 'skill.description-when');
      }
      if (solution) {
        out.push(...solution.diagnostics);
        out.push(
          ...guard(ref.path, () => solutionRefDiagnostics({ tree, solution, plugin, mcp, skills }), []),
        );
      }
    }
  }
  return out;
}

/**
 * Works out every SKILL.md's own facts — the costly part of a first `validate`, kept per file —
 * a few files per task, so that validating a large plugin just opened does not hold the page in
 * one long task: `validate` then finds them ready. Never rejects; what fails here is reported by
 * `validate` itself. `sliceMs` is the longest stretch of work between two tasks.
 */
export async function prepareValidation(tree: FileTree, sliceMs = 25): Promise<void> {
  const work = preparing(tree);
  while (!workFor(work, sliceMs)) await nextTask();
}

/**
 * `prepareValidation` for at most about `ms` in this task: true when every file's facts are
 * ready (a small plugin), so that `validate` is quick now; false when work is left.
 */
export function prepareWithin(tree: FileTree, ms: number): boolean {
  return workFor(preparing(tree), ms);
}

/** The SKILL.md facts of `tree` worked out one file per step (those already known cost nothing). */
function* preparing(tree: FileTree): Generator<void, void, void> {
  for (const [path, entry] of tree) {
    const folder = entry.kind === 'file' ? skillFolderOf(path) : undefined;
    if (folder === undefined || entry.kind !== 'file') continue;
    try {
      skillFacts(path, folder, entry);
    } catch {
      // validate() reports it.
    }
    yield;
  }
}

/** Runs `work` for up to `ms`; true when it is finished. */
function workFor(work: Generator<void, void, void>, ms: number): boolean {
  const end = performance.now() + ms;
  for (;;) {
    if (work.next().done) return true;
    if (performance.now() >= end) return false;
  }
}

const folderSets = new WeakMap<FileTree, Set<string>>();

/** A folder test for `tree`, built on first use (only links to missing files need it). */
function folderTest(tree: FileTree): (path: string) => boolean {
  return (path) => {
    let folders = folderSets.get(tree);
    if (!folders) {
      folders = new Set();
      for (const [key, entry] of tree) {
        if (entry.kind === 'folder') folders.add(key);
        for (let slash = key.indexOf('/'); slash !== -1; slash = key.indexOf('/', slash + 1))
          folders.add(key.slice(0, slash));
      }
      folderSets.set(tree, folders);
    }
    return folders.has(path);
  };
}

/** compareDiagnostics, then column, code, pointer and message, so equal trees sort equally. */
function byPlace(a: Diagnostic, b: Diagnostic): number {
  return (
    compareDiagnostics(a, b) ||
    (a.range?.startColumn ?? 0) - (b.range?.startColumn ?? 0) ||
    compareText(a.code, b.code) ||
    compareText(a.pointer ?? '', b.pointer ?? '') ||
    compareText(a.message, b.message)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
