/** The Tools view's registration: the MCP server configuration and the solution's tool declarations. */
import { Wrench } from 'lucide-react';
import { lazyChunk } from '../../workspace/react/lazy-chunk';
import type { ViewEntry } from '../../workspace/react/view-entry';
import { inSolutionMembers } from '../forms/problems';

export const toolsEntry: ViewEntry = {
  name: 'tools',
  label: 'Tools',
  icon: Wrench,
  ...lazyChunk(() => import('./tools-view')),
  owns: (tree, file, pointer) =>
    file === 'mcp.json' || inSolutionMembers(tree, file, pointer, ['/tools', '/mcp']),
};
