import { StrictMode } from 'react';
import { App } from './app';
import { UpdateNotice } from '../sw/update-notice';
import { Button } from '../ui/button';
import { FaultBoundary } from '../ui/error-boundary';

/**
 * The whole page. The build renders it once to HTML (scripts/vite-prerender.ts), so the start
 * screen is in index.html, and main.tsx hydrates that markup; both must render the same tree.
 */
export function Root() {
  return (
    <StrictMode>
      {/* The last net: App keeps its own around an open solution, so this one catches the start screen. */}
      <FaultBoundary
        message="Solution Builder stopped working. Your solutions are kept in this browser; reload the page to go on."
        actions={() => <Button onClick={() => window.location.reload()}>Reload</Button>}
      >
        <App />
      </FaultBoundary>
      <UpdateNotice />
    </StrictMode>
  );
}
