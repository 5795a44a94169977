/**
 * Repair: every quick fix that is right without a person's choice (`safe`, diagnostic.ts),
 * applied one after another with the rules run again after each, since a fix can move what the
 * next one points at. The app applies the result as one undoable change ("Repair"), and
 * `solution-builder fix` writes it.
 */
import type { FileTree } from '../model/file-tree';
import type { Diagnostic, QuickFix } from './diagnostic';
import { tryFix } from './fixes';
import { validate } from './validate';

/** One fix Repair applied, with the problem it settled (as it was found just before). */
export interface RepairStep {
  readonly diagnostic: Diagnostic;
  readonly fix: QuickFix;
}

// Far more than any plugin needs; only a fix that keeps undoing another could come near it.
const MAX_STEPS = 1000;

/** Whether Repair settles `d`: it offers a fix that needs no choice. */
export function isRepairable(d: Diagnostic): boolean {
  return d.fixes?.some((fix) => fix.safe) === true;
}

/** `start` with every fix that needs no choice applied, and the steps taken, in order. */
export function repair(start: FileTree): { tree: FileTree; steps: RepairStep[] } {
  let tree = start;
  const steps: RepairStep[] = [];
  // A fix that did not apply (or changed nothing) is not tried again.
  const failed = new Set<string>();
  for (let round = 0; round < MAX_STEPS; round += 1) {
    // Only a diagnostic's safe fixes; of a diagnostic with several ways out none is (each is a choice).
    const next = validate(tree)
      .flatMap((diagnostic) =>
        (diagnostic.fixes ?? []).filter((fix) => fix.safe).map((fix) => ({ diagnostic, fix })),
      )
      .find((step) => !failed.has(key(step)));
    if (!next) break;
    const result = tryFix(tree, next.fix.action);
    if (!result.ok || result.tree === tree) {
      failed.add(key(next));
      continue;
    }
    steps.push(next);
    tree = result.tree;
  }
  return { tree, steps };
}

function key({ diagnostic: d, fix }: RepairStep): string {
  return `${d.code} ${d.file} ${d.pointer ?? ''} ${JSON.stringify(fix.action)}`;
}
