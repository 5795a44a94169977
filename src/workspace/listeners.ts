/**
 * Who hears that a piece of state changed: the store, the flows and the session each keep such a
 * list. Pure: no page globals.
 */
export interface Listeners {
  /** Adds `listener`; returns what removes it. */
  subscribe(listener: () => void): () => void;
  /** Calls every listener, in the order they came. */
  tell(): void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell() {
      for (const listener of listeners) listener();
    },
  };
}
