/**
 * The library's name for the open solution follows the solution's own title while the two agree:
 * a solution opened from a zip and named "Zenrows" in the Assistant view is listed as "Zenrows",
 * not as the "zenrows" it was stored under. A name the person gave in the library (Rename) is
 * hers and stays. Written at most once a second while the title is typed, not at every key.
 */
import { useEffect } from 'react';
import { solutionHeadline } from '../model/solution-headline';
import type { SolutionSession } from '../flows/session';
import type { Library } from '../persist/library';

/** How long after a change of the title the library's name follows it. */
const SETTLE_MS = 1000;

export function useLibraryTitleInStep(session: SolutionSession, library: Pick<Library, 'rename'>): void {
  useEffect(() => {
    const { store } = session;
    const titleNow = () => solutionHeadline(store.getState().history.present).title;
    // The title the library is known to hold: the one the solution had when it was opened.
    let listed = titleNow();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      timer = undefined;
      const title = titleNow();
      if (title === listed || store.getState().readOnly) return;
      const before = listed;
      listed = title;
      // A label that could not be written (storage full, gone) is only a label: the save of the
      // solution itself says what went wrong, and the next title change tries again.
      library.rename(session.id, title, { onlyIf: before }).catch(() => {
        listed = before;
      });
    };
    const stop = store.subscribe(() => {
      if (timer === undefined && titleNow() !== listed) timer = setTimeout(follow, SETTLE_MS);
    });
    return () => {
      stop();
      if (timer !== undefined) {
        clearTimeout(timer);
        follow();
      }
    };
  }, [session, library]);
}
