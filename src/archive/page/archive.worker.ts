/**
 * The archive worker: zip reading and writing off the page's main thread, so a large zip never
 * freezes the page. Started by archive-client.ts; all the work is in worker-handler.ts.
 */
import type { ArchiveReply, ArchiveRequest } from '../archive-protocol';
import { handleArchiveRequest } from '../worker-handler';

// The project's DOM typings describe a page; inside a worker only these two members are used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ArchiveRequest>) => void) | null;
  postMessage(message: ArchiveReply, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  void handleArchiveRequest(event.data, (reply, transfer) => scope.postMessage(reply, transfer));
};
