import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Notice } from './notice';

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
        <Notice as="div" role="alert" className={`m-4 flex flex-col gap-3 ${className}`}>
          <p>{message}</p>
          {actions && <div className="flex flex-wrap gap-2">{actions(resetErrorBoundary)}</div>}
        </Notice>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
