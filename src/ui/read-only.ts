import { createContext, useContext } from 'react';

/**
 * Whether the open solution is read-only here (another tab owns it). The workspace provides it
 * around the views; editors, dialogs and the fields a fieldset cannot reach read it.
 */
export const ReadOnlyContext = createContext(false);

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
