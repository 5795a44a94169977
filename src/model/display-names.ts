/**
 * Headings for technical names people never type: a skill folder, a server key or a tool name is
 * shown as a short sentence-case title ("order-lookup" → "Order lookup").
 */

/**
 * A title from a technical name: separators (`-`, `_`, `.`, spaces) become single spaces and the
 * first letter is capitalised; the rest keeps its case, so "GitHub-issues" stays "GitHub issues".
 * Returns the name unchanged when nothing but separators is left.
 */
export function sentenceTitle(name: string): string {
  const words = name.split(/[-_.\s]+/).filter(Boolean);
  if (words.length === 0) return name;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * How a tool is named to people: its own title when the service gives one (MCP tools may carry a
 * `title`), else a sentence from its technical name ("lookup_order" → "Lookup order").
 */
export function toolTitle(name: string, title?: unknown): string {
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : sentenceTitle(name);
}
