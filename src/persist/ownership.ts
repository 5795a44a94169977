import type { SolutionId } from './ids';
import {
  browserTabCoordination,
  type ChannelLike,
  type LockRequestOptions,
  type TabCoordination,
} from './tab-coordination';

/**
 * Who edits a solution when several tabs have it open.
 *  - 'owner': this tab edits and saves it.
 *  - 'ownedElsewhere': another tab does; this one should show it read-only and offer "Take over".
 *  - 'lost': another tab took over; this one must stop saving and become read-only.
 *  - 'released': this tab let go (the solution was closed).
 */
export type OwnershipState = 'owner' | 'ownedElsewhere' | 'lost' | 'released';

export interface Ownership {
  readonly solutionId: SolutionId;
  state(): OwnershipState;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: OwnershipState) => void): () => void;
  /**
   * Makes this tab the owner: asks the owning tab to save and let go, and takes the lock by force
   * if it does not answer in time (a frozen background tab). Then reopen the solution with
   * `library.open(id, { claim: true })`, so the tree includes what the other tab saved.
   */
  takeOver(): Promise<void>;
  /** Lets go (closing the solution); resolves once the lock is free for other tabs. */
  release(): Promise<void>;
}

export interface OwnershipOptions {
  /** This tab's id (`library.tabId`). */
  readonly tabId: string;
  /** Web Locks and BroadcastChannel; defaults to the browser's. */
  readonly coordination?: TabCoordination;
  /** Runs when another tab takes over, before letting go: flush the autosaver here. */
  readonly beforeHandOver?: () => Promise<unknown>;
  /** How long a take-over waits for the owner to hand over before taking the lock by force. */
  readonly handOverTimeoutMs?: number;
}

const CHANNEL_NAME = 'solution-builder:ownership';

interface HandOverRequest {
  readonly type: 'hand-over';
  readonly solutionId: string;
  readonly from: string;
}

/**
 * Finds out whether this tab may edit `solutionId`, holding a Web Lock named after it while it
 * does. Without Web Locks every tab is told 'owner'; storage still refuses a save over another
 * tab's (see save-changes.ts), so a conflict is reported, never silent.
 */
export async function claimOwnership(solutionId: SolutionId, options: OwnershipOptions): Promise<Ownership> {
  const { locks, openChannel } = options.coordination ?? browserTabCoordination();
  const lockName = `solution-builder:solution:${solutionId}`;
  const channel: ChannelLike | undefined = openChannel?.(CHANNEL_NAME);
  const listeners = new Set<(state: OwnershipState) => void>();
  let current: OwnershipState = 'ownedElsewhere';
  let releaseHeld: (() => void) | undefined;
  let lockFreed: Promise<void> = Promise.resolve();
  // Each hold gets a number, so the end of an old hold cannot change the state of a newer one.
  let generation = 0;

  function setState(next: OwnershipState): void {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener(next);
  }

  function letGo(next: OwnershipState): void {
    setState(next);
    releaseHeld?.();
    releaseHeld = undefined;
  }

  /** Requests the lock; resolves true once held, false when not granted. */
  function hold(lockOptions: LockRequestOptions): Promise<boolean> {
    if (!locks) return Promise.resolve(true);
    const mine = ++generation;
    return new Promise((resolve) => {
      let granted = false;
      const ended = (error?: unknown) => {
        // The lock ended without this tab letting go: another tab stole it.
        if (granted && mine === generation && current === 'owner') setState('lost');
        // Not granted: an abort means "not now"; any other failure means Web Locks do not work
        // here (a sandboxed frame), so go on as without them and let storage guard the writes.
        if (!granted) resolve(error !== undefined && !isAbort(error));
      };
      // The lock manager calls back asynchronously (per the spec), so `settled` is set by then.
      let settled: Promise<void> = Promise.resolve();
      try {
        const request = locks.request(lockName, lockOptions, (lock) => {
          if (!lock) return resolve(false);
          granted = true;
          lockFreed = settled;
          resolve(true);
          return new Promise<void>((release) => {
            releaseHeld = release;
          });
        });
        settled = request.then(() => ended(), ended);
      } catch (error) {
        ended(error);
      }
    });
  }

  async function onMessage(event: { readonly data: unknown }): Promise<void> {
    const message = event.data as Partial<HandOverRequest> | null;
    if (message?.type !== 'hand-over' || message.solutionId !== solutionId || message.from === options.tabId)
      return;
    if (current !== 'owner') return;
    try {
      await options.beforeHandOver?.();
    } catch {
      // The other tab asked to take over; failing to save first must not keep the lock forever.
    }
    if (current === 'owner') letGo('lost');
  }
  const listener = (event: { readonly data: unknown }) => void onMessage(event);
  channel?.addEventListener('message', listener);

  setState((await hold({ ifAvailable: true })) ? 'owner' : 'ownedElsewhere');

  return {
    solutionId,
    state: () => current,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    async takeOver() {
      if (current === 'owner') return;
      const request: HandOverRequest = { type: 'hand-over', solutionId, from: options.tabId };
      try {
        channel?.postMessage(request);
      } catch {
        // A closed channel: the owner is not asked, and the lock is taken by force after the wait.
      }
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), options.handOverTimeoutMs ?? 3000);
      const handedOver = await hold({ signal: timeout.signal });
      clearTimeout(timer);
      if (!handedOver) await hold({ steal: true });
      setState('owner');
    },
    release() {
      letGo('released');
      channel?.removeEventListener('message', listener);
      channel?.close();
      return lockFreed;
    },
  };
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
