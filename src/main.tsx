import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { registerServiceWorker } from './sw/register';
import { afterNextFrame } from './ui/after-next-frame';
import './index.css';

// The built index.html carries the start screen's markup (scripts/vite-prerender.ts): hydrate it,
// once that markup's first frame is drawn, so the frame is not held behind hydration's long task
// (a press meanwhile is kept by src/early-input.js). The dev server serves an empty root.
const container = document.getElementById('root')!;
if (container.firstElementChild) afterNextFrame(() => hydrateRoot(container, <Root />));
else createRoot(container).render(<Root />);

// The built site works offline after the first visit; the dev server keeps no worker. The worker's
// first install fetches the whole site, so it waits a few seconds after the page has loaded: what a
// start pressed at once loads is not queued behind it (bench: "pressed the moment the app is
// wired"). A page a worker already serves only checks for a new version, once idle.
const FIRST_INSTALL_WAIT_MS = 3_000;
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 0);
if (import.meta.env.PROD)
  window.addEventListener(
    'load',
    () => {
      const served = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
      setTimeout(() => whenIdle(registerServiceWorker), served ? 0 : FIRST_INSTALL_WAIT_MS);
    },
    { once: true },
  );
