/**
 * The solution's tool declarations against mcp.json: `mcp` names mcp.json and it exists, every
 * `tools` key is a server there, `write_tools` is a subset of `tools`, and every server has a
 * declaration — without one, Bailey treats all of its tools as ones that may change things.
 */
import { getFile } from '../model/file-tree';
import { toPointer } from '../model/json-document';
import { isJsonObject, ownMember } from '../model/json-document';
import { firstLine, titled, worded, type DiagnosticPlace, type MessageText, type RuleInfo } from './rule';
import { rule } from './rules';
import type { SolutionContext } from './solution-context';

const MCP_FILE = 'mcp.json';

/** Reports the tool declaration problems of a readable solution document through `report`. */
export function checkTools(
  context: SolutionContext,
  at: (pointer: string, key?: boolean) => DiagnosticPlace,
  report: (rule: RuleInfo, message: MessageText, place: DiagnosticPlace) => void,
): void {
  const value = context.solution.value;
  if (!value) return;
  const top = (): DiagnosticPlace => ({ pointer: '', range: firstLine(at('').range) });
  const hasMcpFile = getFile(context.tree, MCP_FILE) !== undefined;
  const mcp = ownMember(value, 'mcp');
  if (typeof mcp === 'string' && mcp !== MCP_FILE) {
    report(
      rule('solution.mcp-name'),
      worded(
        'The solution looks for its tool servers in another place than the one Bailey reads, so they would not start.',
        'Move the tool servers back to their usual place in the Files view.',
        `Keep them in ${MCP_FILE} at the top of the plugin, and name that file in the solution.`,
      ),
      at('/mcp'),
    );
  } else if (mcp === MCP_FILE && !hasMcpFile) {
    report(
      rule('solution.mcp-missing'),
      'The solution says it uses tool servers, but the plugin has no tools file (mcp.json). Add a server, or stop using tools.',
      at('/mcp'),
    );
  } else if (mcp === undefined && hasMcpFile) {
    report(
      rule('solution.mcp-undeclared'),
      worded(
        'The plugin has tool servers, but the solution does not say it uses them, so Bailey may not start them.',
        'Turn the tools on in the Tools view.',
        `Name its tools file, ${MCP_FILE}, in the solution.`,
      ),
      top(),
    );
  }

  // Compare declarations with the servers only when both sides can be read; a missing mcp.json
  // that `mcp` names is reported once above, not once per declared server.
  const servers = hasMcpFile
    ? context.mcp?.servers?.map((server) => server.name)
    : mcp === MCP_FILE
      ? undefined
      : [];
  const tools = ownMember(value, 'tools');
  if (servers === undefined) return;
  const known = new Set(servers);
  const declared = isJsonObject(tools) ? tools : {};
  for (const [server, declaration] of Object.entries(declared)) {
    const pointer = toPointer(['tools', server]);
    if (!known.has(server)) {
      report(
        rule('solution.tools-unknown-server'),
        `The solution lists tools of a server ${titled(server)}, but there is no such server. Remove that list, or add the server.`,
        {
          ...at(pointer, true),
          fix: {
            label: `Remove the tools of ${titled(server)}`,
            action: { type: 'remove-member', file: context.solution.file, pointer },
            safe: false,
          },
        },
      );
    }
    const list = ownMember(declaration, 'tools');
    const names = new Set(
      Array.isArray(list) ? list.filter((tool): tool is string => typeof tool === 'string') : [],
    );
    const writes = ownMember(declaration, 'write_tools');
    (Array.isArray(writes) ? writes : []).forEach((tool, index) => {
      if (typeof tool !== 'string' || names.has(tool)) return;
      report(
        rule('solution.write-not-declared'),
        worded(
          `${titled(tool)} is marked as a tool of ${titled(server)} that may change things, but it is not in that server's list of tools.`,
          'Add it to the list, or unmark it.',
          'Add it to the list, or take it out of the tools that may change things.',
        ),
        at(toPointer(['tools', server, 'write_tools', index])),
      );
    });
  }
  if (mcp !== MCP_FILE) return;
  for (const server of servers) {
    if (Object.prototype.hasOwnProperty.call(declared, server)) continue;
    report(
      rule('solution.server-undeclared'),
      `The solution does not list the tools of the server ${titled(server)}, so Bailey will treat all of them as tools that may change things and ask before each use. List its tools and mark the ones that may change things.`,
      {
        ...(isJsonObject(tools) ? at('/tools', true) : top()),
        fix: {
          label: `List the tools of ${titled(server)}`,
          action: { type: 'declare-server-tools', server },
          // Only the person knows the server's tools. An empty list would say it has none, which
          // is not what a client reads from no list (every tool may change things): a choice.
          safe: false,
        },
      },
    );
  }
}
