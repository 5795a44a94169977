/**
 * Registers the service worker (built as `sw.js` beside index.html) and tells the page when a new
 * version is ready. Nothing here reloads by itself: the person is offered a reload
 * (update-notice.tsx) and decides; the autosaver stores pending work on `pagehide`.
 */
import type { WorkerMessage } from './precache-plan';

type Listener = () => void;

/** The offer of a new version: `apply` switches to it and reloads the page. */
export interface UpdateOffer {
  readonly apply: () => void;
}

let offer: UpdateOffer | undefined;
const listeners = new Set<Listener>();

/** The current offer, if a new version is waiting (for useSyncExternalStore). */
export function updateOffer(): UpdateOffer | undefined {
  return offer;
}

/** Calls `listener` whenever an offer appears or goes. */
export function subscribeUpdateOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOffer(next: UpdateOffer | undefined): void {
  offer = next;
  for (const listener of listeners) listener();
}

/** How often an open page asks whether a new version was published. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers `./sw.js` with the scope `./`, both relative to the page, so the site works at a
 * domain's root and under any sub-path. Call once, in production builds only.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let reloading = false;
  let hadController = container.controller !== null;

  container.addEventListener('controllerchange', () => {
    if (reloading) return window.location.reload();
    // Another tab switched to a new version. If this page is older, offer the reload here too.
    const controller = container.controller;
    if (hadController && controller)
      void servesThisPage(controller).then((same) => {
        if (!same) setOffer({ apply: () => window.location.reload() });
      });
    hadController = true;
  });

  const consider = async (waiting: ServiceWorker) => {
    // The first install has nothing to replace; it is active once installed.
    if (!container.controller) return;
    if (await servesThisPage(waiting)) {
      // This page already is that version (it came from the network): switch quietly.
      post(waiting, { type: 'skip-waiting' });
      return;
    }
    setOffer({
      apply: () => {
        reloading = true;
        post(waiting, { type: 'skip-waiting' });
      },
    });
  };

  void container
    .register('./sw.js', { scope: './' })
    .then((registration) => {
      if (registration.waiting) void consider(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') void consider(installing);
        });
      });
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch(() => undefined); // no worker (private mode, blocked): the builder still works online
}

/**
 * Whether this page runs code older than the site's now: a worker controls it that does not hold
 * its scripts (another tab took a newly published version, and the old files went with the old
 * worker's cache). Then a part of the page that is not loaded yet cannot load, and only a reload
 * helps. False without a worker, or when the worker does not answer.
 */
export async function pageIsOutdated(): Promise<boolean> {
  const controller = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (!controller) return false;
  return !(await servesThisPage(controller, true));
}

function post(worker: ServiceWorker, message: WorkerMessage): void {
  worker.postMessage(message);
}

/**
 * Asks `worker` whether it precaches the scripts this page runs; `unanswered` when it does not say
 * within 3 s. Its style sheet is inside index.html (scripts/vite-inline-css.ts), so the page never
 * fetches it again.
 */
function servesThisPage(worker: ServiceWorker, unanswered = false): Promise<boolean> {
  const assets = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(unanswered), 3000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    worker.postMessage({ type: 'serves-page', assets } satisfies WorkerMessage, [channel.port2]);
  });
}
