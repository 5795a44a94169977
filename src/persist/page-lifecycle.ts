import type { Autosaver } from './autosaver';

/** The event targets the guard listens on (the page's window and document, or fakes in tests). */
export interface PageTargets {
  readonly window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    readonly visibilityState: PageVisibility;
  };
}

/** Whether the page is shown (the page's `document.visibilityState`). */
export type PageVisibility = 'visible' | 'hidden';

/**
 * Saves when the page is hidden or left (`pagehide`, `visibilitychange` to hidden: the last
 * moments a page is sure to get, on mobile especially), and asks before leaving while a change
 * is not yet stored (`beforeunload`). Returns the function that removes the listeners.
 */
export function guardPageLifecycle(autosaver: Autosaver, targets: PageTargets): () => void {
  const { window: win, document: doc } = targets;
  const flush = () => void autosaver.flush();
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  const onBeforeUnload = (event: Event) => {
    if (!autosaver.hasUnsavedChanges()) return;
    event.preventDefault();
    // Older Chrome and Edge show the prompt only when returnValue is set (on a page's BeforeUnloadEvent).
    const BeforeUnload = (globalThis as { BeforeUnloadEvent?: abstract new () => Event }).BeforeUnloadEvent;
    if (BeforeUnload && event instanceof BeforeUnload) (event as { returnValue: unknown }).returnValue = '';
  };
  // One list for adding and removing, so the two cannot drift apart.
  const listeners = [
    [win, 'pagehide', flush],
    [win, 'beforeunload', onBeforeUnload],
    [doc, 'visibilitychange', onVisibility],
  ] as const;
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
