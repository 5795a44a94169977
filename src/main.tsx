import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { registerServiceWorker } from './sw/register';
import './index.css';

// The built index.html carries the start screen's markup (scripts/vite-prerender.ts): hydrate it.
// The dev server serves an empty root.
const container = document.getElementById('root')!;
if (container.firstElementChild) hydrateRoot(container, <Root />);
else createRoot(container).render(<Root />);

// The built site works offline after the first visit; the dev server keeps no worker.
if (import.meta.env.PROD) registerServiceWorker();
