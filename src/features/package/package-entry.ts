/** The Package view's registration: the plugin manifest. */
import { Package } from 'lucide-react';
import { viewChunk, type ViewEntry } from '../../workspace/react/view-entry';

declare module '../../workspace/views' {
  interface ViewNames {
    package: true;
  }
}

export const packageEntry: ViewEntry = {
  name: 'package',
  label: 'Package',
  icon: Package,
  ...viewChunk(() => import('./package-view')),
  owns: (_tree, file) => file === 'plugin.json',
};
