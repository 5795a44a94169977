import { useSyncExternalStore } from 'react';
import type { SaveStatus } from '../persist/autosaver';
import type { OwnershipState } from '../persist/ownership';
import type { SolutionSession } from '../flows/session';

/** The session's save status and this tab's ownership, kept current. */
export function useSessionState(session: SolutionSession): {
  saveStatus: SaveStatus | undefined;
  ownership: OwnershipState;
} {
  const saveStatus = useSyncExternalStore(session.subscribeSaveStatus, session.saveStatus);
  const ownership = useSyncExternalStore(session.subscribeOwnership, session.ownership);
  return { saveStatus, ownership };
}
