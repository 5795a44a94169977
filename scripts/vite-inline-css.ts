import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The `<link rel="stylesheet">` Vite writes into index.html for a sheet of the build's assets. */
const SHEET_LINK = /<link rel="stylesheet"[^>]*? href="\.\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Writes the style sheets index.html links into it as `<style>` elements and drops the files, so
 * the start screen's first frame waits for no request but the page itself (measured: drawn some
 * 40-48 ms sooner; when it is usable is set by the entry script and hydration, and did not move).
 * The Content-Security-Policy's style-src already allows inline styles (vite.config.ts). Build only.
 *
 * Hand-written because the libraries that inline CSS do something else: beasties (ex critters)
 * inlines only the rules the page's markup uses and loads the rest with an inline event handler,
 * which the policy's script-src refuses, and the workspace drawn after hydration needs the whole
 * sheet; vite-plugin-singlefile inlines the scripts too, which would undo the lazy chunks. Here the
 * sheet is already in the bundle, so inlining it is a replacement.
 */
export function inlineStyleSheets(): Plugin {
  const inlined: string[] = [];
  return {
    name: 'inline-style-sheets',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? inlineLinkedSheets(html, bundle, inlined) : html),
    },
    generateBundle: {
      // After Vite has written each lazy chunk's list of files to preload.
      order: 'post',
      handler(_options, bundle) {
        const stillNamed = sheetsStillNamed(bundle, inlined);
        if (stillNamed) this.error(stillNamed);
      },
    },
  };
}

/**
 * `html` with each sheet of `bundle` it links written in as a `<style>`; the sheets leave `bundle`
 * and their names are added to `inlined`. Throws, failing the build, for a sheet that would not
 * work inside the page.
 */
export function inlineLinkedSheets(html: string, bundle: OutputBundle, inlined: string[] = []): string {
  return html.replace(SHEET_LINK, (_link, fileName: string) => {
    const sheet = bundle[fileName];
    if (sheet?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build lacks`);
    const css = typeof sheet.source === 'string' ? sheet.source : new TextDecoder().decode(sheet.source);
    // Inside index.html the sheet's relative URLs would resolve from the page, not from assets/,
    // and a `</style` in it would end the element early.
    if (/url\(\s*['"]?(?!data:|#)/i.test(css)) throw new Error(`${fileName} refers to files by URL`);
    if (/<\/style/i.test(css)) throw new Error(`${fileName} contains </style`);
    delete bundle[fileName];
    inlined.push(fileName);
    return `<style>${css}</style>`;
  });
}

/**
 * Why the build is wrong if a chunk of `bundle` still names one of the `inlined` sheets (Vite's
 * preloading would fetch it before a lazy chunk runs, and fail), else undefined.
 */
export function sheetsStillNamed(bundle: OutputBundle, inlined: readonly string[]): string | undefined {
  for (const fileName of inlined) {
    const name = fileName.slice(fileName.lastIndexOf('/') + 1);
    for (const output of Object.values(bundle))
      if (output.type === 'chunk' && output.code.includes(name))
        return `${output.fileName} names ${fileName}, which is inside index.html now`;
  }
  return undefined;
}
