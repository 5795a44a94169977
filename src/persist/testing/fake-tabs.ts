import type { ChannelLike, LockManagerLike, LockRequestOptions, TabCoordination } from '../tab-coordination';

/**
 * Test doubles for Web Locks and BroadcastChannel shared by several "tabs" in one Node process.
 * They follow the parts of the specs ownership relies on: exclusive locks granted in request
 * order, `ifAvailable` (callback gets null), `steal` (the holder's request rejects with an
 * AbortError), `signal` (a waiting request is dropped), and channel messages delivered
 * asynchronously to every other channel of the same name.
 */
export class FakeBrowser {
  private readonly held = new Map<string, symbol>();
  private readonly waiting = new Map<string, Array<{ grant: () => void }>>();
  private readonly channels = new Set<{ name: string; deliver: (data: unknown) => void }>();

  /** One tab's view: its own lock manager and channel factory over the shared state. */
  tab(): TabCoordination {
    return { locks: this.locks(), openChannel: (name) => this.channel(name) };
  }

  private locks(): LockManagerLike {
    return {
      request: (name: string, options: LockRequestOptions, callback: (lock: unknown) => unknown) =>
        new Promise((resolve, reject) => {
          const grant = () => {
            const token = Symbol(name);
            this.held.set(name, token);
            const stolen = (error: unknown) => {
              if (this.held.get(name) === token) return false;
              reject(error);
              return true;
            };
            this.stealers.set(token, stolen);
            Promise.resolve()
              .then(() => callback({ name }))
              .then(
                (value) => this.finish(name, token, () => resolve(value)),
                (error: unknown) => this.finish(name, token, () => reject(error)),
              );
          };
          const busy = this.held.has(name) || (this.waiting.get(name)?.length ?? 0) > 0;
          if (options.steal) {
            const victim = this.held.get(name);
            this.held.delete(name);
            if (victim) this.stealers.get(victim)?.(new DOMException('Lock stolen', 'AbortError'));
            grant();
          } else if (!busy) {
            grant();
          } else if (options.ifAvailable) {
            Promise.resolve()
              .then(() => callback(null))
              .then(resolve, reject);
          } else {
            const entry = { grant };
            const queue = this.waiting.get(name) ?? [];
            queue.push(entry);
            this.waiting.set(name, queue);
            options.signal?.addEventListener('abort', () => {
              const index = queue.indexOf(entry);
              if (index < 0) return;
              queue.splice(index, 1);
              reject(new DOMException('Aborted', 'AbortError'));
            });
          }
        }),
    };
  }

  private readonly stealers = new Map<symbol, (error: unknown) => boolean>();

  /** The callback of a lock settled: release it (unless it was stolen) and grant the next waiter. */
  private finish(name: string, token: symbol, settle: () => void): void {
    this.stealers.delete(token);
    if (this.held.get(name) !== token) return; // stolen: its request already rejected
    this.held.delete(name);
    settle();
    this.waiting.get(name)?.shift()?.grant();
  }

  private channel(name: string): ChannelLike {
    const listeners = new Set<(event: { data: unknown }) => void>();
    const self = { name, deliver: (data: unknown) => listeners.forEach((l) => l({ data })) };
    this.channels.add(self);
    return {
      postMessage: (message: unknown) => {
        const data = structuredClone(message);
        for (const other of this.channels) {
          if (other !== self && other.name === name) setTimeout(() => other.deliver(data), 0);
        }
      },
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
      close: () => this.channels.delete(self),
    };
  }
}
