/**
 * The Assistant view's registration: the solution document (but its list of skills and its tool
 * declarations, which the Skills and Tools views edit), the persona, the instructions and the web name.
 */
import { Bot } from 'lucide-react';
import { solutionPathOf } from '../../model/plugin-manifest';
import { readSolution } from '../../model/solution-document';
import { lazyChunk } from '../../workspace/react/lazy-chunk';
import type { ViewEntry } from '../../workspace/react/view-entry';
import { isWithin } from '../forms/problems';
import { OTHER_VIEWS_MEMBERS } from './assistant-slices';

export const assistantEntry: ViewEntry = {
  name: 'assistant',
  label: 'Assistant',
  icon: Bot,
  ...lazyChunk(() => import('./assistant-view')),
  owns(tree, file, pointer) {
    const solution = readSolution(tree);
    if (!solution) return false;
    // plugin.json belongs to Package, but its name is the Assistant's "Web name".
    if (file === 'plugin.json') return pointer === '/name';
    if (file === solutionPathOf(tree))
      return pointer === undefined || !OTHER_VIEWS_MEMBERS.some((member) => isWithin(pointer, member));
    return file === solution.persona || file === solution.instructions;
  },
};
