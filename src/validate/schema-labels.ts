/**
 * Plain names for the fields of each document, for the generic schema messages ("The version
 * must be text."). Words follow UI.md: "web name", "address", "program"; never a member's
 * spelling in the file.
 */
import type { SchemaDocument } from './schema-issue';

type LabelTable = readonly (readonly [pattern: string, label: string])[];

const labels: Record<SchemaDocument, LabelTable> = {
  plugin: [
    ['/name', 'web name'],
    ['/version', 'version'],
    ['/description', 'description'],
    ['/author', 'author'],
    ['/author/name', "author's name"],
    ['/author/email', "author's email"],
    ['/author/url', "author's web page"],
    ['/homepage', 'home page address'],
    ['/repository', 'source code address'],
    ['/license', 'licence'],
    ['/keywords', 'list of keywords'],
    ['/keywords/*', 'keyword'],
    ['/extensions', "other apps' settings"],
  ],
  mcp: [['/mcpServers', 'list of tool servers']],
  'mcp-stdio': [
    ['/command', 'program'],
    ['/args', 'list of arguments'],
    ['/args/*', 'argument'],
    ['/env', 'list of environment settings'],
    ['/env/*', 'environment setting'],
    ['/cwd', 'working folder'],
  ],
  'mcp-remote': [
    ['/url', 'address'],
    ['/headers', 'list of headers'],
    ['/headers/*', 'header'],
  ],
  solution: [
    ['/title', 'title'],
    ['/description', 'description'],
    ['/instructions', 'instructions skill'],
    ['/persona', 'separate voice'],
    ['/starters', 'list of conversation starters'],
    ['/starters/*', 'conversation starter'],
    ['/skills', 'list of skills'],
    ['/skills/*', 'skill entry'],
    ['/skills_sold_separately', 'list of skills sold separately'],
    ['/skills_sold_separately/*', 'skill sold separately'],
    ['/mcp', 'tools file'],
    ['/tools', 'list of tools'],
    ['/tools/*', 'list of tools of one server'],
    ['/tools/*/tools', 'list of tools of one server'],
    ['/tools/*/tools/*', 'tool name'],
    ['/tools/*/write_tools', 'list of tools that may change things'],
    ['/tools/*/write_tools/*', 'tool name'],
    ['/examples', 'list of examples'],
    ['/examples/*', 'example'],
    ['/examples/*/output', "example's ideal answer"],
    ['/knowledge', 'list of documents to ask for at install'],
    ['/knowledge/*', 'document to ask for at install'],
    ['/knowledge/*/required', '“Needed before it can start” setting of a document'],
  ],
  skill: [
    ['/name', 'web name'],
    ['/description', 'what it does and when to use it'],
    ['/license', 'licence'],
    ['/compatibility', 'compatibility note'],
    ['/metadata', 'extra details'],
    ['/metadata/*', 'extra detail'],
    ['/allowed-tools', 'allowed tools'],
  ],
};

/** The plain name of the field at `path` in `document`, or a neutral phrase when it has none. */
export function labelOf(document: SchemaDocument, path: readonly string[]): string {
  for (const [pattern, label] of labels[document]) if (matchPath(pattern, path)) return label;
  return path.length === 0 ? 'content' : 'value';
}

/** Whether an instance path matches `pattern`: `*` is one segment, a final `**` any number. */
export function matchPath(pattern: string, path: readonly string[]): boolean {
  const parts = patternParts(pattern);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part === '**') return true;
    const segment = path[i];
    if (segment === undefined) return false;
    if (part !== '*' && part !== segment) return false;
  }
  return parts.length === path.length;
}

// Patterns are few and fixed, and matched once per schema error: split each once.
const splitPatterns = new Map<string, readonly string[]>();

function patternParts(pattern: string): readonly string[] {
  let parts = splitPatterns.get(pattern);
  if (!parts) {
    parts = pattern === '' ? [] : pattern.slice(1).split('/');
    splitPatterns.set(pattern, parts);
  }
  return parts;
}
