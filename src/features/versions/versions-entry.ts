/** The Versions view's registration: it edits no file, it shows what was kept and what changed. */
import { History } from 'lucide-react';
import { viewChunk, type ViewEntry } from '../../workspace/react/view-entry';

declare module '../../workspace/views' {
  interface ViewNames {
    versions: true;
  }
}

export const versionsEntry: ViewEntry = {
  name: 'versions',
  label: 'Versions',
  icon: History,
  ...viewChunk(() => import('./versions-view')),
  owns: () => false,
};
