/** The Versions view's registration: it edits no file, it shows what was kept and what changed. */
import { History } from 'lucide-react';
import { lazyChunk } from '../../workspace/react/lazy-chunk';
import type { ViewEntry, ViewProps } from '../../workspace/react/view-entry';

export const versionsEntry: ViewEntry = {
  name: 'versions',
  label: 'Versions',
  icon: History,
  ...lazyChunk<ViewProps>(() => import('./versions-view')),
  owns: () => false,
};
