import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { registerServiceWorker } from './sw/register';
import './index.css';

// The built index.html carries the start screen's markup (scripts/vite-prerender.ts): hydrate it.
// The dev server serves an empty root.
const container = document.getElementById('root')!;
if (container.firstElementChild) hydrateRoot(container, <Root />);
else createRoot(container).render(<Root />);

// The built site works offline after the first visit; the dev server keeps no worker. The worker's
// first install fetches the whole site, so it waits until the start screen is wired and idle.
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 0);
if (import.meta.env.PROD)
  window.addEventListener('load', () => whenIdle(registerServiceWorker), { once: true });
