/**
 * The rule table of docs/rules.md, read where the checker is built (the page is bundled into the
 * checker as text), so SARIF's rule descriptions are the documentation's own words and never a
 * second copy of them.
 */
import rulesPage from '../../docs/rules.md?raw';

/** What docs/rules.md says about one code, as Markdown (its table cells) and as plain text. */
export interface RuleDoc {
  readonly code: string;
  readonly meaning: string;
  readonly example: string;
}

/** The rows of every `| Code | Severity | Meaning | Example |` table of `page`, by code. */
export function parseRuleDocs(page: string): ReadonlyMap<string, RuleDoc> {
  const docs = new Map<string, RuleDoc>();
  for (const line of page.split('\n')) {
    const cells = tableCells(line);
    const code = /^`([a-z]+\.[a-z0-9-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (code === undefined || cells.length !== 4 || !/^(error|warning|info)$/.test(cells[1]!)) continue;
    docs.set(code, { code, meaning: cells[2]!, example: cells[3]! });
  }
  return docs;
}

/** The cells of a Markdown table row, trimmed; a `\|` inside a cell is a literal bar. */
function tableCells(line: string): string[] {
  if (!line.startsWith('|')) return [];
  return line
    .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Markdown of a table cell as plain text: code spans, emphasis and escapes dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(^|[^\w\\])[_*]([^_*]+)[_*](?!\w)/g, '$1$2')
    .replace(/\\([\\`*_|])/g, '$1');
}

/** docs/rules.md's rules, as the checker was built with them. */
export const ruleDocs: ReadonlyMap<string, RuleDoc> = parseRuleDocs(rulesPage);
