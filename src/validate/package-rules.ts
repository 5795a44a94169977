/**
 * Package rules (Agent Plugins 1.0.0 §5): plugin.json exists at the root, is a JSON object that
 * matches the manifest schema, and — for Bailey — names the solution document under
 * `extensions["org.sigrix"].assistant`. A plugin without that is a plain plugin, which the
 * builder offers to turn into a solution.
 */
import type { Diagnostic } from './diagnostic';
import type { TextRange } from '../model/text-position';
import { getFile, type FileTree } from '../model/file-tree';
import { CLAUDE_MANIFEST_PATH } from '../model/plugin-manifest';
import { detectOtherLayout, type OtherLayout } from '../model/plugin-root';
import type { ParsedJson } from '../model/json-document';
import { jsonDocumentFacts, jsonLocator } from './json-rules';
import { diagnose, quote, type Worded } from './rule';
import { rule } from './rules';
import { checkSchema } from './schema-errors';
import { validatePlugin } from './generated/schema-validators.js';
import { agentPluginsVersion, SIGRIX_NAMESPACE } from './spec';
import { isJsonObject, keyRangeOf, ownMember, rangeOf } from '../model/json-document';

/** Where plugin.json names the solution document, as far as it does. */
export type SolutionRef =
  /** `blocked`: `extensions` (or its org.sigrix entry) is not an object, so it cannot name one yet. */
  | { readonly kind: 'absent'; readonly blocked?: boolean }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'named'; readonly path: string; readonly range?: TextRange };

/** What the other rules need to know about plugin.json, extracted once per version of the file. */
export interface PluginFacts {
  readonly diagnostics: readonly Diagnostic[];
  readonly parsed?: ParsedJson;
  /** Whether the file holds an object, so its members could be read. */
  readonly readable: boolean;
  readonly name?: string;
  /** The Agent Plugins version its `$schema` names, when it names one. */
  readonly version?: string;
  readonly solution: SolutionRef;
}

const PLUGIN_FILE = 'plugin.json';
const SOLUTION_POINTER = `/extensions/${SIGRIX_NAMESPACE}/assistant`;
// The solution format's own file_path grammar (assistant.schema.json $defs/file_path).
const FILE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

const PLUGIN_WORDS = {
  consequence: 'Bailey cannot read the plugin until this is fixed.',
  notObject:
    'The plugin details must be a group of named settings, such as its web name and version. Bailey will refuse to install it until this is fixed.',
};

/** The facts of the tree's plugin.json, or undefined when it has none (cached per file version). */
export function pluginFacts(tree: FileTree): PluginFacts | undefined {
  const entry = getFile(tree, PLUGIN_FILE);
  if (!entry) return undefined;
  return jsonDocumentFacts('plugin', PLUGIN_FILE, entry, PLUGIN_WORDS, ({ diagnostics, parsed, value }) => {
    if (!parsed) return { diagnostics, readable: false, solution: { kind: 'absent' } };
    if (!value) return { diagnostics, parsed, readable: false, solution: { kind: 'absent' } };
    diagnostics.push(
      ...checkSchema(validatePlugin, {
        document: 'plugin',
        file: PLUGIN_FILE,
        value,
        locate: jsonLocator(parsed),
      }),
    );
    const solution = solutionRef(parsed, value);
    if (solution.kind === 'invalid') {
      const reference = ownMember(ownMember(ownMember(value, 'extensions'), SIGRIX_NAMESPACE), 'assistant');
      diagnostics.push(
        diagnose(rule('plugin.solution-path'), PLUGIN_FILE, solutionPathMessage(reference), {
          pointer: SOLUTION_POINTER,
          range: rangeOf(parsed, SOLUTION_POINTER),
        }),
      );
    }
    const name = ownMember(value, 'name');
    const version = agentPluginsVersion(ownMember(value, '$schema'), 'plugin');
    return {
      diagnostics,
      parsed,
      readable: true,
      solution,
      ...(typeof name === 'string' ? { name } : {}),
      ...(version !== undefined ? { version } : {}),
    };
  });
}

function solutionRef(parsed: ParsedJson, value: Record<string, unknown>): SolutionRef {
  const extensions = ownMember(value, 'extensions');
  const namespace = ownMember(extensions, SIGRIX_NAMESPACE);
  if (!isJsonObject(namespace) || !Object.prototype.hasOwnProperty.call(namespace, 'assistant')) {
    const blocked =
      (extensions !== undefined && !isJsonObject(extensions)) ||
      (namespace !== undefined && !isJsonObject(namespace));
    return blocked ? { kind: 'absent', blocked } : { kind: 'absent' };
  }
  const path = namespace.assistant;
  if (typeof path !== 'string' || path.length > 255 || !FILE_PATH.test(path)) return { kind: 'invalid' };
  const range = rangeOf(parsed, SOLUTION_POINTER);
  return { kind: 'named', path, ...(range ? { range } : {}) };
}

