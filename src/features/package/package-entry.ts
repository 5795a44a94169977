/** The Package view's registration: the plugin manifest. */
import { Package } from 'lucide-react';
import { lazyChunk } from '../../workspace/react/lazy-chunk';
import type { ViewEntry } from '../../workspace/react/view-entry';

export const packageEntry: ViewEntry = {
  name: 'package',
  label: 'Package',
  icon: Package,
  ...lazyChunk(() => import('./package-view')),
  owns: (_tree, file) => file === 'plugin.json',
};
