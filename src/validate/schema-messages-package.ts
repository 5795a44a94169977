/**
 * Schema message rows for the package files: plugin.json (Agent Plugins 1.0.0 §5) and mcp.json
 * (§7.2). The mcp.json `$schema` and the servers are left to mcp-rules.ts, which compares the
 * version with the manifest's and checks each server against the one variant its type selects.
 */
import { quote, worded } from './rule';
import { rule } from './rules';
import type { SchemaIssue } from './schema-issue';
import { capitalize, dropped, removeMemberFix, schemaIdFix, type SchemaMessage } from './schema-table';
import { agentPluginsVersion, followed } from './spec';
import { suggestWebName } from './suggest';

const REFUSED = 'Bailey will refuse to install it until this is fixed.';

function nameMessage(issue: SchemaIssue): string {
  const value = issue.value;
  if (issue.keyword === 'required') {
    return `The plugin has no web name, so Bailey cannot install it. Give it one such as *my-assistant*: lowercase letters, digits and hyphens.`;
  }
  if (typeof value !== 'string') return `The web name must be text, such as *my-assistant*. ${REFUSED}`;
  if (value === '') return `The web name is empty. ${REFUSED} Try *my-assistant*.`;
  const suggestion = suggestWebName(value);
  if (value.length > 64) return `The web name is too long: at most 64 characters. Try *${suggestion}*.`;
  return `The web name can only use lowercase letters, digits, hyphens and dots, starting and ending with a letter or digit. Try *${suggestion}*.`;
}

/** plugin.json rows. */
export const PLUGIN_MESSAGES: readonly SchemaMessage[] = [
  // Not an object at all: package-rules.ts says so before the schema runs.
  dropped('plugin', '', 'type'),
  {
    document: 'plugin',
    path: '',
    keyword: 'required',
    member: '$schema',
    rule: rule('plugin.schema-id'),
    message: () =>
      `This plugin does not say which version of Agent Plugins it follows, so Bailey will refuse it. Add the Agent Plugins 1.0.0 marker.`,
    fix: () => schemaIdFix('plugin.json', true),
  },
  {
    document: 'plugin',
    path: '/$schema',
    rule: rule('plugin.schema-id'),
    message: (issue) =>
      `${followed(agentPluginsVersion(issue.value, 'plugin'), 'This plugin')}, so Bailey will refuse it. Switch it to Agent Plugins 1.0.0.`,
    fix: () => schemaIdFix('plugin.json', false),
  },
  {
    document: 'plugin',
    path: '',
    keyword: 'required',
    member: 'name',
    rule: rule('plugin.name'),
    message: nameMessage,
  },
  {
    document: 'plugin',
    path: '/name',
    rule: rule('plugin.name'),
    message: nameMessage,
    fix: (issue) => {
      if (typeof issue.value !== 'string' || issue.value === '') return undefined;
      const name = suggestWebName(issue.value);
      return { label: `Use "${name}"`, action: { type: 'set-web-name', name }, safe: false };
    },
  },
  {
    document: 'plugin',
    path: '',
    keyword: 'additionalProperties',
    rule: rule('plugin.unknown-field'),
    message: (issue) =>
      `${capitalize(quote(issue.member))} is not one of the package details Agent Plugins knows, and a plugin may not carry it there. Remove it, or, if an app needs it, move it into this builder's own settings for apps, where Agent Plugins keeps details only one app reads.`,
    fix: (issue) => {
      const remove = removeMemberFix(issue);
      const member = issue.member;
      // `assistant` is the one name this builder's settings already give a meaning to.
      if (member === undefined || member === 'assistant') return remove;
      return [
        remove,
        {
          label: `Keep "${member}" in the settings for apps`,
          action: { type: 'move-to-extensions', member },
          safe: false,
        },
      ];
    },
  },
  {
    document: 'plugin',
    path: '/author',
    keyword: 'additionalProperties',
    rule: rule('plugin.author'),
    message: (issue) =>
      `The author can only have a name, an email and a web page; ${quote(issue.member)} is not allowed there. ${REFUSED}`,
    fix: (issue) => removeMemberFix(issue),
  },
  {
    document: 'plugin',
    path: '/author',
    keyword: 'type',
    rule: rule('plugin.author'),
    message: () =>
      worded(
        'The author must be given as a name, an email and a web page,',
        `each on its own line in the form. ${REFUSED}`,
        `each a text of its own. ${REFUSED}`,
      ),
  },
  {
    document: 'plugin',
    path: '/author/*',
    rule: rule('plugin.author'),
    message: (issue) =>
      `The author's ${issue.path[1] === 'url' ? 'web page' : issue.path[1]} must be text. ${REFUSED}`,
  },
  {
    document: 'plugin',
    path: '/extensions',
    keyword: 'type',
    rule: rule('plugin.extensions-not-object'),
    message: () =>
      `The settings for other apps are not written as a group of named settings, so Bailey ignores them. Remove them or ask whoever added them.`,
    fix: (issue) => removeMemberFix(issue, 'Remove the settings for other apps'),
  },
  {
    document: 'plugin',
    path: '/extensions/*',
    keyword: 'type',
    rule: rule('plugin.extension-not-object'),
    message: (issue) =>
      `The settings kept for the app ${quote(issue.path[1])} must be a group of named settings, not a single value. ${REFUSED}`,
    fix: (issue) => removeMemberFix(issue, `Remove the settings for "${issue.path[1] ?? ''}"`),
  },
];

