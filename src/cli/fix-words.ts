/**
 * What `solution-builder fix` prints for each change: the change itself, said with the files and
 * their members, as a line in a terminal reads. A quick fix's own label is a button's verb phrase
 * for the page ("Remove the invisible mark"); this says what is written where.
 */
import type { FixAction } from '../validate/diagnostic';
import { toPointer } from '../model/json-document';
import { MCP_SCHEMA_ID } from '../model/mcp-config';
import { PLUGIN_SCHEMA_ID } from '../model/plugin-manifest';

/** A JSON pointer as a reader finds the member: `/mcpServers/shop/type` → `mcpServers.shop.type`. */
function member(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts
    .map((part) => (/^[A-Za-z_$][\w$-]*$/.test(part) ? part : `[${JSON.stringify(part)}]`))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** One change of `fix`'s list, in terminal words. */
export function changeWords(action: FixAction): string {
  switch (action.type) {
    case 'make-solution':
      return 'Add solution.json and the files a solution has';
    case 'convert-claude-plugin':
      return 'Add plugin.json and the portable files beside the Claude Code layout';
    case 'list-skill':
      return `Add the skill "${action.name}" to the solution's skills`;
    case 'unlist-skill':
      return `Remove "${action.name}" from the solution's skills`;
    case 'rename-skill-to-folder':
      return `Set the skill's name to "${action.folder}", its folder's name`;
    case 'set-name-from-plugin':
      return "Set the solution's name to plugin.json's name";
    case 'set-schema-id':
      return `Set $schema in ${action.file} to ${action.file === 'mcp.json' ? MCP_SCHEMA_ID : PLUGIN_SCHEMA_ID}`;
    case 'declare-server-tools':
      // Never applied by `fix` (only a person knows the tools); worded for completeness.
      return `Add an empty tools list for the server "${action.server}" to the solution`;
    case 'remove-member':
      return `Remove ${member(action.pointer)} from ${action.file}`;
    case 'move-to-extensions':
      return `Move "${action.member}" of plugin.json into extensions["org.sigrix"]`;
    case 'set-member':
      return `Set ${member(action.pointer)} in ${action.file} to ${JSON.stringify(action.value)}`;
    case 'set-web-name':
      return `Set the plugin's name to "${action.name}"`;
    case 'split-command':
      return `Split the command of the server "${action.server}" into command and args in mcp.json`;
    case 'create-persona':
      return "Create the solution's persona file with a starting text";
    case 'move-skill-detail':
      return `Move "${action.key}" of ${action.file} into its metadata`;
    case 'detail-as-text':
      return `Write ${member(toPointer(['metadata', action.key]))} of ${action.file} as text`;
    case 'join-allowed-tools':
      return `Write allowed-tools in ${action.file} as one line of names separated by spaces`;
    case 'remove-bom':
      return `Remove the byte order mark at the start of ${action.file}`;
  }
}
