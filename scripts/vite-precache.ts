import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { PrecacheManifest } from '../src/sw/precache-plan';

const PLACEHOLDER = '__PRECACHE_MANIFEST__';

/**
 * Builds the service worker `entry` into `sw.js` at the root of the site and writes into it the
 * list of every file the build emits (and every file of public/), so that the worker precaches
 * exactly this build. Build only: the dev server registers no worker.
 */
export function precacheServiceWorker(entry: string, fileName = 'sw.js'): Plugin {
  let publicDir = '';
  return {
    name: 'precache-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, fileName });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[fileName];
        if (!worker || worker.type !== 'chunk') return this.error(`${fileName} was not built`);
        const files = new Map<string, Uint8Array | string>();
        for (const [name, output] of Object.entries(bundle)) {
          if (name === fileName || name.endsWith('.map')) continue;
          files.set(name, output.type === 'chunk' ? output.code : output.source);
        }
        for (const [name, bytes] of publicFiles(publicDir)) if (!files.has(name)) files.set(name, bytes);
        const manifest = precacheManifest(files);
        const quoted = new RegExp(`(["'\`])${PLACEHOLDER}\\1`);
        if (!quoted.test(worker.code)) return this.error(`${fileName} lost its manifest placeholder`);
        worker.code = worker.code.replace(quoted, () => JSON.stringify(JSON.stringify(manifest)));
      },
    },
  };
}

/**
 * The manifest for a build's files (path → contents). A name is taken as content-hashed when it
 * sits in `assets/` (where Vite puts every hashed file); the version hashes every name and byte.
 */
export function precacheManifest(files: ReadonlyMap<string, Uint8Array | string>): PrecacheManifest {
  const names = [...files.keys()].sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update('\0').update(files.get(name)!).update('\0');
  return {
    version: hash.digest('hex').slice(0, 16),
    files: names,
    hashed: names.filter((name) => name.startsWith('assets/')),
  };
}

function publicFiles(dir: string): [string, Uint8Array][] {
  const found: [string, Uint8Array][] = [];
  const walk = (folder: string) => {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else found.push([relative(dir, path).split(sep).join('/'), readFileSync(path)]);
    }
  };
  if (dir) walk(dir);
  return found;
}
