/**
 * Writes the benchmark's findings as bench/report.json (for tools) and bench/report.md (for people),
 * from the same figures: each with its median over the runs, the reference measured in the same
 * runs, and its target.
 */
import { writeFileSync } from 'node:fs';
import { median, percentile } from './harness';

export type Unit = 'ms' | 'KB' | 'MB' | 'count';

/** One measured figure. */
export interface Figure {
  /** The issue's figure it belongs to ("1. First screen", …). */
  readonly section: string;
  readonly figure: string;
  readonly unit: Unit;
  /** The median over the runs (each run's value is itself a time, a size, a median or a p95). */
  readonly median: number;
  readonly runs: readonly number[];
  readonly reference?: string;
  readonly referenceMedian?: number;
  readonly referenceRuns?: readonly number[];
  readonly ratio?: number;
  readonly target?: string;
  readonly pass?: boolean;
}

/** Everything the report says. */
export interface Report {
  readonly generatedAt: string;
  readonly durationSeconds: number;
  readonly machine: {
    readonly cpus: number;
    readonly cpuModel: string;
    readonly node: string;
    readonly chromium: string;
    readonly loadBefore: number;
    readonly loadAfter: number;
  };
  readonly datasets: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly figures: readonly Figure[];
  /** Free-form lists, by title (the start screen's requests, …). */
  readonly lists: Readonly<Record<string, readonly string[]>>;
  readonly notes: readonly string[];
  /** Prose written by people (what was found and changed), kept at the end of report.md as it is. */
  readonly findings?: string;
}

interface Reference {
  readonly reference?: string;
  readonly referenceRuns?: readonly number[];
}

function withReference(ref: Reference): Partial<Figure> {
  if (!ref.reference) return {};
  return {
    reference: ref.reference,
    ...(ref.referenceRuns ? { referenceRuns: ref.referenceRuns, referenceMedian: median(ref.referenceRuns) } : {}),
  };
}

/**
 * A figure compared with a reference under a "ratio at most" target, or for information when
 * `maxRatio` is not given. The ratio is the median of the per-round ratios: each round timed both
 * back to back, so each ratio saw the same load.
 */
export function ratioFigure(
  section: string,
  figure: string,
  runs: readonly number[],
  reference: string,
  referenceRuns: readonly number[],
  maxRatio?: number,
): Figure {
  const ratio = median(runs.map((run, i) => run / referenceRuns[i]!));
  return {
    section,
    figure,
    unit: 'ms',
    median: median(runs),
    runs,
    reference,
    referenceRuns,
    referenceMedian: median(referenceRuns),
    ratio,
    ...(maxRatio === undefined ? {} : { target: `≤ ${maxRatio}× ${reference}`, pass: ratio <= maxRatio }),
  };
}

/** A figure whose median must stay at or under `limit`. */
export function medianFigure(
  section: string,
  figure: string,
  unit: Unit,
  runs: readonly number[],
  limit: number,
  ref: Reference = {},
): Figure {
  const value = median(runs);
  return {
    section,
    figure,
    unit,
    median: value,
    runs,
    ...withReference(ref),
    target: `median ≤ ${limit} ${unit}`,
    pass: value <= limit,
  };
}

/** A figure every run of which must stay at or under `limit` (a worst case, such as a long task). */
export function ceilingFigure(
  section: string,
  figure: string,
  unit: Unit,
  runs: readonly number[],
  limit: number,
  ref: Reference = {},
): Figure {
  return {
    section,
    figure,
    unit,
    median: median(runs),
    runs,
    ...withReference(ref),
    target: unit === 'count' ? `every run ≤ ${limit}` : `every run ≤ ${limit} ${unit}`,
    pass: Math.max(...runs) <= limit,
  };
}

