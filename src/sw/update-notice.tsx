import { useState, useSyncExternalStore } from 'react';
import { subscribeUpdateOffer, updateOffer } from './register';

const noOffer = () => undefined;

/**
 * "A new version is available — Reload", shown when a newer build is waiting. It only offers:
 * the page reloads when the person presses Reload (pending work is stored on `pagehide`).
 */
export function UpdateNotice() {
  // No offer in the HTML the build renders (scripts/vite-prerender.ts).
  const offer = useSyncExternalStore(subscribeUpdateOffer, updateOffer, noOffer);
  const [dismissed, setDismissed] = useState<typeof offer>();
  const shown = offer !== undefined && offer !== dismissed;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {shown && (
        <div className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-xl bg-neutral-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-neutral-100 dark:text-neutral-900">
          <span>A new version is available.</span>
          <button
            type="button"
            onClick={offer.apply}
            className="rounded-lg bg-accent-600 px-3 py-1 font-medium text-white hover:bg-accent-700"
          >
            Reload
          </button>
          <button
            type="button"
            onClick={() => setDismissed(offer)}
            className="rounded-lg px-3 py-1 hover:bg-neutral-700 dark:hover:bg-neutral-300"
          >
            Later
          </button>
        </div>
      )}
    </div>
  );
}
