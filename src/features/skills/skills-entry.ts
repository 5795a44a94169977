/**
 * The Skills view's registration: every skill's SKILL.md (the instructions skill is the
 * Assistant's) and the solution's list of skills.
 */
import { Sparkles } from 'lucide-react';
import { lazyChunk } from '../../workspace/react/lazy-chunk';
import type { ViewEntry } from '../../workspace/react/view-entry';
import { inSolutionMembers } from '../forms/problems';

export const skillsEntry: ViewEntry = {
  name: 'skills',
  label: 'Skills',
  icon: Sparkles,
  ...lazyChunk(() => import('./skills-view')),
  owns: (tree, file, pointer) =>
    /^skills\/[^/]+\/SKILL\.md$/.test(file) || inSolutionMembers(tree, file, pointer, ['/skills']),
};
