import { useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownPreviewProps {
  readonly source: string;
  readonly imageUrl?: (src: string) => string | undefined;
  readonly className?: string;
  /** The region's name; each preview on a page needs its own (default "Formatted text"). */
  readonly label?: string;
}

/**
 * How much of a document the preview renders. Rendering is fast, but laying out the HTML of a
 * multi-megabyte document freezes the page for seconds (and every later layout with it); a
 * preview is for reading the start of a text, and the editor beside it holds all of it.
 */
export const PREVIEW_LIMIT = 100_000;

/** A rendered, sanitised preview of Markdown; it lags behind fast typing rather than slowing it. */
export function MarkdownPreview({
  source,
  imageUrl,
  className = '',
  label = 'Formatted text',
}: MarkdownPreviewProps) {
  const deferred = useDeferredValue(source);
  const { html, cut } = useMemo(() => {
    const { text, cut } = beginning(withoutFrontmatter(deferred));
    return { html: renderMarkdown(text, imageUrl ? { imageUrl } : {}), cut };
  }, [deferred, imageUrl]);
  return (
    // Focusable, so that a long preview can be scrolled with the keyboard.
    <div role="region" aria-label={label} tabIndex={0} className={`markdown-preview ${className}`}>
      {/* The HTML comes from markdown-it with raw HTML disabled and links made inert: see render-markdown.ts. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
      {cut && (
        <p className="mt-4 border-t border-neutral-200 pt-3 text-xs text-neutral-600 italic dark:border-neutral-700 dark:text-neutral-400">
          The preview shows the first {Math.round(PREVIEW_LIMIT / 1000)} thousand characters of this long
          text. The editor has all of it.
        </p>
      )}
    </div>
  );
}

/** The first PREVIEW_LIMIT characters, cut at the end of a line, and whether anything was cut. */
function beginning(text: string): { text: string; cut: boolean } {
  if (text.length <= PREVIEW_LIMIT) return { text, cut: false };
  const lineEnd = text.lastIndexOf('\n', PREVIEW_LIMIT);
  return { text: text.slice(0, lineEnd > 0 ? lineEnd : PREVIEW_LIMIT), cut: true };
}

/** The document without a leading frontmatter block, which is data rather than prose. */
function withoutFrontmatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
}
