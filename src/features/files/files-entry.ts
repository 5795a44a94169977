/** The Files view's registration: every file, one at a time (it is registered last, so it takes the rest). */
import { FileCode2 } from 'lucide-react';
import { lazyChunk } from '../../workspace/react/lazy-chunk';
import type { ViewEntry } from '../../workspace/react/view-entry';

export const filesEntry: ViewEntry = {
  name: 'files',
  label: 'Files',
  icon: FileCode2,
  ...lazyChunk(() => import('./files-view')),
  owns: () => true,
  opensFiles: true,
  advanced: true,
};
