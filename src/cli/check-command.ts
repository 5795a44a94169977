/** `solution-builder check PATH...`: every rule on each plugin, reported in the chosen format. */
import { githubReport } from './github-report';
import { parseCommandLine, usageError } from './command-line';
import { loadPlugins } from './load-plugins';
import { fails, formatHuman, jsonReport, type ReportOptions } from './report';
import { validate } from '../validate/validate';

const formats = ['text', 'json', 'github'] as const;
type Format = (typeof formats)[number];

export async function check(args: readonly string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    json: { type: 'boolean' },
    format: { type: 'string' },
    strict: { type: 'boolean' },
    quiet: { type: 'boolean' },
    root: { type: 'string' },
  });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals: paths } = parsed;
  const format = values.format ?? (values.json ? 'json' : 'text');
  if (!isFormat(format)) return usageError(`unknown format "${format}" (use ${formats.join(', ')})`);
  if (paths.length === 0) return usageError('name at least one plugin folder or .zip to check');
  const options: ReportOptions = { strict: values.strict ?? false, quiet: values.quiet ?? false };

  let status = 0;
  const jsonReports: object[] = [];
  const texts: { label: string; text: string }[] = [];
  for (const path of paths) {
    const loaded = await loadPlugins(path, values.root);
    if ('problem' in loaded) {
      console.error(`${path}: ${loaded.problem}`);
      jsonReports.push({ path, valid: false, error: loaded.problem });
      status = 2;
      continue;
    }
    for (const plugin of loaded.plugins) {
      if (!options.quiet) for (const note of plugin.notes) console.error(`${plugin.label}: ${note}`);
      const diagnostics = validate(plugin.tree);
      if (fails(diagnostics, options) && status === 0) status = 1;
      if (format === 'github') {
        const text = githubReport(diagnostics, options, plugin.fileOf);
        if (text) console.log(text);
      } else if (format === 'json')
        jsonReports.push({
          path,
          ...(loaded.plugins.length > 1 ? { root: plugin.root } : {}),
          ...jsonReport(diagnostics, options),
        });
      else texts.push({ label: plugin.label, text: formatHuman(diagnostics, options) });
    }
  }
  // One plugin's report stands alone; several are each put under their name.
  const single = jsonReports.length === 1 && paths.length === 1;
  if (format === 'json') {
    if (single) delete (jsonReports[0] as { path?: string }).path;
    console.log(JSON.stringify(single ? jsonReports[0] : jsonReports, null, 2));
  }
  for (const { label, text } of texts)
    if (text) console.log(texts.length > 1 || paths.length > 1 ? `${label}:\n${indent(text)}` : text);
  return status;
}

function isFormat(format: string): format is Format {
  return (formats as readonly string[]).includes(format);
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}
