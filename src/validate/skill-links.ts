/**
 * Relative links and images in a skill's Markdown body, resolved to plugin paths so that a
 * cheap cross-file check can tell whether the plugin carries what they point to. What counts:
 * inline links and images `[text](target)` / `![alt](target)` and reference definitions
 * `[ref]: target`, outside fenced code blocks and inline code. What is ignored: targets with a
 * scheme (https:, mailto:, data:…), anchors (#…), absolute paths (/…) and template text
 * ({{…}}, ${…}, a word in angle brackets: `(<link>)`). A query or fragment is dropped, %-escapes
 * are decoded.
 */
import { resolvePath } from '../model/relative-path';

/**
 * One relative link: as written, where it resolves (undefined when it climbs out of the plugin),
 * its line, and the words a person reads for it (a link's text, an image's description, a
 * definition's label), undefined when it has none.
 */
export interface SkillLink {
  readonly target: string;
  readonly path: string | undefined;
  readonly line: number;
  readonly words: string | undefined;
}

const DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*(<[^>\n]*>|\S+)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// Links made for people to follow in a browser or mail client, not files of the skill.
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The relative links of `body` (whose first line is line `firstLine` of the file), resolved
 * against the skill's folder `folderPath` (such as `skills/returns`).
 */
export function extractLinks(body: string, firstLine: number, folderPath: string): SkillLink[] {
  const links: SkillLink[] = [];
  const lines = body.split(/\r\n|\n|\r/);
  let fence: string | undefined;
  lines.forEach((text, index) => {
    const opening = FENCE.exec(text);
    if (fence !== undefined) {
      if (opening && opening[1]!.startsWith(fence[0]!) && opening[1]!.length >= fence.length)
        fence = undefined;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    // Every link and definition has a bracket: most lines of a skill have none.
    if (!text.includes('[')) return;
    const line = firstLine + index;
    const visible = withoutCode(text);
    const add = (raw: string, words: string | undefined) => {
      const link = resolveLink(raw, folderPath);
      if (link) links.push({ ...link, line, words: plainWords(words) });
    };
    const definition = DEFINITION.exec(visible);
    if (definition) add(definition[2]!, definition[1]);
    for (const { target, words } of inlineTargets(visible)) add(target, words);
  });
  return links;
}

// Longer destinations are not links a person wrote; the cap also keeps hostile lines linear.
const MAX_DESTINATION = 2048;

/**
 * The line without inline code spans. A hand-written scanner rather than a regular expression,
 * so that a line of thousands of backticks or brackets costs linear time.
 */
function withoutCode(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const tick = text.indexOf('`', at);
    if (tick === -1) return out + text.slice(at);
    out += text.slice(at, tick);
    let run = tick;
    while (text[run] === '`') run += 1;
    const close = text.indexOf(text.slice(tick, run), run);
    // An unclosed run is literal text; what follows it is read as text too.
    if (close === -1) return out + text.slice(tick);
    at = close + (run - tick);
  }
  return out;
}

/**
 * The destinations of inline links and images: what follows each `](`, CommonMark-style, with
 * the text in the brackets before it.
 */
function inlineTargets(text: string): { target: string; words: string | undefined }[] {
  const targets: { target: string; words: string | undefined }[] = [];
  let after = 0;
  for (let at = text.indexOf(']('); at !== -1; at = text.indexOf('](', at + 2)) {
    const target = destination(text, at + 2);
    if (target !== undefined) targets.push({ target, words: bracketText(text, at, after) });
    after = at + 2;
  }
  return targets;
}

/**
 * The text between `]` at `close` and the `[` that opens it, nested brackets included, looked for
 * only after `from` (the previous link's `](`), so a line's scans back cost linear time in all.
 */
function bracketText(text: string, close: number, from: number): string | undefined {
  let depth = 0;
  for (let i = close - 1; i >= from; i -= 1) {
    const char = text[i];
    if (text[i - 1] === '\\') continue;
    if (char === ']') depth += 1;
    else if (char === '[') {
      if (depth === 0) return text.slice(i + 1, close);
      depth -= 1;
    }
  }
  return undefined;
}

/** Link text as it reads: without emphasis marks and code ticks, on one line, kept short. */
function plainWords(words: string | undefined): string | undefined {
  const plain = words
    ?.replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  return plain.length > 60 ? `${plain.slice(0, 59).trimEnd()}…` : plain;
}

function destination(text: string, start: number): string | undefined {
  let i = start;
  while (text[i] === ' ' || text[i] === '\t') i += 1;
  const begin = i;
  const limit = Math.min(text.length, begin + MAX_DESTINATION);
  if (text[i] === '<') {
    // `<…>`: up to the closing `>` (a `]` on the way means it is not a destination).
    do i += 1;
    while (i < limit && text[i] !== '>' && text[i] !== ']');
    if (text[i] !== '>') return undefined;
    i += 1;
  } else {
    // Balanced parentheses belong to the destination (`file(1).md`); an unbalanced `)` ends it.
    // A `]` ends the scan too (rare in a file name): then no scan runs past the next `](`, and a
    // line costs linear time however many it holds.
    let depth = 0;
    for (; i < limit; i += 1) {
      const char = text[i];
      if (char === ' ' || char === '\t' || char === ']') break;
      if (char === '\\') i += 1;
      else if (char === '(') depth += 1;
      else if (char === ')') {
        if (depth === 0) break;
        depth -= 1;
      }
    }
    if (i === begin || i >= limit) return undefined;
  }
  const end = i;
  while (text[i] === ' ' || text[i] === '\t') i += 1;
  // A link closes with `)` or continues with a title in quotes or parentheses.
  const after = text[i];
  return after !== undefined && ')"\'('.includes(after) ? text.slice(begin, end) : undefined;
}

function resolveLink(raw: string, folderPath: string): Pick<SkillLink, 'target' | 'path'> | undefined {
  let target = raw.trim();
  if (target.startsWith('<') && target.endsWith('>')) {
    target = target.slice(1, -1).trim();
    // `[release notes](<link>)`: a word in angle brackets with no dot and no slash is a template's
    // blank to fill in, not a file (a file in them has its extension: `<my notes.md>`).
    if (!/[./]/.test(target)) return undefined;
  }
  if (target === '' || target.startsWith('#') || target.startsWith('/') || SCHEME.test(target))
    return undefined;
  if (/\{\{|\$\{|[<>*]/.test(target)) return undefined;
  const bare = target.replace(/[?#].*$/, '');
  if (bare === '') return undefined;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A stray % is kept as written: the file may well be called that.
  }
  return { target, path: resolvePath(folderPath, decoded) };
}
