/** The Skills view's registration: every skill's SKILL.md (the instructions skill is the Assistant's). */
import { Sparkles } from 'lucide-react';
import { lazy } from 'react';
import type { ViewEntry } from '../../workspace/react/view-entry';

declare module '../../workspace/views' {
  interface ViewNames {
    skills: true;
  }
}

export const skillsEntry: ViewEntry = {
  name: 'skills',
  label: 'Skills',
  icon: Sparkles,
  Component: lazy(() => import('./skills-view')),
  owns: (_tree, file) => /^skills\/[^/]+\/SKILL\.md$/.test(file),
};
