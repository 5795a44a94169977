import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component kept in its own chunk: drawn like `React.lazy`, and loadable ahead (`load`). */
export interface LazyChunk<P extends object> {
  readonly Component: ComponentType<P>;
  readonly load: () => Promise<void>;
}

/**
 * `React.lazy` that draws at once once its chunk is loaded: React.lazy suspends on its first
 * drawing even when the chunk has arrived, its fallback is committed, and React then holds the
 * content back until about 300 ms after that fallback. Loading the chunk ahead (`load`, while the
 * person chooses or a zip is read) thus makes the first drawing skip the fallback altogether.
 * Each drawing keeps the component it started with, so nothing is mounted twice.
 */
export function lazyChunk<P extends object>(
  importChunk: () => Promise<{ default: ComponentType<P> }>,
): LazyChunk<P> {
  let loaded: ComponentType<P> | undefined;
  // Once until it fails: a chunk asked for again is found loaded, but its promise takes a task or
  // two to resolve, which a plugin being opened would wait for.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= importChunk().then(
      (chunk) => {
        loaded = chunk.default;
        return chunk;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Chunk(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return { Component: Chunk, load: () => load().then(() => undefined) };
}
