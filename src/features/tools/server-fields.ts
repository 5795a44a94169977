/**
 * Labels and help for a server's settings, written for Maya: the MCP schema's descriptions are a
 * writer's contract and are never shown. A label says what a field is in plain words; its help
 * names the technical word (command, arguments, environment variables, headers) that a service's
 * set-up uses for it. Environment variables and headers are name/value rows.
 */
import type { UiSchema } from '../forms/rjsf-parts';
import { KeyValueField } from '../forms/key-value-rows';
import { parsePointer } from '../../model/json-document';
import type { FormSpec } from '../forms/schema-form';
import type { ItemWords } from '../forms/rename-or-delete';
import { applyServerSettings, type ServerKind } from './server-edits';

const SECRETS = 'Never put passwords or keys here: everyone who gets the download could read them.';

/** The program to start, in the form and in "Add a server". */
export const PROGRAM_FIELD = {
  title: 'What to run',
  help: 'The program that starts the service (its command), such as npx or uvx, as its set-up gives it — or ./ and the name of a program this solution carries, such as ./server.',
};

/** A program that runs on this computer. */
export const stdioUi: UiSchema = {
  'ui:order': ['command', 'args', 'env', 'cwd', '*'],
  type: { 'ui:widget': 'hidden' },
  command: {
    'ui:title': PROGRAM_FIELD.title,
    'ui:help': PROGRAM_FIELD.help,
    'ui:emptyValue': '',
    'ui:options': { spellcheck: false },
  },
  args: {
    'ui:field': 'orderedList',
    'ui:title': 'Options it starts with',
    'ui:help': 'Its arguments: what the program is given when it starts, one at a time, in this order.',
    'ui:options': { itemLabel: 'Option', addLabel: 'Add option', emptyText: 'No options.' },
  },
  env: {
    'ui:field': KeyValueField,
    'ui:title': 'Settings it reads',
    'ui:help': `Its environment variables: settings the program reads when it starts. ${SECRETS}`,
    'ui:options': {
      keyLabel: 'Setting',
      valueLabel: 'Value',
      addLabel: 'Add setting',
      keyPlaceholder: 'LOG_LEVEL',
      valuePlaceholder: 'info',
    },
  },
  cwd: {
    'ui:title': 'Working folder',
    'ui:help':
      'Where the program starts. Leave it empty for the solution’s own folder; ./data names a folder inside it, and ${PLUGIN_DATA} the folder Bailey keeps for this solution.',
    'ui:options': { advanced: true, spellcheck: false },
  },
};

/** An online service (the current method or the older one: the same fields). */
export const onlineUi: UiSchema = {
  'ui:order': ['url', 'headers', '*'],
  type: { 'ui:widget': 'hidden' },
  url: {
    'ui:title': 'Address',
    'ui:help': 'The service’s web address, such as https://orders.your-shop.com/mcp.',
    'ui:emptyValue': '',
    'ui:placeholder': 'https://',
    'ui:options': { spellcheck: false, inputType: 'url' },
  },
  headers: {
    'ui:field': KeyValueField,
    'ui:title': 'Details sent with each request',
    'ui:help': `Its headers: extra details sent to the service with every request, such as a version. ${SECRETS}`,
    'ui:options': {
      keyLabel: 'Detail',
      valueLabel: 'Value',
      addLabel: 'Add detail',
      keyPlaceholder: 'X-Api-Version',
      valuePlaceholder: '2',
      ignoreCase: true,
    },
  },
};

/** Every kind's form edits the server whose settings it shows: its root is `/mcpServers/<name>`. */
const applySettings: FormSpec['apply'] = (tree, next, { base }) =>
  applyServerSettings(tree, parsePointer(base)?.[1] ?? '', next);

/** The form of each kind of server. */
export const SERVER_FORMS: Record<ServerKind, FormSpec> = {
  stdio: { name: 'mcpStdioServer', uiSchema: stdioUi, apply: applySettings },
  'streamable-http': { name: 'mcpStreamableHttpServer', uiSchema: onlineUi, apply: applySettings },
  sse: { name: 'mcpSseServer', uiSchema: onlineUi, apply: applySettings },
};

/** How each kind is named for people. */
export const KIND_LABELS: Record<'stdio' | 'online', string> = {
  stdio: 'Runs on this computer',
  online: 'Online service',
};

/** How the questions about a server (rename, delete) speak of it. */
export const SERVER_WORDS: ItemWords = {
  noun: 'server',
  followers: 'What the assistant knows about its tools follows the new name.',
};
