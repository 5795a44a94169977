/**
 * The messages between the page and the archive worker. Trees travel as `Map`s (structured
 * clone keeps them); file buffers coming back from the worker are transferred, not copied.
 */
import type { FileTree } from '../model/file-tree';
import type { ZipLimits } from './limits';
import type { ZipProgress, ZipReadResult } from './read-zip';
import type { ReadShare, ShareOutcome } from './unpack-archive';
import type { LinkReadResult } from './share-link';
import type { PackedData, PackedFile } from './write-zip';
import type { DeflateLevel } from './deflate-level';

/** Options for opening a zip in the worker. */
export interface OpenZipOptions {
  /** Open the plugin in this folder of the zip (a `choose-plugin` candidate's `root`). */
  readonly root?: string;
  readonly limits?: Partial<ZipLimits>;
  /**
   * Files (paths from the zip's top) to unpack first and send ahead in an `early` reply, copied,
   * while the rest is read (a RegExp survives the message).
   */
  readonly early?: RegExp;
}

/** A request from the page: open zip bytes (a File/Blob is read inside the worker) or save a tree. */
export type ArchiveRequest =
  | {
      readonly id: number;
      readonly op: 'open';
      readonly source: Blob | ArrayBuffer;
      readonly options?: OpenZipOptions;
    }
  | {
      readonly id: number;
      readonly op: 'save';
      readonly tree: FileTree;
      /**
       * `blob`: answer with a Blob made in the worker and the zip's SHA-256 (for a download, which
       * shows it) instead of the bytes.
       */
      readonly as?: 'bytes' | 'blob';
      /** Files the page had packed ahead, by path (see writePluginZip's `packed`). */
      readonly packed?: ReadonlyMap<string, PackedFile>;
    }
  /**
   * Expect a zip to open: start the helpers that will read shares of it beside this worker, so
   * that they are ready when it comes (the page asks while the person chooses one).
   */
  | { readonly id: number; readonly op: 'expect-zip' }
  /** Unpack one share of a zip's files, for the archive worker that opens it (a helper's part). */
  | {
      readonly id: number;
      readonly op: 'read-share';
      readonly source: Blob;
      readonly share: ReadShare;
      readonly limits?: Partial<ZipLimits>;
    }
  /** Read a shared link's address fragment (share-link.ts). */
  | { readonly id: number; readonly op: 'read-link'; readonly fragment: string }
  /** Pack these files' bytes for a worker writing a zip: it shares the deflating with helpers. */
  | {
      readonly id: number;
      readonly op: 'pack';
      readonly files: readonly Uint8Array[];
      readonly level: DeflateLevel;
    };

/** A reply from the worker: progress (any number of times), early files (once at most), then exactly one outcome. */
export type ArchiveReply =
  | { readonly id: number; readonly type: 'progress'; readonly progress: ZipProgress }
  /** The files an open request asked for first (`OpenZipOptions.early`), before its outcome. */
  | { readonly id: number; readonly type: 'early'; readonly files: ReadonlyMap<string, Uint8Array> }
  | { readonly id: number; readonly type: 'opened'; readonly result: ZipReadResult }
  | { readonly id: number; readonly type: 'saved'; readonly zip: Uint8Array }
  | { readonly id: number; readonly type: 'saved-blob'; readonly zip: Blob; readonly sha256: string }
  | { readonly id: number; readonly type: 'link-read'; readonly result: LinkReadResult }
  | { readonly id: number; readonly type: 'share-read'; readonly outcome: ShareOutcome }
  | { readonly id: number; readonly type: 'packed'; readonly packed: readonly PackedData[] }
  | { readonly id: number; readonly type: 'failed'; readonly message: string };
