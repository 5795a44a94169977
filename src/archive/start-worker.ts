/**
 * Starts an archive worker that runs under the page's Content-Security-Policy.
 *
 * The policy is a meta tag (GitHub Pages sends no headers), and a worker loaded from a script
 * URL takes its policy from that script's response, which has none: string evaluation and
 * requests to any host worked there. A worker started from a blob: URL inherits the policy of
 * the document that made it, so the blob holds one line that imports the real worker script
 * (allowed by `script-src 'self'`), and everything the worker then does is under the policy.
 */
import workerScript from './archive.worker.ts?worker&url';

/** A started worker, and the clean-up that frees its start-up blob once it is done. */
export interface StartedWorker {
  readonly worker: Worker;
  readonly dispose: () => void;
}

export function startArchiveWorker(): StartedWorker {
  const script = new URL(workerScript, import.meta.url).href;
  const source = `import ${JSON.stringify(script)};\n`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  // The blob URL must outlive the constructor: the worker fetches it after this returns.
  const worker = new Worker(url, { type: 'module' });
  return {
    worker,
    dispose: () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    },
  };
}
