/** A view as the shell registers it: its places (for the engine) plus what navigation draws. */
import type { ComponentType } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import type { WorkspaceStore } from '../store';
import type { ViewPlaces } from '../views';
import { lazyChunk } from './lazy-chunk';

/** What every view component receives: the store, and the diagnostics of the whole tree. */
export interface ViewProps {
  readonly store: WorkspaceStore;
  readonly diagnostics: readonly Diagnostic[];
}

export interface ViewEntry extends ViewPlaces {
  /** The name in the list of views. */
  readonly label: string;
  readonly icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The view itself, loaded on first use (`React.lazy`). */
  readonly Component: ComponentType<ViewProps>;
  /** Fetches the view's code, and the code its first drawing needs, before it is first shown. */
  readonly load: () => Promise<void>;
}

/**
 * A view kept in its own chunk (`lazyChunk`); `load` also loads `alsoNeeded`, the chunks it loads
 * itself on its first drawing (an editor).
 */
export function viewChunk(
  importView: () => Promise<{ default: ComponentType<ViewProps> }>,
  alsoNeeded: readonly (() => Promise<void>)[] = [],
): Pick<ViewEntry, 'Component' | 'load'> {
  const view = lazyChunk(importView);
  return {
    Component: view.Component,
    load: () => Promise.all([view.load(), ...alsoNeeded.map((load) => load())]).then(() => undefined),
  };
}
