/**
 * What the service worker does with each request, as plain functions of data so they can be
 * tested without a browser. The build writes the manifest into the worker (scripts/vite-precache.ts).
 */

/** The build's files, as paths relative to the site's folder, and a version naming that set. */
export interface PrecacheManifest {
  /** A hash of every file's name and bytes: a new build with any change has a new version. */
  readonly version: string;
  /** Every file of the build except the worker itself, e.g. `assets/index-3f2a.js`, `favicon.svg`. */
  readonly files: readonly string[];
  /** The subset whose names carry a content hash: the same name always means the same bytes. */
  readonly hashed: readonly string[];
}

/** The page that starts the app; served network-first so a new version shows on the next visit. */
export const START_PAGE = 'index.html';

/**
 * `cache-first`: a file of this build (its bytes never change under its name).
 * `network-first`: the start page (fresh when online, the cached copy when not).
 * `network`: anything else, left to the browser.
 */
export type Strategy = 'cache-first' | 'network-first' | 'network';

/** A request as far as the routing needs it. */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  readonly mode: string;
}

/** How to answer `request` for a worker whose scope is `scope` (a URL ending in `/`). */
export function strategyFor(request: RequestFacts, scope: string, manifest: PrecacheManifest): Strategy {
  if (request.method !== 'GET') return 'network';
  const path = pathInScope(request.url, scope);
  if (path === undefined) return 'network';
  if (path === '' || path === START_PAGE) return 'network-first';
  if (manifest.files.includes(path)) return 'cache-first';
  return 'network';
}

/** The path of `url` below `scope` (no query, no fragment), or undefined when outside it. */
export function pathInScope(url: string, scope: string): string | undefined {
  const target = new URL(url);
  const base = new URL(scope);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return undefined;
  return decodeURIComponent(target.pathname.slice(base.pathname.length));
}

/**
 * The cache for one version of the site at one scope. Sites under different sub-paths of one
 * origin (user.github.io/a/ and /b/) share the browser's cache storage, so the scope is part of
 * the name and a worker only ever deletes its own scope's caches.
 */
export function cacheName(scope: string, version: string): string {
  return `${cachePrefix(scope)}${version}`;
}

/** The prefix of every cache name this site's worker at `scope` uses. */
export function cachePrefix(scope: string): string {
  return `solution-builder ${scope} `;
}

/** Caches to delete once `current` is active: this scope's other versions, nobody else's. */
export function staleCaches(names: readonly string[], scope: string, current: string): string[] {
  const prefix = cachePrefix(scope);
  return names.filter((name) => name.startsWith(prefix) && name !== current);
}

/**
 * Whether the page whose scripts are `pageAssets` (absolute URLs) is the build a worker precaches:
 * what such a page still fetches (its scripts and the chunks they load; its style sheet is inside
 * index.html). When it is, a waiting worker can take over quietly; when it is not, the page
 * is an older version and the person is offered a reload.
 */
export function servesPage(
  pageAssets: readonly string[],
  scope: string,
  manifest: PrecacheManifest,
): boolean {
  return pageAssets.every((url) => {
    const path = pathInScope(url, scope);
    return path !== undefined && manifest.files.includes(path);
  });
}

/** Messages between the page and the worker. */
export type WorkerMessage =
  { readonly type: 'skip-waiting' } | { readonly type: 'serves-page'; readonly assets: readonly string[] };
