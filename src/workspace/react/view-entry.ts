/** A view as the shell registers it: its places (for the engine) plus what navigation draws. */
import type { ComponentType } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import type { WorkspaceStore } from '../store';
import type { ViewName, ViewPlaces } from '../views';

/** What every view component receives: its name, the store, and the diagnostics of the whole tree. */
export interface ViewProps {
  /** The view's name, as its entry gives it: focus requests for it name it. */
  readonly name: ViewName;
  readonly store: WorkspaceStore;
  readonly diagnostics: readonly Diagnostic[];
}

export interface ViewEntry extends ViewPlaces {
  /** The name in the list of views. */
  readonly label: string;
  readonly icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The view itself, loaded on first use. */
  readonly Component: ComponentType<ViewProps>;
  /** Fetches the view's code before it is first shown (`lazyChunk`). */
  readonly load: () => Promise<void>;
  /** Listed under "Advanced" in the navigation: a view for whoever works with the raw files. */
  readonly advanced?: true;
}
