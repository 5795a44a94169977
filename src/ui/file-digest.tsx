import { Check, ChevronRight, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';

/**
 * A downloaded file's SHA-256 fingerprint, copyable, for people who check or pin what they
 * download: under "Details", closed until someone opens it, since the person who made the file
 * has no use for it. The fingerprint is in the system font, as all but file contents
 * are (UI.md): with its digits evenly spaced it reads as well, and drawing it never waits for the
 * browser to find a monospace font, which it does while it is still busy writing the download.
 */
export function FileDigest({ name, sha256 }: { readonly name: string; readonly sha256: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <details className="group text-xs">
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded font-medium opacity-80 select-none [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="size-3.5 transition-transform group-open:rotate-90" />
        Details<span className="sr-only"> of {name}</span>
      </summary>
      <span className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 pl-5">
        <span className="text-neutral-600 dark:text-neutral-400">Fingerprint (SHA-256)</span>
        <code className="font-sans break-all tabular-nums" aria-label={`SHA-256 of ${name}`}>
          {sha256}
        </code>
        <Button
          variant="ghost"
          className="px-2 py-0.5"
          aria-label={`Copy the fingerprint of ${name}`}
          onClick={() =>
            void navigator.clipboard?.writeText(sha256).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          <span>{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </span>
    </details>
  );
}
