/**
 * The service worker: after the first visit the builder works offline. It precaches every file
 * of the build at install, answers those from the cache (their names carry a content hash, so a
 * name always means the same bytes), and fetches the start page from the network first, falling
 * back to the cached copy when offline. A new version waits until the page asks it to take over
 * (src/sw/register.ts), so an open page is never switched under the person's feet.
 *
 * Built by scripts/vite-precache.ts into `sw.js` beside index.html, with the build's manifest in
 * place of the placeholder below. It imports only src/sw/precache-plan.ts, so the output is one
 * self-contained script.
 */
import {
  cacheName,
  START_PAGE,
  staleCaches,
  servesPage,
  strategyFor,
  type PrecacheManifest,
  type WorkerMessage,
} from './precache-plan';

// Compiled against the WebWorker library (tsconfig.workers.json), which types the worker's scope.
declare const self: ServiceWorkerGlobalScope;

const manifest = JSON.parse('__PRECACHE_MANIFEST__') as PrecacheManifest;
const scope = self.registration.scope;
const current = cacheName(scope, manifest.version);
const hashed = new Set(manifest.hashed);
/** How long the start page may take from the network before the cached copy is used. */
const NETWORK_WAIT_MS = 4000;

self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, scope, current).map((n) => caches.delete(n)))),
  ),
);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, scope, manifest);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'network-first') event.respondWith(networkFirst(request));
});

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  else if (message?.type === 'serves-page')
    event.ports[0]?.postMessage(servesPage(message.assets, scope, manifest));
});

/**
 * How many of the site's files the first install fetches at once. The page's own requests share
 * the browser's few connections to the site (six over HTTP/1.1): a start pressed in the first
 * second must not wait behind the whole site being fetched.
 */
const PRECACHE_AT_ONCE = 2;

/** Fills this version's cache, a few files at a time (PRECACHE_AT_ONCE). */
async function precache(): Promise<void> {
  const cache = await caches.open(current);
  const waiting = [...manifest.files];
  const fetchInTurn = async (): Promise<void> => {
    for (let file = waiting.shift(); file !== undefined; file = waiting.shift())
      await precacheFile(cache, file);
  };
  await Promise.all(Array.from({ length: PRECACHE_AT_ONCE }, fetchInTurn));
}

/**
 * A file already cached by an earlier version is copied, not fetched. A hashed file's name changes
 * with its content, so the browser's own copy (the page fetched most of the start screen's just
 * now) is the right one; the others are asked of the server again.
 */
async function precacheFile(cache: Cache, file: string): Promise<void> {
  const url = new URL(file, scope).href;
  const isHashed = hashed.has(file);
  const earlier = isHashed ? await caches.match(url) : undefined;
  const response = earlier ?? (await fetch(url, { cache: isHashed ? 'force-cache' : 'reload' }));
  if (!response.ok) throw new Error(`Could not precache ${file}: ${response.status}`);
  await cache.put(url, response);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request.url, { ignoreSearch: true });
  return cached ?? fetch(request);
}

/** A navigation may not be answered with a redirected response; keep only its content. */
function unredirected(response: Response): Response {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(response.body, { status, statusText, headers });
}

async function networkFirst(request: Request): Promise<Response> {
  const cached = caches.open(current).then((cache) => cache.match(new URL(START_PAGE, scope).href));
  // Revalidate with the server rather than take a copy from the HTTP cache (GitHub Pages lets
  // pages be cached for ten minutes), so a visit after a deploy gets the new version.
  const network = fetch(request.url, { cache: 'no-cache', credentials: 'same-origin' }).then(unredirected);
  network.catch(() => undefined); // when the cached copy wins, a later failure is no news
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_WAIT_MS));
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    return (await cached) ?? (await network);
  } catch {
    const fallback = await cached;
    if (fallback) return fallback;
    throw new Error('Offline, and the start page is not cached yet.');
  }
}
