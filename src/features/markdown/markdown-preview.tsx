import { useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownPreviewProps {
  readonly source: string;
  readonly imageUrl?: (src: string) => string | undefined;
  readonly className?: string;
}

/** A rendered, sanitised preview of Markdown; it lags behind fast typing rather than slowing it. */
export function MarkdownPreview({ source, imageUrl, className = '' }: MarkdownPreviewProps) {
  const deferred = useDeferredValue(source);
  const html = useMemo(
    () => renderMarkdown(withoutFrontmatter(deferred), imageUrl ? { imageUrl } : {}),
    [deferred, imageUrl],
  );
  return (
    <div
      aria-label="Formatted text"
      role="region"
      className={`markdown-preview ${className}`}
      // The HTML comes from markdown-it with raw HTML disabled and links made inert: see render-markdown.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The document without a leading frontmatter block, which is data rather than prose. */
function withoutFrontmatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
}
