/** The Assistant view's registration: the solution document, the persona, the instructions and the web name. */
import { Bot } from 'lucide-react';
import { lazy } from 'react';
import { solutionPathOf } from '../../model/plugin-manifest';
import { readSolution } from '../../model/solution-document';
import type { ViewEntry } from '../../workspace/react/view-entry';

declare module '../../workspace/views' {
  interface ViewNames {
    assistant: true;
  }
}

export const assistantEntry: ViewEntry = {
  name: 'assistant',
  label: 'Assistant',
  icon: Bot,
  Component: lazy(() => import('./assistant-view')),
  owns(tree, file, pointer) {
    const solution = readSolution(tree);
    if (!solution) return false;
    // plugin.json belongs to Package, but its name is the Assistant's "Web name".
    if (file === 'plugin.json') return pointer === '/name';
    return file === solutionPathOf(tree) || file === solution.persona || file === solution.instructions;
  },
};
