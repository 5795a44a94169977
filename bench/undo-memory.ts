/**
 * Undo memory: 300 steps of typing on a 20,000-entry tree (the import limit), measured as the
 * heap kept above the tree itself. Budget (issue #14): within 50 MB. Run with
 * `node --expose-gc --import tsx bench/undo-memory.ts` (part of `npm run bench`).
 */
import { treeFromFiles, writeText, type FileTree } from '../src/model/file-tree';
import { createWorkspaceStore } from '../src/workspace/store';
import { HISTORY_LIMIT } from '../src/workspace/history';
import type { ViewPlaces } from '../src/workspace/views';

const ENTRIES = 20_000;
const BUDGET_MB = 50;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');

const heap = () => {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
};

const views: ViewPlaces[] = [{ name: 'files', owns: () => true, opensFiles: true }];
const tree: FileTree = treeFromFiles(
  Array.from(
    { length: ENTRIES },
    (_, i) => [`skills/s${i % 500}/file-${i}.md`, `# File ${i}\n${'text '.repeat(20)}\n`] as const,
  ),
);
const before = heap();
let clock = 0;
const store = createWorkspaceStore(tree, { views, now: () => clock });
for (let i = 0; i < HISTORY_LIMIT; i += 1) {
  clock += 1000; // a pause between steps, so none merge
  store.change((t) => writeText(t, `skills/s${i % 500}/file-${i}.md`, `# Edited ${i}\n`));
}
const after = heap();
const steps = store.getState().history.past.length;
const mb = (after - before) / 1024 / 1024;
console.log(
  `Undo memory: ${steps} steps on a ${ENTRIES.toLocaleString('en')}-entry tree keep ${mb.toFixed(1)} MB above the tree (budget ${BUDGET_MB} MB) — ${mb <= BUDGET_MB ? 'within budget' : 'OVER BUDGET'}.`,
);
if (mb > BUDGET_MB) process.exitCode = 1;
