/**
 * The browser APIs tabs coordinate through, narrowed to what ownership uses, so tests can pass
 * fakes (see testing/fake-tabs.ts) and the browser passes the real ones.
 */

/** Options of a Web Locks request that ownership uses. */
export interface LockRequestOptions {
  readonly ifAvailable?: boolean;
  readonly steal?: boolean;
  readonly signal?: AbortSignal;
}

/** The part of `navigator.locks` ownership uses. The lock is held until the callback's promise settles. */
export interface LockManagerLike {
  request(
    name: string,
    options: LockRequestOptions,
    callback: (lock: unknown) => Promise<unknown> | unknown,
  ): Promise<unknown>;
}

/** The part of `BroadcastChannel` ownership uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  close(): void;
}

/** What tabs can use to coordinate; either part may be missing in an old or locked-down browser. */
export interface TabCoordination {
  readonly locks?: LockManagerLike;
  readonly openChannel?: (name: string) => ChannelLike;
}

/** The page's Web Locks and BroadcastChannel, where the browser has them. */
export function browserTabCoordination(): TabCoordination {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const hasChannel = typeof BroadcastChannel !== 'undefined';
  return {
    ...(locks ? { locks } : {}),
    ...(hasChannel ? { openChannel: (name: string) => new BroadcastChannel(name) } : {}),
  };
}
