/**
 * The archive worker: zip reading and writing off the page's main thread, so a large zip never
 * freezes the page. Started by archive-client.ts; all the work is in worker-handler.ts.
 */
import type { ArchiveRequest } from '../archive-protocol';
import { handleArchiveRequest } from '../worker-handler';
import { helperWorkers } from './helper-workers';

// Compiled against the WebWorker library (tsconfig.workers.json), which types the worker's scope.
declare const self: DedicatedWorkerGlobalScope;

const helpers = helperWorkers(self);

// Each request is this worker's own copy of what the page posted.
self.onmessage = (event: MessageEvent<ArchiveRequest>) => {
  void handleArchiveRequest(
    event.data,
    (reply, transfer) => self.postMessage(reply, transfer),
    helpers,
    true,
  );
};
