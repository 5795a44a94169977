export type EditorLanguage = 'json' | 'markdown' | 'yaml' | 'text';

/** The editor language for a file name. */
export function languageFor(path: string): EditorLanguage {
  if (/\.json$/i.test(path)) return 'json';
  if (/\.(md|markdown|mdx)$/i.test(path)) return 'markdown';
  if (/\.ya?ml$/i.test(path)) return 'yaml';
  return 'text';
}

/**
 * The line separator to edit with. CodeMirror otherwise splits on \r\n, \r and \n and joins with
 * \n, which would rewrite a CRLF file on its first keystroke. A file whose every line break is
 * CRLF keeps CRLF; any other file splits only on \n, so a stray \r stays a character of its line.
 */
export function lineSeparatorOf(text: string): '\r\n' | '\n' {
  return text.includes('\r\n') && !/(^|[^\r])\n/.test(text) ? '\r\n' : '\n';
}
