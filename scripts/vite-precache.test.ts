import { describe, expect, it } from 'vitest';
import { precacheManifest } from './vite-precache';

describe('precacheManifest', () => {
  const files = new Map<string, string | Uint8Array>([
    ['index.html', '<html>'],
    ['assets/index-abc.js', 'code'],
    ['favicon.svg', new Uint8Array([1, 2, 3])],
  ]);

  it('lists every file, sorted, and marks those in assets/ as content-hashed', () => {
    const manifest = precacheManifest(files);
    expect(manifest.files).toEqual(['assets/index-abc.js', 'favicon.svg', 'index.html']);
    expect(manifest.hashed).toEqual(['assets/index-abc.js']);
  });

  it('has a new version when any byte changes, including in files whose names carry no hash', () => {
    const before = precacheManifest(files).version;
    expect(precacheManifest(new Map(files)).version).toBe(before);
    expect(precacheManifest(new Map(files).set('index.html', '<html lang="en">')).version).not.toBe(before);
    expect(precacheManifest(new Map(files).set('favicon.svg', new Uint8Array([1, 2, 4]))).version).not.toBe(
      before,
    );
  });
});
