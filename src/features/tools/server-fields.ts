/**
 * Labels and help for a server's settings, written for Maya: the MCP schema's descriptions are a
 * writer's contract and are never shown. Environment variables and headers are name/value rows.
 */
import type { UiSchema } from '../forms/rjsf-parts';
import type { FormName } from '../forms/form-validators';
import { KeyValueField } from '../forms/key-value-rows';
import type { ServerKind } from './server-edits';

const SECRETS = 'Never put passwords, keys or tokens here: everyone who gets the download could read them.';

/** A program that runs on this computer. */
export const stdioUi: UiSchema = {
  'ui:order': ['command', 'args', 'env', 'cwd', '*'],
  type: { 'ui:widget': 'hidden' },
  command: {
    'ui:title': 'Program',
    'ui:help':
      'The program to start, such as npx or uvx — or ./ and the name of a program this plugin carries, such as ./server.',
    'ui:emptyValue': '',
    'ui:options': { spellcheck: false },
  },
  args: {
    'ui:field': 'orderedList',
    'ui:title': 'Arguments',
    'ui:help': 'What the program is given when it starts, one item at a time, in this order.',
    'ui:options': { itemLabel: 'Argument', addLabel: 'Add argument', emptyText: 'No arguments.' },
  },
  env: {
    'ui:field': KeyValueField,
    'ui:title': 'Environment variables',
    'ui:help': `Settings the program reads when it starts. ${SECRETS}`,
    'ui:options': {
      keyLabel: 'Variable',
      valueLabel: 'Value',
      addLabel: 'Add variable',
      keyPlaceholder: 'LOG_LEVEL',
      valuePlaceholder: 'info',
    },
  },
  cwd: {
    'ui:title': 'Working folder',
    'ui:help':
      'Where the program starts. Leave it empty for the plugin’s own folder; ./data names a folder inside it, and ${PLUGIN_DATA} the folder Bailey keeps for this plugin.',
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
    'ui:title': 'Headers',
    'ui:help': `Extra details sent with every request, such as a version. ${SECRETS}`,
    'ui:options': {
      keyLabel: 'Header',
      valueLabel: 'Value',
      addLabel: 'Add header',
      keyPlaceholder: 'X-Api-Version',
      valuePlaceholder: '2',
      ignoreCase: true,
    },
  },
};

/** The compiled form and uiSchema for each kind of server. */
export const SERVER_FORMS: Record<ServerKind, { form: FormName; uiSchema: UiSchema }> = {
  stdio: { form: 'mcpStdioServer', uiSchema: stdioUi },
  'streamable-http': { form: 'mcpStreamableHttpServer', uiSchema: onlineUi },
  sse: { form: 'mcpSseServer', uiSchema: onlineUi },
};

/** How each kind is named for people. */
export const KIND_LABELS: Record<'stdio' | 'online', string> = {
  stdio: 'Runs on this computer',
  online: 'Online service',
};