/** plugin.json's own diagnostics plus the package rules that look at the rest of the tree. */
export function packageDiagnostics(tree: FileTree, plugin: PluginFacts | undefined): Diagnostic[] {
  if (!plugin) return [missingPlugin(tree)];
  const diagnostics = [...plugin.diagnostics];
  if (!plugin.readable) return diagnostics;
  if (plugin.solution.kind === 'absent') {
    const range = plugin.parsed ? keyRangeOf(plugin.parsed, '') : undefined;
    diagnostics.push(
      diagnose(
        rule('plugin.not-solution'),
        PLUGIN_FILE,
        notSolutionMessage(plugin.solution.blocked === true),
        {
          range: range ? { startLine: range.startLine, endLine: range.startLine } : undefined,
          // The model refuses to add the solution's entry to settings that are not a group.
          fix: plugin.solution.blocked
            ? undefined
            : { label: 'Make it a solution', action: { type: 'make-solution' }, safe: false },
        },
      ),
    );
  } else if (plugin.solution.kind === 'named' && !getFile(tree, plugin.solution.path)) {
    diagnostics.push(
      diagnose(rule('plugin.solution-file-missing'), PLUGIN_FILE, solutionFileMissing(plugin.solution.path), {
        pointer: SOLUTION_POINTER,
        range: plugin.solution.range,
        fix: { label: 'Make it a solution', action: { type: 'make-solution' }, safe: false },
      }),
    );
  }
  return diagnostics;
}

function solutionPathMessage(reference: unknown): Worded {
  const what = `The plugin names its solution details as ${quote(reference)}, which is not a file inside the plugin. Bailey cannot find the solution;`;
  return {
    app: `${what} make the plugin a solution again.`,
    terminal: `${what} name a file inside it, such as *assistant.json*.`,
  };
}

function solutionFileMissing(path: string): Worded {
  const what = `The plugin says its solution details are in ${quote(path)}, but it has no such file. Bailey cannot install it as a solution;`;
  return {
    app: `${what} make it a solution again.`,
    terminal: `${what} add the file, or open the plugin in the Solution Builder app to write a new one.`,
  };
}

function notSolutionMessage(blocked: boolean): Worded {
  // The app says what she opened is not a solution yet; the terminal names the plugin for a developer.
  const what = (it: string) => `${it} is not an assistant solution yet, so Bailey cannot install it as one.`;
  return blocked
    ? {
        app: `${what('This')} Correct its settings for other apps first, then make it a solution.`,
        terminal: `${what('This plugin')} First make its settings for other apps a group of named settings; then the Solution Builder app can add the solution's details.`,
      }
    : {
        app: `${what('This')} Make it a solution to give it instructions, conversation starters and more.`,
        terminal: `${what('This plugin')} To give it instructions, conversation starters and more, open it in the Solution Builder app, which adds the solution's details.`,
      };
}

function missingPlugin(tree: FileTree): Diagnostic {
  const claude = getFile(tree, CLAUDE_MANIFEST_PATH) !== undefined;
  const other = claude ? undefined : detectOtherLayout(tree);
  if (other?.root === '') return diagnose(rule('plugin.missing'), PLUGIN_FILE, otherLayoutMessage(other));
  // The terminal names the file for a developer; the app says what is missing in the person's words.
  const what = claude
    ? 'There is no plugin.json at the top of this plugin: it is laid out for Claude Code only, so Bailey cannot install it.'
    : 'There is no plugin.json at the top of this plugin, so Bailey cannot install it.';
  const message: Worded = claude
    ? {
        app: 'This plugin is laid out for Claude Code only: it has no package details in the portable layout Bailey reads, so Bailey cannot install it. Convert it to the portable layout.',
        terminal: `${what} Add a plugin.json at its top; opening it in the Solution Builder app writes one from the Claude Code details.`,
      }
    : {
        app: 'This plugin has no package details (its name, version and what it holds), so Bailey cannot install it. Open a folder or zip that has them, or start a new solution.',
        terminal: `${what} Check the plugin's own folder or zip (the one with plugin.json at its top), or add one.`,
      };
  // The conversion stays one click away after "Not now" on the offer made when it opened.
  return diagnose(
    rule('plugin.missing'),
    PLUGIN_FILE,
    message,
    claude
      ? {
          fix: {
            label: 'Convert to the portable layout',
            action: { type: 'convert-claude-plugin' },
            // It rewrites the plugin's layout: the person asks for it.
            safe: false,
          },
        }
      : {},
  );
}

/** A plugin laid out for another client only (`.plugin/plugin.json`, the Open Plugins layout…). */
function otherLayoutMessage({ client, manifest }: OtherLayout): Worded {
  const what = `This plugin is laid out for ${client} only, so Bailey cannot install it`;
  return {
    app: `${what}: it has no package details in the portable layout Bailey reads. Ask whoever made it for the version made for every assistant (an Agent Plugin).`,
    terminal: `${what}: its description is ${manifest}, and Agent Plugins clients read plugin.json at the top alone. Add a plugin.json there with the Agent Plugins 1.0.0 $schema and the name, version and description of ${manifest} (keep ${manifest} for ${client}).`,
  };
}
