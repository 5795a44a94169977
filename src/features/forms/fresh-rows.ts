/**
 * Rows a person has just added (a starter, an example, a document) and not left yet. A new row is
 * empty by nature, so its problems are shown as "to fill in", not as errors, until focus leaves
 * the row or the person asks to export. Which rows are fresh is the workspace engine's state
 * (`WorkspaceState.fresh`: never saved, never undone); this module words their problems and gives
 * the views, through `FreshRowsContext`, the three things they do with a row.
 */
import { createContext, type FocusEvent } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import type { FreshRow, WorkspaceStore } from '../../workspace/store';
import { isWithin } from './problems';

/** What a view does with the rows it adds: mark one, settle a list, and settle a row left. */
export interface FreshRows {
  /** Marks the row at `pointer` of `file` as just added. */
  readonly mark: (file: string, pointer: string) => void;
  /** Ends the grace of every fresh row within `pointer` (a list whose items moved or went). */
  readonly settle: (file: string, pointer: string) => void;
  /** `onBlur` for a row's element: settles the row once focus leaves it (not when it moves inside). */
  readonly settleOnLeave: (file: string, pointer: string) => (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Whether a pointer is held down in the workspace, and running an action once it is released.
 * Focus leaves a row on pointer down; settling then would change the counts and move the page
 * under the pointer before the click lands (a wrapped header at 390 px), so it waits for the
 * release. The workspace keeps one, fed by its own pointer events.
 */
export interface PointerHold {
  readonly held: () => boolean;
  readonly afterRelease: (action: () => void) => void;
}

/** The fresh rows of `store`, settling a row left only after the pointer `hold` is released. */
export function freshRowsOf(store: WorkspaceStore, hold: PointerHold): FreshRows {
  const settle = (file: string, pointer: string) => store.settleFresh(file, pointer);
  return {
    mark: (file, pointer) => store.markFresh({ file, pointer }),
    settle,
    settleOnLeave: (file, pointer) => (event) => {
      // Focus goes to an element, or to nothing (null); within the row, the row is not left.
      const next = event.relatedTarget as Node | null;
      if (next !== null && event.currentTarget.contains(next)) return;
      if (hold.held()) hold.afterRelease(() => settle(file, pointer));
      else settle(file, pointer);
    },
  };
}

const NO_FRESH_ROWS: FreshRows = {
  mark: () => {},
  settle: () => {},
  settleOnLeave: () => () => {},
};

/** The workspace's fresh rows; outside a workspace, rows are never marked. */
export const FreshRowsContext = createContext<FreshRows>(NO_FRESH_ROWS);

/** Set on a diagnostic shown as "to fill in" (a copy `showFreshRows` makes). */
const TO_FILL_IN = Symbol('to fill in');

/** Whether a diagnostic is shown as "to fill in" (made by `showFreshRows`). */
export function isToFillIn(d: Diagnostic): boolean {
  return (d as { [TO_FILL_IN]?: true })[TO_FILL_IN] === true;
}

/**
 * The diagnostics as shown: an error or warning within a fresh row becomes a note marked "to
 * fill in", so neither the field, the Problems panel nor the header counts call it an error.
 */
export function showFreshRows(
  diagnostics: readonly Diagnostic[],
  fresh: readonly FreshRow[],
): readonly Diagnostic[] {
  if (fresh.length === 0) return diagnostics;
  return diagnostics.map((d) => {
    const inFresh =
      d.pointer !== undefined && fresh.some((r) => r.file === d.file && isWithin(d.pointer!, r.pointer));
    if (!inFresh) return d;
    const shown: Diagnostic & { [TO_FILL_IN]: true } = { ...d, severity: 'info', [TO_FILL_IN]: true };
    return shown;
  });
}