const SKIPPED = 'Bailey will skip this server until this is fixed.';

function variantWords(issue: SchemaIssue): string {
  return issue.target.document === 'mcp-stdio' ? 'a server that runs on this computer' : 'an online service';
}

/** mcp.json rows, for the document and for one server checked against its variant. */
export const MCP_MESSAGES: readonly SchemaMessage[] = [
  dropped('mcp', '', 'type'),
  dropped('mcp', '', 'required', '$schema'),
  dropped('mcp', '/$schema'),
  // Each server is checked on its own against the variant its type selects (mcp-rules.ts).
  dropped('mcp', '/mcpServers/**'),
  {
    document: 'mcp',
    path: '',
    keyword: 'additionalProperties',
    rule: rule('mcp.unknown-field'),
    message: (issue) =>
      `The tools file can only list servers; ${quote(issue.member)} does not belong there, and Bailey will not start any of its servers until it is removed.`,
    fix: (issue) => removeMemberFix(issue),
  },
  {
    document: 'mcp',
    path: '',
    keyword: 'required',
    member: 'mcpServers',
    rule: rule('mcp.servers-missing'),
    message: () =>
      `The tools file does not list any servers, so Bailey will not start any. Add a server, or remove the file.`,
  },
  {
    document: 'mcp',
    path: '/mcpServers',
    keyword: 'type',
    rule: rule('mcp.servers-missing'),
    message: () =>
      `The tools file's list of servers is not written correctly, so Bailey will not start any of them.`,
  },
  dropped('mcp-stdio', '', 'type'),
  dropped('mcp-remote', '', 'type'),
  // The cwd forms and containment get their own, more specific messages in mcp-rules.ts.
  dropped('mcp-stdio', '/cwd', 'pattern'),
  {
    document: 'mcp-stdio',
    path: '',
    keyword: 'required',
    member: 'command',
    rule: rule('mcp.command-missing'),
    message: () =>
      `This server runs on this computer but does not say which program to start. ${SKIPPED} Fill in the program.`,
  },
  {
    document: 'mcp-stdio',
    path: '/command',
    keyword: 'minLength|type',
    rule: rule('mcp.command-missing'),
    message: () =>
      `This server runs on this computer but its program is empty. ${SKIPPED} Fill in the program.`,
  },
  {
    document: 'mcp-stdio',
    path: '/env',
    keyword: 'propertyNames',
    rule: rule('mcp.env-reserved'),
    message: (issue) =>
      `The environment setting ${quote(issue.member)} is reserved: Bailey sets it itself when it starts the server. ${SKIPPED} Remove it.`,
    fix: (issue) => removeMemberFix(issue),
  },
  {
    document: 'mcp-remote',
    path: '',
    keyword: 'required',
    member: 'url',
    rule: rule('mcp.url-missing'),
    message: () =>
      `This online service has no address. ${SKIPPED} Fill in its address, such as https://orders.your-shop.com/mcp.`,
  },
  {
    document: 'mcp-remote',
    path: '/url',
    keyword: 'minLength|type',
    rule: rule('mcp.url-missing'),
    message: () =>
      `This online service's address is empty. ${SKIPPED} Fill in its address, such as https://orders.your-shop.com/mcp.`,
  },
  // A setting its kind of server does not have, said alike for both kinds.
  ...(['mcp-stdio', 'mcp-remote'] as const).map((document): SchemaMessage => ({
    document,
    path: '',
    keyword: 'additionalProperties',
    rule: rule('mcp.server-field'),
    message: (issue) =>
      `${capitalize(quote(issue.member))} is not a setting of ${variantWords(issue)}. ${SKIPPED} Remove it.`,
    fix: (issue) => removeMemberFix(issue),
  })),
];
