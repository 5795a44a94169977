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

/**
 * The start-up blob's URL, made once and kept for the page's life (it is one line): making a
 * blob and its URL asks the browser process and waits for its answer, which on a busy machine
 * held the page for tens of milliseconds at every start (an export's first task).
 */
let startUrl: string | undefined;

export function startArchiveWorker(): Worker {
  if (startUrl === undefined) {
    const script = new URL(workerScript, import.meta.url).href;
    const source = `import ${JSON.stringify(script)};\n`;
    startUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  return new Worker(startUrl, { type: 'module' });
}
