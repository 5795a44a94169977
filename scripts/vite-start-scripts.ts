import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The meta tag index.html lists them in, which src/early-input.js reads. */
export const START_SCRIPTS_META = 'start-scripts';

/**
 * Lists in index.html (a `<meta name="start-scripts">`, which is no script and needs no policy) the
 * lazy chunks a start from the start screen loads: those of `modules` and everything they import,
 * but what the entry chunk already brings. When a start is pressed before the app's script has
 * run, the page's early-input script asks for them at once (`modulepreload`), so they arrive while
 * React is still hydrating instead of after. Build only; the build fails when no chunk holds a
 * module of `modules`, so the list cannot silently go stale.
 *
 * Hand-written because Vite preloads only what a chunk imports once that chunk runs, and writes
 * no list of a lazy chunk's files into the page.
 */
export function listStartScripts(modules: readonly string[]): Plugin {
  return {
    name: 'list-start-scripts',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = startScripts(bundle, modules);
        return html.replace(
          /<\/head>/i,
          `  <meta name="${START_SCRIPTS_META}" content="${files.join(' ')}" />\n  </head>`,
        );
      },
    },
  };
}

/**
 * The chunk files (paths from index.html) that hold `modules`, and everything they import, without
 * the entry chunk and what it imports. Throws for a module that no chunk holds.
 */
export function startScripts(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = new Map<string, { imports: readonly string[]; modules: readonly string[] }>();
  const entryFiles = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, {
      imports: output.imports,
      modules: output.moduleIds.map((id) => id.replaceAll('\\', '/')),
    });
    if (output.isEntry && output.fileName.startsWith('assets/index-')) {
      entryFiles.add(output.fileName);
      for (const file of output.imports) entryFiles.add(file);
    }
  }
  const listed: string[] = [];
  const add = (file: string) => {
    if (entryFiles.has(file) || listed.includes(file)) return;
    listed.push(file);
    for (const imported of chunks.get(file)?.imports ?? []) add(imported);
  };
  for (const module of modules) {
    const holder = [...chunks].find(([, chunk]) => chunk.modules.some((id) => id.endsWith(`/${module}`)));
    if (!holder) throw new Error(`No chunk holds ${module}: the start's scripts cannot be listed`);
    add(holder[0]);
  }
  return listed;
}
