/**
 * The benchmark page: opens the chosen zip and saves the opened tree through the archive worker,
 * the way the app does, and reports each run's time, progress messages and the longest
 * main-thread task seen meanwhile (PerformanceObserver "longtask": every task over 50 ms).
 */
import { readText, writeText, type FileTree } from '../../src/model/file-tree';
import { openZipInWorker, saveZipInWorker } from '../../src/archive/page/archive-client';
import { validate } from '../../src/validate/validate';
import { readPluginZip } from '../../src/archive/read-zip';

/** One measured run. */
export interface PageRun {
  readonly ms: number;
  readonly progressMessages: number;
  /** Longest main-thread task during the run, in ms (0 when none passed 50 ms). */
  readonly longestTaskMs: number;
  readonly detail: string;
}

/** validate() after each of a run of one-character edits of one file of the imported tree. */
export interface Revalidation {
  /** The first validate() of the freshly imported tree (nothing cached yet). */
  readonly coldMs: number;
  /** validate() after each keystroke. */
  readonly keystrokeMs: readonly number[];
  readonly diagnostics: number;
}

declare global {
  interface Window {
    bench: {
      importOnce(): Promise<PageRun>;
      exportOnce(): Promise<PageRun>;
      blockOnce(ms: number): Promise<PageRun>;
      revalidate(path: string, keystrokes: number): Promise<Revalidation>;
      readOnPage(engine: 'native' | 'jszip'): Promise<number>;
    };
  }
}

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({
  type: 'longtask',
  buffered: true,
});

let tree: FileTree | undefined;

async function measure(run: (onProgress: () => void) => Promise<string>): Promise<PageRun> {
  let progressMessages = 0;
  const started = performance.now();
  const detail = await run(() => progressMessages++);
  const ms = performance.now() - started;
  // Long-task entries arrive after the task ends; give them a moment (not part of the timing).
  await new Promise((resolve) => setTimeout(resolve, 200));
  const during = longTasks.filter(
    (task) => task.startTime + task.duration >= started && task.startTime <= started + ms,
  );
  return { ms, progressMessages, longestTaskMs: Math.max(0, ...during.map((task) => task.duration)), detail };
}

window.bench = {
  importOnce: () =>
    measure(async (onProgress) => {
      const file = (document.getElementById('zip') as HTMLInputElement).files?.[0];
      if (!file) throw new Error('No zip chosen.');
      const result = await openZipInWorker(file, onProgress);
      if (result.kind === 'refused') throw new Error(result.refused.message);
      tree = result.tree;
      return `${result.kind}, ${result.tree.size} entries`;
    }),
  exportOnce: () =>
    measure(async (onProgress) => {
      if (!tree) throw new Error('Import first.');
      const zip = await saveZipInWorker(tree, onProgress);
      return `${zip.length} bytes`;
    }),
  // Types into `path` one character at a time (each edit its own task, as keystrokes are) and
  // times validate() of each new tree; the tree is left as it was.
  revalidate: async (path, keystrokes) => {
    if (!tree) throw new Error('Import first.');
    let current: FileTree = tree;
    let started = performance.now();
    validate(current);
    const coldMs = performance.now() - started;
    const original = readText(current, path);
    if (original === undefined) throw new Error(`${path} is not a text file.`);
    const at = Math.floor(original.length / 2);
    const keystrokeMs: number[] = [];
    let diagnostics = 0;
    for (let i = 1; i <= keystrokes; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      current = writeText(current, path, `${original.slice(0, at)}${'x'.repeat(i)}${original.slice(at)}`);
      started = performance.now();
      diagnostics = validate(current).length;
      keystrokeMs.push(performance.now() - started);
    }
    return { coldMs, keystrokeMs, diagnostics };
  },
  // readPluginZip on the page itself, with the runtime's inflater or (hidden from it) jszip's:
  // how much of an import the zip library costs.
  readOnPage: async (engine) => {
    const file = (document.getElementById('zip') as HTMLInputElement).files?.[0];
    if (!file) throw new Error('No zip chosen.');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const native = globalThis.DecompressionStream;
    if (engine === 'jszip') Reflect.set(globalThis, 'DecompressionStream', undefined);
    try {
      const started = performance.now();
      const result = await readPluginZip(bytes);
      if (result.kind === 'refused') throw new Error(result.refused.message);
      return performance.now() - started;
    } finally {
      Reflect.set(globalThis, 'DecompressionStream', native);
    }
  },
  // Proves the observer works here: a deliberate busy task of `ms` must show up as a long task.
  blockOnce: (ms) =>
    measure(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const until = performance.now() + ms;
      while (performance.now() < until);
      return `busy for ${ms} ms`;
    }),
};
document.getElementById('status')!.textContent = 'ready';
