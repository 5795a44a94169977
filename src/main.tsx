import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './sw/register';
import { UpdateNotice } from './sw/update-notice';
import { Button } from './ui/button';
import { FaultBoundary } from './ui/error-boundary';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The last net: App keeps its own around an open solution, so this one catches the start screen. */}
    <FaultBoundary
      message="Solution Builder stopped working. Your solutions are kept in this browser; reload the page to go on."
      actions={() => <Button onClick={() => window.location.reload()}>Reload</Button>}
    >
      <App />
    </FaultBoundary>
    <UpdateNotice />
  </StrictMode>,
);

// The built site works offline after the first visit; the dev server keeps no worker.
if (import.meta.env.PROD) registerServiceWorker();