/** A figure every run of which must reach at least `floor` (visible progress, …). */
export function floorFigure(
  section: string,
  figure: string,
  unit: Unit,
  runs: readonly number[],
  floor: number,
  ref: Reference = {},
): Figure {
  return {
    section,
    figure,
    unit,
    median: median(runs),
    runs,
    ...withReference(ref),
    target: `every run ≥ ${floor}`,
    pass: Math.min(...runs) >= floor,
  };
}

/** A size compared with a fixed reference size under a "ratio at most" target. */
export function sizeRatioFigure(
  section: string,
  figure: string,
  runs: readonly number[],
  reference: string,
  referenceSize: number,
  maxRatio: number,
): Figure {
  const ratio = median(runs) / referenceSize;
  return {
    section,
    figure,
    unit: 'MB',
    median: median(runs),
    runs,
    reference,
    referenceMedian: referenceSize,
    ratio,
    target: `≤ ${maxRatio}× ${reference}`,
    pass: ratio <= maxRatio,
  };
}

/** A figure given for information, with no target. */
export function plainFigure(
  section: string,
  figure: string,
  unit: Unit,
  runs: readonly number[],
  ref: Reference = {},
): Figure {
  return { section, figure, unit, median: median(runs), runs, ...withReference(ref) };
}

/** The p95 of `values`, for a run's list of samples. */
export const p95 = (values: readonly number[]) => percentile(values, 95);

function show(value: number | undefined, unit: Unit): string {
  if (value === undefined || Number.isNaN(value)) return '';
  if (unit === 'count' || value === 0) return unit === 'count' ? String(Math.round(value)) : `0 ${unit}`;
  const digits = unit === 'ms' ? (value < 10 ? 1 : 0) : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

/** Writes the JSON and Markdown reports. */
export function writeReport(report: Report, jsonPath: string, markdownPath: string): void {
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  const { machine } = report;
  const lines = [
    '# Performance benchmark',
    '',
    `Generated by \`npm run bench\` (bench/zip-bench.ts) on ${report.generatedAt.slice(0, 10)} in ${Math.round(report.durationSeconds)} s. ` +
      `Machine: ${machine.cpus} × ${machine.cpuModel}, shared with other work (load average ${machine.loadBefore.toFixed(1)} before, ${machine.loadAfter.toFixed(1)} after); ` +
      `Node ${machine.node}; Chromium ${machine.chromium} (headless).`,
    '',
    'Datasets:',
    '',
    ...Object.entries(report.datasets).map(
      ([name, facts]) =>
        `- ${name}: ${Object.entries(facts)
          .map(([key, value]) => `${key} ${value.toLocaleString('en')}`)
          .join(', ')}`,
    ),
    '',
    '| Figure | Median | Reference (median) | Ratio | Target | Met | Runs |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  let section = '';
  for (const f of report.figures) {
    if (f.section !== section) {
      section = f.section;
      lines.push(`| **${section}** |  |  |  |  |  |  |`);
    }
    const reference = f.reference
      ? `${f.reference}${f.referenceMedian !== undefined ? `: ${show(f.referenceMedian, f.unit)}` : ''}`
      : '';
    const met = f.pass === undefined ? '' : f.pass ? 'yes' : '**no**';
    const runs = f.runs.map((run) => (f.unit === 'ms' && run >= 10 ? Math.round(run) : +run.toFixed(1))).join(', ');
    lines.push(
      `| ${f.figure} | ${show(f.median, f.unit)} | ${reference} | ${f.ratio !== undefined ? `${f.ratio.toFixed(2)}×` : ''} | ${f.target ?? ''} | ${met} | ${runs} |`,
    );
  }
  lines.push('', ...report.notes.map((note) => `- ${note}`));
  for (const [title, items] of Object.entries(report.lists)) {
    lines.push('', `### ${title}`, '', ...items.map((item) => `- ${item}`));
  }
  if (report.findings) lines.push('', report.findings.trimEnd());
  writeFileSync(markdownPath, `${lines.join('\n')}\n`);
}
