/**
 * Rules for one MCP server entry (Agent Plugins §7.2.1, §9.2). The entry is checked against the
 * one schema variant its `type` selects — a person wants "this online service needs an
 * address", not three failed alternatives — and then against the rules the schema cannot say
 * (mcp-stdio-rules.ts, mcp-remote-rules.ts).
 */
import type { Diagnostic } from './diagnostic';
import type { ParsedJson } from '../model/json-document';
import {
  validateMcpSseServer,
  validateMcpStdioServer,
  validateMcpStreamableHttpServer,
} from './generated/schema-validators.js';
import { isJsonObject } from '../model/json-document';
import { jsonLocator } from './json-rules';
import { checkRemote } from './mcp-remote-rules';
import { serverReporter, SKIPPED } from './mcp-server-report';
import { checkStdio, type CommandFacts } from './mcp-stdio-rules';
import { worded } from './rule';
import { rule } from './rules';
import { checkSchema } from './schema-errors';
import { FALLBACK_RULES } from './schema-messages';

/** What other files' rules need about one server. */
export interface ServerFacts extends CommandFacts {
  readonly name: string;
  readonly pointer: string;
  readonly type?: 'stdio' | 'streamable-http' | 'sse';
}

/** Checks the server `name` of mcp.json; never throws on any value. */
export function checkServer(
  name: string,
  value: unknown,
  parsed: ParsedJson,
): { diagnostics: Diagnostic[]; facts: ServerFacts } {
  const diagnostics: Diagnostic[] = [];
  const r = serverReporter(name, parsed, diagnostics);
  const base = r.pointer();
  if (!isJsonObject(value)) {
    r.report(
      FALLBACK_RULES.mcp,
      `The settings of the server ${r.server} are not written correctly. ${SKIPPED}`,
      base,
    );
    return { diagnostics, facts: { name, pointer: base } };
  }
  const type = value.type;
  if (type !== 'stdio' && type !== 'streamable-http' && type !== 'sse') {
    const what =
      type === undefined ? 'does not say where it runs' : 'says it runs in a way Bailey does not know';
    const message = worded(
      `The server ${r.server} ${what}. ${SKIPPED}`,
      'Choose where it runs: on this computer, or as an online service.',
      'Set its "type" in mcp.json to "stdio" (a program on this computer), or "streamable-http" or "sse" (an online service).',
    );
    // A missing type is shown on the server's name; a wrong one on the value.
    const fix =
      type === 'http'
        ? {
            label: 'Make it an online service',
            action: {
              type: 'set-member',
              file: 'mcp.json',
              pointer: r.pointer('type'),
              value: 'streamable-http',
            } as const,
            // "http" is the older name of the same kind of server.
            safe: true,
          }
        : undefined;
    r.report(
      rule('mcp.server-type'),
      message,
      type === undefined ? base : r.pointer('type'),
      type === undefined,
      fix,
    );
    return { diagnostics, facts: { name, pointer: base } };
  }
  const stdio = type === 'stdio';
  const validator = stdio
    ? validateMcpStdioServer
    : type === 'sse'
      ? validateMcpSseServer
      : validateMcpStreamableHttpServer;
  diagnostics.push(
    ...checkSchema(validator, {
      document: stdio ? 'mcp-stdio' : 'mcp-remote',
      file: 'mcp.json',
      value,
      base,
      locate: jsonLocator(parsed),
    }),
  );
  if (!stdio) {
    checkRemote(value, r);
    return { diagnostics, facts: { name, pointer: base, type } };
  }
  return { diagnostics, facts: { name, pointer: base, type, ...checkStdio(value, r) } };
}
