/**
 * The placeholder spellings of the set-ups people paste, read into one form. Claude Code writes
 * `${VAR}` and `${VAR:-default}`, VS Code `${input:id}` and `${env:VAR}`, Cursor `${env:VAR}`,
 * the MCP Registry `{name}` in templates. Agent Plugins fills in only `${PLUGIN_ROOT}` and
 * `${PLUGIN_DATA}` (Claude's `${CLAUDE_PLUGIN_ROOT}` is the same thing), so every other one is
 * either given its default or left for the person to set when installing.
 */

/** What a set-up says about one of its variables. */
export interface VariableInfo {
  readonly description?: string | undefined;
  readonly secret?: boolean | undefined;
  readonly default?: string | undefined;
}

/** The variables a set-up declares by name, and whether it uses the Registry's `{name}` templates. */
export interface PlaceholderContext {
  readonly variables: ReadonlyMap<string, VariableInfo>;
  readonly braces: boolean;
}

/** Text with the defaults filled in, and the names of the placeholders still open (written `${NAME}`). */
export interface Filled {
  readonly text: string;
  readonly open: readonly string[];
}

const DOLLAR = /\$\{([^}]*)\}/g;
const BRACE = /\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g;
const PORTABLE: Readonly<Record<string, string>> = {
  PLUGIN_ROOT: '${PLUGIN_ROOT}',
  PLUGIN_DATA: '${PLUGIN_DATA}',
  CLAUDE_PLUGIN_ROOT: '${PLUGIN_ROOT}',
  CLAUDE_PLUGIN_DATA: '${PLUGIN_DATA}',
};
const SPELLING = /^(?:input:|env:)?([^:]*?)(?::-([\s\S]*))?$/;

/** Fills in what has a default; the portable placeholders stay; the rest are open. */
export function fillPlaceholders(text: string, context: PlaceholderContext): Filled {
  const open: string[] = [];
  const resolve = (name: string, given: string | undefined): string => {
    const fallback = given ?? context.variables.get(name)?.default;
    if (fallback !== undefined) return fallback;
    if (!open.includes(name)) open.push(name);
    return `\${${name}}`;
  };
  let filled = text.replace(DOLLAR, (whole, inner: string) => {
    const portable = PORTABLE[inner];
    if (portable !== undefined) return portable;
    const match = SPELLING.exec(inner);
    const name = match?.[1]?.trim() ?? '';
    return name === '' ? whole : resolve(name, match?.[2]);
  });
  if (context.braces) {
    // `${…}` already written above never matches here: BRACE needs the name right after `{`,
    // and `${NAME}` keeps its `$`, so such text is skipped below.
    filled = filled.replace(BRACE, (whole, name: string, offset: number, all: string) =>
      all[offset - 1] === '$' ? whole : resolve(name, undefined),
    );
  }
  return { text: filled, open };
}

/** The set-up's description of variable `name`, if it has one. */
export function describeVariable(context: PlaceholderContext, name: string): string | undefined {
  return context.variables.get(name)?.description;
}
