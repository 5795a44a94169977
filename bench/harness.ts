/**
 * What every part of the benchmark shares: headless Chromium (never downloaded: the system's),
 * a static server for built pages that gzips like a real host, timing of external commands, and
 * the statistics the report uses.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium with the benchmark's flags. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

/** Milliseconds `task` takes. */
export async function time(task: () => unknown): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/** Runs a command to completion; throws when it fails. */
export function run(command: string, args: readonly string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);

/** A running static server; `close()` ends it and every open connection. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` on a free loopback port. Text files are sent gzip-compressed (level 9, as
 * GitHub Pages and most hosts do) when the browser asks for it, so the transfer sizes the
 * browser reports are those of a real deployment. No caching headers: every run is a cold load.
 */
export function serveStatic(root: string): Promise<StaticServer> {
  const base = resolve(root);
  const gzipped = new Map<string, Uint8Array>();
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = resolve(base, `.${pathname}`);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if ((file !== base && !file.startsWith(base + sep)) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    let body: Uint8Array = readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      let zipped: Uint8Array | undefined = gzipped.get(file);
      if (!zipped) {
        zipped = gzipSync(body, { level: 9 });
        gzipped.set(file, zipped);
      }
      body = zipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers).end(body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}

/** The gzip size of a file at level 9 (what `serveStatic` sends). */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The p-th percentile (0–100), nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
