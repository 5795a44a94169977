/**
 * `solution-builder check PATH...`: every rule on each plugin, reported in the chosen format; with
 * `--plugin`, by Agent Plugins 1.0.0 and Agent Skills alone (validate/rule-modes.ts).
 */
import { githubReport } from './github-report';
import { inertJson, parseCommandLine, shownPath, usageError } from './command-line';
import { loadPlugins, type LoadedPlugin } from './load-plugins';
import { fails, formatHuman, jsonReport, type ReportOptions } from './report';
import type { SarifInput, SarifNotice } from './sarif-report';
import type { Diagnostic } from '../validate/diagnostic';
import { validate } from '../validate/validate';

const formats = ['text', 'json', 'sarif', 'github'] as const;
type Format = (typeof formats)[number];

/** One plugin checked, or one path that could not be. */
type Outcome =
  | { readonly path: string; readonly plugin: LoadedPlugin; readonly diagnostics: readonly Diagnostic[] }
  | { readonly path: string; readonly problem: string };

export async function check(args: readonly string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    json: { type: 'boolean' },
    format: { type: 'string' },
    strict: { type: 'boolean' },
    quiet: { type: 'boolean' },
    root: { type: 'string' },
    plugin: { type: 'boolean' },
  });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals: paths } = parsed;
  const format = values.format ?? (values.json ? 'json' : 'text');
  if (!isFormat(format)) return usageError(`unknown format "${format}" (use ${formats.join(', ')})`);
  if (paths.length === 0) return usageError('name at least one plugin folder or .zip to check');
  const plainPlugin = values.plugin ?? false;
  const options: ReportOptions = {
    strict: values.strict ?? false,
    quiet: values.quiet ?? false,
    ...(plainPlugin ? { plainPlugin } : {}),
  };

  const outcomes: Outcome[] = [];
  const notes: SarifNotice[] = [];
  for (const path of paths) {
    const loaded = await loadPlugins(path, values.root);
    if ('problem' in loaded) {
      console.error(`${shownPath(path)}: ${loaded.problem}`);
      outcomes.push({ path, problem: loaded.problem });
      continue;
    }
    for (const plugin of loaded.plugins) {
      for (const note of plugin.notes) {
        if (!options.quiet) console.error(`${shownPath(plugin.label)}: ${note}`);
        notes.push({ path: plugin.label, text: note, level: 'note' });
      }
      outcomes.push({ path, plugin, diagnostics: validate(plugin.tree, { plainPlugin }) });
    }
  }
  const text = await reporters[format](outcomes, options, paths.length > 1, notes);
  if (text) console.log(text);
  return outcomes.some((o) => 'problem' in o)
    ? 2
    : outcomes.some((o) => 'diagnostics' in o && fails(o.diagnostics, options))
      ? 1
      : 0;
}

type Reporter = (
  outcomes: readonly Outcome[],
  options: ReportOptions,
  severalPaths: boolean,
  notes: readonly SarifNotice[],
) => string | Promise<string>;

const reporters: Record<Format, Reporter> = {
  text: (outcomes, options, severalPaths) => {
    const checked = outcomes.filter((o) => 'diagnostics' in o);
    // One plugin's report stands alone; several are each put under their name.
    const labelled = severalPaths || checked.length > 1;
    return checked
      .map(({ plugin, diagnostics }) => {
        const text = formatHuman(diagnostics, options);
        return labelled && text ? `${shownPath(plugin.label)}:\n${indent(text)}` : text;
      })
      .filter(Boolean)
      .join('\n');
  },
  json: (outcomes, options, severalPaths) => {
    const reports = outcomes.map((o) =>
      'problem' in o
        ? { path: o.path, valid: false, error: o.problem }
        : {
            path: o.path,
            ...(o.plugin.label !== o.path ? { root: o.plugin.root } : {}),
            ...jsonReport(o.diagnostics, options),
          },
    );
    if (reports.length === 1 && !severalPaths) {
      const { path: _path, ...single } = reports[0]!;
      return inertJson(single, 2);
    }
    return inertJson(reports, 2);
  },
  github: (outcomes, options) =>
    outcomes
      .map((o) => ('diagnostics' in o ? githubReport(o.diagnostics, options, o.plugin.fileOf) : ''))
      .filter(Boolean)
      .join('\n'),
  sarif: async (outcomes, options, _severalPaths, notes) => {
    // The rule table and SARIF's shapes are read only for this format.
    const { sarifLog } = await import('./sarif-report');
    const checked: SarifInput[] = [];
    const notices: SarifNotice[] = [];
    for (const o of outcomes)
      if ('problem' in o) notices.push({ path: o.path, text: o.problem, level: 'error' });
      else
        checked.push({
          path: o.path,
          root: o.plugin.root,
          zip: o.plugin.zip,
          diagnostics: o.diagnostics,
        });
    return inertJson(sarifLog(checked, [...notices, ...notes], options), 2);
  },
};

function isFormat(format: string): format is Format {
  return (formats as readonly string[]).includes(format);
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}
