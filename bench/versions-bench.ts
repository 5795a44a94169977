/**
 * Kept versions of the large plugin (bench/zip-dataset.ts, about 1,800 files and 70 MB): 200
 * versions, each after a small edit to one SKILL.md that the autosave has stored, all with a note
 * so thinning keeps every one. Measured in Node over fake-indexeddb (the app's own storage code):
 *
 * - storage: everything the versions add (records, file lists, copied bytes) against the working
 *   copy's own bytes; budget (issue #15): at most 5% above the working copy;
 * - listing the 200 versions, and comparing the oldest with now (reading it back, the changes in
 *   plain words and as files): each within 200 ms of CPU, the median of 5 runs.
 *
 * Run with `tsx bench/versions-bench.ts` (part of `npm run bench`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { readText, writeText, type FileTree, type TreeEntry } from '../src/model/file-tree';
import { createAutosaver } from '../src/persist/autosaver';
import type { IdbEnvironment } from '../src/persist/connection';
import { promiseOf, transact } from '../src/persist/idb';
import { createLibrary } from '../src/persist/library';
import { DB_NAME, STORE } from '../src/persist/schema';
import { createVersionStore } from '../src/persist/versions';
import { fileChanges } from '../src/versions/file-changes';
import { plainChanges } from '../src/versions/plain-changes';
import { generatePlugin } from './zip-dataset';

const VERSIONS = 200;
const RUNS = 5;
const STORAGE_BUDGET = 0.05;
const TIME_BUDGET_MS = 200;

const here = dirname(fileURLToPath(import.meta.url));
const pluginDir = join(here, '.work', 'plugin');
generatePlugin(pluginDir);

function readTree(root: string): FileTree {
  const tree = new Map<string, TreeEntry>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = join(folder, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else
        tree.set(relative(root, full).split('\\').join('/'), {
          kind: 'file',
          bytes: new Uint8Array(readFileSync(full)),
          mode: stat.mode & 0o777,
          mtime: stat.mtimeMs,
        });
    }
  };
  walk(root);
  return tree;
}

/** The stored size of every record in these stores: bytes as they are, the rest as JSON text. */
async function storedBytes(env: IdbEnvironment, stores: readonly string[]): Promise<number> {
  const db = await promiseOf(env.indexedDB.open(DB_NAME));
  let total = 0;
  await transact(db, stores, 'readonly', async (tx) => {
    for (const store of stores)
      for (const record of (await promiseOf(tx.objectStore(store).getAll())) as Record<string, unknown>[]) {
        const { bytes, ...rest } = record;
        total += (bytes instanceof Uint8Array ? bytes.length : 0) + JSON.stringify(rest).length;
      }
  });
  db.close();
  return total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/**
 * The median time of a task: on the clock, and on this process's CPU (what the task itself costs;
 * the clock also counts whatever else the machine runs meanwhile). The budget is read on the CPU.
 */
async function timed(task: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    await task();
    const { user, system } = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((user + system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const env: IdbEnvironment = { indexedDB: new IDBFactory(), IDBKeyRange };
const library = createLibrary({ env });
let tree = readTree(pluginDir);
const stored = await library.create({ title: 'Large', tree });
const saver = createAutosaver({ target: library, id: stored.id, stored });
const versions = createVersionStore({ env });
const skills = [...tree.keys()].filter((path) => path.endsWith('/SKILL.md'));
const started = performance.now();
await versions.keep(stored.id, tree, { note: 'The start' });
for (let i = 1; i < VERSIONS; i += 1) {
  const path = skills[i % skills.length]!;
  tree = writeText(tree, path, `${readText(tree, path)}\nEdit ${i}.\n`);
  saver.save(tree, { view: 'files' });
  if ((await saver.flush()) !== 'saved') throw new Error('The autosave failed.');
  await versions.keep(stored.id, tree, { note: `Edit ${i}` });
}
const keptMs = performance.now() - started;

const workingCopy = await storedBytes(env, [STORE.entries]);
const added = await storedBytes(env, [STORE.versions, STORE.blobs]);
const list = await versions.list(stored.id);
if (list.length !== VERSIONS) throw new Error(`Expected ${VERSIONS} versions, found ${list.length}.`);
const oldest = list.at(-1)!;
// A fresh page: nothing read back before is in memory.
const fresh = createVersionStore({ env });
const listMs = await timed(() => fresh.list(stored.id));
const compareMs = await timed(async () => {
  const then = await fresh.load(stored.id, oldest, tree);
  if (plainChanges(then, tree).length === 0 || fileChanges(then, tree).length !== VERSIONS - 1)
    throw new Error('The comparison found the wrong changes.');
});

const share = added / workingCopy;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const storageOk = share <= STORAGE_BUDGET;
const timesOk = listMs.cpu <= TIME_BUDGET_MS && compareMs.cpu <= TIME_BUDGET_MS;
const ms = ({ wall, cpu }: { wall: number; cpu: number }) =>
  `${cpu.toFixed(1)} ms of CPU (${wall.toFixed(1)} ms on the clock)`;
console.log(
  `Versions: ${VERSIONS} kept versions of the large plugin (${tree.size.toLocaleString('en')} files, working copy ${mb(workingCopy)}) add ${mb(added)} = ${(share * 100).toFixed(2)}% (budget ${STORAGE_BUDGET * 100}%) — ${verdict(storageOk)}.`,
);
console.log(
  `Versions: listing ${VERSIONS} takes ${ms(listMs)}, comparing the oldest with now ${ms(compareMs)} (budget ${TIME_BUDGET_MS} ms each, median of ${RUNS}; load average ${loadavg()[0]!.toFixed(1)}) — ${verdict(timesOk)}; keeping all ${VERSIONS} took ${(keptMs / 1000).toFixed(1)} s.`,
);
saver.stop();
if (!storageOk || !timesOk) process.exitCode = 1;
