import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export interface FaultBoundaryProps {
  /** What stopped working, in a plain sentence ("This view stopped working."). */
  readonly message: string;
  /** What the person can do next (buttons); shown under the message. */
  readonly actions?: (retry: () => void) => ReactNode;
  /** Called once per fault, so the shell can remember not to reopen what failed. */
  readonly onFault?: () => void;
  /** A change of any of these clears the fault (another view, another solution). */
  readonly resetKeys?: readonly unknown[];
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * Catches a part of the page that fails while drawing and shows a plain notice in its place, so
 * the rest of the page (header, Export, the library) stays usable and nothing unmounts for good.
 */
export function FaultBoundary({
  message,
  actions,
  onFault,
  resetKeys,
  className = '',
  children,
}: FaultBoundaryProps) {
  return (
    <ErrorBoundary
      {...(resetKeys ? { resetKeys: [...resetKeys] } : {})}
      onError={() => onFault?.()}
      fallbackRender={({ resetErrorBoundary }) => (
        <div
          role="alert"
          className={`m-4 flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100 ${className}`}
        >
          <p>{message}</p>
          {actions && <div className="flex flex-wrap gap-2">{actions(resetErrorBoundary)}</div>}
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
