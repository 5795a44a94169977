/**
 * The zip page (bench/zip-page): our zip import and export through the archive worker, as the app
 * runs them but without the app around them, against Info-ZIP's `unzip` and `zip -r` on the same
 * large plugin; the same under Node; and validate() after keystrokes in a SKILL.md of the
 * imported plugin, in Chromium. Each round times every contender once, in turn.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { readPluginZip } from '../src/archive/read-zip';
import { writePluginZip } from '../src/archive/write-zip';
import type { FileTree } from '../src/model/file-tree';
import { launchChromium, median, percentile, run, serveStatic, time } from './harness';
import { ceilingFigure, medianFigure, plainFigure, ratioFigure, type Figure } from './report';
import type { PageRun, Revalidation } from './zip-page/main';

/** Where the zip suite works, and on what. */
export interface ZipSuiteInput {
  readonly here: string;
  readonly work: string;
  readonly pluginDir: string;
  readonly zipPath: string;
  readonly rounds: number;
  /** The SKILL.md typed into for the re-validation figure. */
  readonly skillPath: string;
  readonly keystrokes: number;
}

export interface ZipSuiteResult {
  readonly figures: Figure[];
  readonly notes: string[];
  readonly chromium: string;
  /** Per round: Info-ZIP's times, for the app suite to reuse as a cross-check. */
  readonly unzipMs: number;
  readonly zipMs: number;
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function buildPage(here: string, work: string): Promise<string> {
  const outDir = join(work, 'zip-page-dist');
  await build({
    configFile: false,
    root: join(here, 'zip-page'),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  });
  return outDir;
}

export async function runZipSuite(input: ZipSuiteInput): Promise<ZipSuiteResult> {
  const { work, pluginDir, zipPath, rounds } = input;
  const zipROut = join(work, 'zip-r.zip');
  // unzip writes into memory when it can, so the reference is not slowed down by a disk.
  const unzipDir = existsSync('/dev/shm')
    ? '/dev/shm/solution-builder-bench-unzipped'
    : join(work, 'unzipped');
  const server = await serveStatic(await buildPage(input.here, work));
  const browser = await launchChromium();
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('zip page error:', error.message));
  const bytes = new Uint8Array(readFileSync(zipPath));
  const unzipRuns: number[] = [];
  const zipRuns: number[] = [];
  const nodeImportRuns: number[] = [];
  const nodeExportRuns: number[] = [];
  const imports: PageRun[] = [];
  const exports: PageRun[] = [];
  const revalidations: Revalidation[] = [];
  const nativeReads: number[] = [];
  const jszipReads: number[] = [];
  let observerCheck: PageRun;
  try {
    await page.goto(server.url);
    await page.getByText('ready').waitFor();
    await page.setInputFiles('#zip', zipPath);
    observerCheck = await page.evaluate((busy) => window.bench.blockOnce(busy), 150);
    for (let round = 0; round <= rounds; round++) {
      rmSync(unzipDir, { recursive: true, force: true });
      const unzipMs = await time(() => run('unzip', ['-q', '-o', zipPath, '-d', unzipDir], work));
      rmSync(zipROut, { force: true });
      const zipMs = await time(() => run('zip', ['-qr', zipROut, '.'], pluginDir));
      let tree: FileTree | undefined;
      const nodeImportMs = await time(async () => {
        const result = await readPluginZip(bytes);
        if (result.kind === 'refused' || result.kind === 'choose-plugin')
          throw new Error(JSON.stringify(result));
        tree = result.tree;
      });
      const nodeExportMs = await time(() => writePluginZip(tree!));
      const pageImport = await page.evaluate(() => window.bench.importOnce());
      const pageExport = await page.evaluate(() => window.bench.exportOnce());
      const nativeRead = await page.evaluate(() => window.bench.readOnPage('native'));
      const jszipRead = await page.evaluate(() => window.bench.readOnPage('jszip'));
      const revalidation = await page.evaluate(
        ([path, keystrokes]) => window.bench.revalidate(path, keystrokes),
        [input.skillPath, input.keystrokes] as const,
      );
      console.log(
        `zip round ${round}: unzip ${ms(unzipMs)}, zip -r ${ms(zipMs)}, page import ${ms(pageImport.ms)} (longest task ${ms(pageImport.longestTaskMs)}), ` +
          `page export ${ms(pageExport.ms)} (longest task ${ms(pageExport.longestTaskMs)}), node import ${ms(nodeImportMs)}, node export ${ms(nodeExportMs)}, ` +
          `validate cold ${ms(revalidation.coldMs)}, after a keystroke median ${median(revalidation.keystrokeMs).toFixed(1)} ms, ` +
          `readPluginZip on the page ${ms(nativeRead)} (with jszip's reading ${ms(jszipRead)})`,
      );
      if (round === 0) continue;
      unzipRuns.push(unzipMs);
      zipRuns.push(zipMs);
      nodeImportRuns.push(nodeImportMs);
      nodeExportRuns.push(nodeExportMs);
      imports.push(pageImport);
      exports.push(pageExport);
      revalidations.push(revalidation);
      nativeReads.push(nativeRead);
      jszipReads.push(jszipRead);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(unzipDir, { recursive: true, force: true });
  }
  const chromiumVersion = browser.version();

  const section2 = '2. Large plugin: import and export (zip page: the archive worker alone)';
  const section3 = '3. Re-validation after one keystroke in a SKILL.md of the large plugin';
  const coldRuns = revalidations.map((r) => r.coldMs);
  const figures: Figure[] = [
    ratioFigure(
      section2,
      'Import in Chromium (worker, File → tree)',
      imports.map((r) => r.ms),
      'unzip -q',
      unzipRuns,
      3,
    ),
    ratioFigure(
      section2,
      'Export in Chromium (worker, tree → zip bytes)',
      exports.map((r) => r.ms),
      'zip -qr',
      zipRuns,
      2.5,
    ),
    ceilingFigure(
      section2,
      'Longest main-thread task during import',
      'ms',
      imports.map((r) => r.longestTaskMs),
      200,
    ),
    ceilingFigure(
      section2,
      'Longest main-thread task during export',
      'ms',
      exports.map((r) => r.longestTaskMs),
      200,
    ),
    plainFigure(
      section2,
      'readPluginZip on the page, entries inflated by DecompressionStream',
      'ms',
      nativeReads,
      {
        reference: "the same with jszip's reading",
        referenceRuns: jszipReads,
      },
    ),
    plainFigure(section2, 'Import under Node (readPluginZip)', 'ms', nodeImportRuns),
    plainFigure(section2, 'Export under Node (writePluginZip)', 'ms', nodeExportRuns),
    medianFigure(
      section3,
      'validate() after a keystroke: median of the run',
      'ms',
      revalidations.map((r) => median(r.keystrokeMs)),
      16,
      { reference: 'first validate() of the tree (cold)', referenceRuns: coldRuns },
    ),
    medianFigure(
      section3,
      'validate() after a keystroke: p95 of the run',
      'ms',
      revalidations.map((r) => percentile(r.keystrokeMs, 95)),
      50,
      { reference: 'first validate() of the tree (cold)', referenceRuns: coldRuns },
    ),
  ];
  const notes = [
    `Zip page: each figure is the median of ${rounds} rounds after one warm-up round; each round runs every contender once, in turn, so that load on a shared machine affects them alike. unzip extracts into ${unzipDir.startsWith('/dev/shm') ? 'memory (/dev/shm)' : 'bench/.work'}; zip -r reads the generated folder.`,
    'Zip page import time runs from the call to openZipInWorker(file) to the tree arriving on the page: worker start, reading the File, every check, inflating, CRC-32 and handing the buffers back. Export time runs from saveZipInWorker(tree) to the zip bytes arriving on the page, including copying the tree to the worker.',
    `Long tasks are those the page reported through PerformanceObserver("longtask") while the run was in flight; 0 means none over 50 ms. Check: a deliberate 150 ms busy loop on the page was reported as a ${Math.round(observerCheck.longestTaskMs)} ms task.`,
    `Re-validation: after each import, validate() of the new tree (cold), then ${input.keystrokes} one-character insertions in the middle of ${input.skillPath}, each in its own task, each followed by validate() of the new tree (${revalidations[0]?.diagnostics ?? 0} diagnostics). Per run, the median and the p95 of those keystrokes; the figure is the median over the runs.`,
    "The zip library was the bottleneck of import: profiled (node --cpu-prof), a quarter of jszip's reading is its ArrayReader constructor rewriting every input byte (data[i] &= 0xFF), then pako inflating in JavaScript and jszip's chunk stream. Entries are now read straight from the archive (their extents are already checked by zip-layout.ts) and inflated by the runtime's own DecompressionStream('deflate-raw'); jszip reads only where a runtime lacks it, and still writes. The figure 'readPluginZip on the page' times both ways on the same page in each round.",
    `Progress messages per import: ${imports.map((r) => r.progressMessages).join(', ')}; per export: ${exports.map((r) => r.progressMessages).join(', ')}.`,
  ];
  return { figures, notes, chromium: chromiumVersion, unzipMs: median(unzipRuns), zipMs: median(zipRuns) };
}
