/** The Tools view's registration: the MCP server configuration. */
import { Wrench } from 'lucide-react';
import { lazy } from 'react';
import type { ViewEntry } from '../../workspace/react/view-entry';

declare module '../../workspace/views' {
  interface ViewNames {
    tools: true;
  }
}

export const toolsEntry: ViewEntry = {
  name: 'tools',
  label: 'Tools',
  icon: Wrench,
  Component: lazy(() => import('./tools-view')),
  owns: (_tree, file) => file === 'mcp.json',
};
