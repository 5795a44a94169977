/**
 * The lookup's own document (lookup.html): loaded in a frame by the Tools view only when the
 * person presses "Look up its tools", and removed once it has answered. It is the one document
 * allowed to reach a tool service (its policy: vite.try.config.ts), asks the one address the
 * view gives it, tells the view of each request it sends and then of what came back.
 */
// First: it sets zod, which the MCP client reads answers with, up before any module that uses it.
import '../conversation/no-runtime-code';
import { lookUpTools } from '../conversation/mcp-lookup';
import { readToLookup, type FromLookup } from '../conversation/mcp-lookup-bridge';
import { recordingFetch } from '../conversation/recording-fetch';

const tell = (message: FromLookup) => window.parent.postMessage(message, window.location.origin);

let asked = false;
window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  const message = readToLookup(event.data);
  if (!message || asked) return;
  asked = true;
  const fetcher = recordingFetch((request) => tell({ type: 'sent', request }));
  void lookUpTools(message.address, fetcher).then((outcome) => tell({ type: 'looked-up', outcome }));
});
tell({ type: 'ready' });
