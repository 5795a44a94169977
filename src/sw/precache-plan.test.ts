import { describe, expect, it } from 'vitest';
import { cacheName, servesPage, staleCaches, strategyFor, type PrecacheManifest } from './precache-plan';

const scope = 'https://user.github.io/repo/';
const manifest: PrecacheManifest = {
  version: 'v1',
  files: ['assets/index-abc.js', 'assets/library-def.js', 'favicon.svg', 'index.html'],
  hashed: ['assets/index-abc.js', 'assets/library-def.js'],
};
const get = (url: string, mode = 'no-cors') => ({ method: 'GET', url, mode });

describe('strategyFor', () => {
  it('serves the build’s files from the cache first', () => {
    expect(strategyFor(get(`${scope}assets/index-abc.js`), scope, manifest)).toBe('cache-first');
    expect(strategyFor(get(`${scope}favicon.svg?x=1`), scope, manifest)).toBe('cache-first');
  });

  it('fetches the start page from the network first, by folder or by name', () => {
    expect(strategyFor(get(scope, 'navigate'), scope, manifest)).toBe('network-first');
    expect(strategyFor(get(`${scope}?from=bookmark`, 'navigate'), scope, manifest)).toBe('network-first');
    expect(strategyFor(get(`${scope}index.html`, 'navigate'), scope, manifest)).toBe('network-first');
  });

  it('leaves other requests, other methods and other sites to the browser', () => {
    expect(strategyFor(get(`${scope}assets/unknown.js`), scope, manifest)).toBe('network');
    expect(strategyFor({ ...get(`${scope}favicon.svg`), method: 'POST' }, scope, manifest)).toBe('network');
    expect(strategyFor(get('https://user.github.io/other/favicon.svg'), scope, manifest)).toBe('network');
    expect(strategyFor(get('https://evil.example/repo/favicon.svg'), scope, manifest)).toBe('network');
  });
});

describe('caches', () => {
  it('deletes only this scope’s other versions, never another site’s on the same origin', () => {
    const mine = cacheName(scope, 'v2');
    const names = [
      cacheName(scope, 'v1'),
      mine,
      cacheName('https://user.github.io/other/', 'v1'),
      'someone-else',
    ];
    expect(staleCaches(names, scope, mine)).toEqual([cacheName(scope, 'v1')]);
  });
});

describe('servesPage', () => {
  it('is true only when every script of the page is in the manifest', () => {
    expect(
      servesPage([`${scope}assets/index-abc.js`, `${scope}assets/library-def.js`], scope, manifest),
    ).toBe(true);
    expect(servesPage([`${scope}assets/index-old.js`], scope, manifest)).toBe(false);
    expect(servesPage(['https://elsewhere.example/x.js'], scope, manifest)).toBe(false);
  });
});
