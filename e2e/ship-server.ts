import { createServer, type Server, type ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';

/**
 * A tiny static server that serves the build the way GitHub Pages serves a project site: under a
 * sub-path (`/repo/`), with the usual MIME types and nothing at the root. It can also pretend the
 * network is gone, and publish a "next version" of the site, so the service worker can be tested.
 */
export interface PagesSite {
  /** The site's address, e.g. `http://127.0.0.1:41234/repo/`. */
  readonly url: string;
  /** Every request the server answered, as `status path`. */
  readonly log: string[];
  /** When false, every connection is dropped, as if the network were gone. */
  online: boolean;
  /**
   * Publishes a new build: the same files with every script under a new name. With `dropOld`, the
   * old names are gone from the server, as after a real deploy.
   */
  publishNextVersion(options?: { readonly dropOld?: boolean }): void;
  /** The entry script's path in the version now published. */
  entryScript(): string;
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Serves `root` (the build the other journeys use: E2E_DIST or dist/) at `http://127.0.0.1:<free port><base>`. */
export async function startPagesSite(
  root = process.env.E2E_DIST ?? 'dist',
  base = '/repo/',
): Promise<PagesSite> {
  const log: string[] = [];
  const sockets = new Set<Socket>();
  const index = await readFile(join(root, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]* src="\.\/(assets\/index-[^"]+\.js)"/.exec(index)?.[1];
  if (!entry) throw new Error('dist/index.html names no entry script; run `npx vite build` first');
  // The next version renames every script, as a change to the start screen's code does (the
  // entry's name changes, and so does every chunk's that imports it), in every page and script
  // that names them and in the worker's manifest. Its style sheet is inside index.html.
  const scripts = (await readdir(join(root, 'assets'))).filter((name) => name.endsWith('.js'));
  const renames = new Map<string, string>();
  let oldDropped = false;

  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of renames) out = out.split(from).join(to);
    return out;
  };

  async function answer(path: string, res: ServerResponse): Promise<number> {
    if (path === base.slice(0, -1)) {
      res.writeHead(301, { Location: base }).end();
      return 301;
    }
    if (!path.startsWith(base)) return notFound(res);
    let file = decodeURIComponent(path.slice(base.length)) || 'index.html';
    if (oldDropped && renames.has(file.slice(file.lastIndexOf('/') + 1))) return notFound(res);
    for (const [from, to] of renames) if (file.endsWith(`/${to}`)) file = file.slice(0, -to.length) + from;
    const full = normalize(join(root, file));
    if (!full.startsWith(normalize(root))) return notFound(res);
    let body: Buffer;
    try {
      body = await readFile(full);
    } catch {
      return notFound(res);
    }
    if (renames.size > 0 && /\.(html|js)$/.test(file)) body = Buffer.from(rewrite(body.toString('utf8')));
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=600',
    });
    res.end(body);
    return 200;
  }

  const site: PagesSite = {
    url: '',
    log,
    online: true,
    publishNextVersion(options = {}) {
      oldDropped = options.dropOld ?? false;
      for (const name of scripts) renames.set(name, name.replace(/\.js$/, '-next.js'));
      // A new build has a new version; the worker's cache name follows it.
      renames.set('\\"version\\":\\"', '\\"version\\":\\"next-');
    },
    entryScript: () => rewrite(entry),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((req, res) => {
    if (!site.online) {
      log.push(`dropped ${req.url}`);
      req.socket.destroy();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    void answer(path, res).then((status) => log.push(`${status} ${path}`));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, { url: `http://127.0.0.1:${port}${base}` });
}

function notFound(res: ServerResponse): number {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  return 404;
}
