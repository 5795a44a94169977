/**
 * What the checks of one MCP server share: a reporter that places each diagnostic in mcp.json
 * under that server, and the two rules every kind of server can break — values that look like
 * secrets and `${…}` placeholders that will never be filled in.
 */
import type { Diagnostic, QuickFix } from './diagnostic';
import type { TextRange } from '../model/text-position';
import { keyRangeOf, rangeOf, toPointer, type ParsedJson } from '../model/json-document';
import { isJsonObject } from '../model/json-document';
import { literalPlaceholders } from './mcp-checks';
import { diagnose, quote, titled, type MessageText, type RuleInfo } from './rule';
import { rule } from './rules';
import { looksLikeSecret } from '../model/secrets';

/** The sentence that ends a server's errors: the client skips that server (§7.2.2). */
export const SKIPPED = 'Bailey will skip this server until this is fixed.';

/** Reports problems of one server. */
export interface ServerReporter {
  /** The server's title, as the Tools view shows it, for messages. */
  readonly server: string;
  /** The server's name as mcp.json has it (for quick fixes). */
  readonly name: string;
  /** The pointer of a member of the server (`['env', 'KEY']` → `/mcpServers/<name>/env/KEY`). */
  pointer(...path: (string | number)[]): string;
  /** The range of `pointer` (of its name when `key`). */
  range(pointer: string, key?: boolean): TextRange | undefined;
  /** Reports at `pointer` (at its name when `key`), with a quick fix when one is obvious. */
  report(rule: RuleInfo, message: MessageText, pointer: string, key?: boolean, fix?: QuickFix): void;
  /** Warns when `value` looks like a secret; `subject` starts the sentence. */
  secret(value: string, name: string | undefined, subject: string, pointer: string): void;
  /** Warns about placeholders in `text` that stay literal (`expands`: args, env values, cwd); `where` starts the sentence. */
  placeholders(text: string, expands: boolean, pointer: string, where: string): void;
}

/** A reporter for server `name` of the parsed mcp.json, pushing into `out`. */
export function serverReporter(name: string, parsed: ParsedJson, out: Diagnostic[]): ServerReporter {
  const server = titled(name);
  const base = ['mcpServers', name];
  const range = (pointer: string, key = false) =>
    key ? keyRangeOf(parsed, pointer) : rangeOf(parsed, pointer);
  const report = (rule: RuleInfo, message: MessageText, pointer: string, key = false, fix?: QuickFix) =>
    out.push(diagnose(rule, 'mcp.json', message, { pointer, range: range(pointer, key), fix }));
  return {
    server,
    name,
    pointer: (...path) => toPointer([...base, ...path]),
    range,
    report,
    secret(value, valueName, subject, pointer) {
      if (!looksLikeSecret(value, valueName)) return;
      report(
        rule('mcp.secret'),
        `${subject} looks like a password or access key. Anyone who gets the plugin can read it; remove it and let sign-in happen when the assistant connects.`,
        pointer,
      );
    },
    placeholders(text, expands, pointer, where) {
      const [first] = literalPlaceholders(text, expands);
      if (first === undefined) return;
      const why = expands
        ? 'Bailey only fills in ${PLUGIN_ROOT} and ${PLUGIN_DATA}'
        : 'Bailey fills in nothing in addresses and headers';
      report(
        rule('mcp.unknown-placeholder'),
        `${where} of ${server} contains ${quote(first)}, which will be used exactly as written: ${why}. Write the real value, or remove it.`,
        pointer,
      );
    },
  };
}

/** The text members of an object value (others are the schema's business). */
export function textEntries(value: unknown): [string, string][] {
  if (!isJsonObject(value)) return [];
  return Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
}
