/**
 * Relative links and images in a skill's Markdown body, resolved to plugin paths so that a
 * cheap cross-file check can tell whether the plugin carries what they point to. What counts:
 * inline links and images `[text](target)` / `![alt](target)` and reference definitions
 * `[ref]: target`, outside fenced code blocks and inline code. What is ignored: targets with a
 * scheme (https:, mailto:, data:…), anchors (#…), absolute paths (/…) and template text
 * ({{…}}, ${…}). A query or fragment is dropped, %-escapes are decoded.
 */

/** One relative link: as written, where it resolves (undefined when it climbs out of the plugin), its line. */
export interface SkillLink {
  readonly target: string;
  readonly path: string | undefined;
  readonly line: number;
}

const INLINE = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>\n]*>|\S+)/;
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
    const line = firstLine + index;
    const visible = text.replace(/(`+)[\s\S]*?\1/g, '');
    const add = (raw: string) => {
      const link = resolveLink(raw, folderPath);
      if (link) links.push({ ...link, line });
    };
    const definition = DEFINITION.exec(visible);
    if (definition) add(definition[1]!);
    for (const match of visible.matchAll(INLINE)) add(match[1]!);
  });
  return links;
}

function resolveLink(raw: string, folderPath: string): Omit<SkillLink, 'line'> | undefined {
  let target = raw.trim();
  if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1).trim();
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
  return { target, path: resolve(folderPath, decoded) };
}

/** `relative` resolved against `folder`; undefined when `..` leads above the plugin root. */
export function resolve(folder: string, relative: string): string | undefined {
  const segments = folder === '' ? [] : folder.split('/');
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}
