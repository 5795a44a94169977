export type EditorLanguage = 'json' | 'markdown' | 'yaml' | 'text';

/** The editor language for a file name. */
export function languageFor(path: string): EditorLanguage {
  if (/\.json$/i.test(path)) return 'json';
  if (/\.(md|markdown|mdx)$/i.test(path)) return 'markdown';
  if (/\.ya?ml$/i.test(path)) return 'yaml';
  return 'text';
}
