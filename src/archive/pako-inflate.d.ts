// The few members of pako 1's streaming inflater that zip-unpack.ts reads (pako 1 ships no types).
declare module 'pako/lib/inflate.js' {
  export class Inflate {
    constructor(options: { raw: boolean });
    /** Feeds a chunk; `last` finishes the stream. */
    push(data: Uint8Array, last: boolean): boolean;
    onData: (chunk: Uint8Array) => void;
    /** Set once the stream has ended (its final block read) or failed. */
    readonly ended: boolean;
    /** 0 unless the data was not a deflate stream. */
    readonly err: number;
    /** Input not yet consumed when the stream ended. */
    readonly strm: { readonly avail_in: number };
  }
}
