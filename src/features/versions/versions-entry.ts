/** The Versions view's registration: it edits no file, it shows what was kept and what changed. */
import { History } from 'lucide-react';
import { lazy } from 'react';
import type { ViewEntry } from '../../workspace/react/view-entry';

declare module '../../workspace/views' {
  interface ViewNames {
    versions: true;
  }
}

export const versionsEntry: ViewEntry = {
  name: 'versions',
  label: 'Versions',
  icon: History,
  Component: lazy(() => import('./versions-view')),
  owns: () => false,
};
