import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './sw/register';
import { UpdateNotice } from './sw/update-notice';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
    <UpdateNotice />
  </StrictMode>,
);

// The built site works offline after the first visit; the dev server keeps no worker.
if (import.meta.env.PROD) registerServiceWorker();
