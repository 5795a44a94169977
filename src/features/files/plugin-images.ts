import { useCallback, useEffect, useRef } from 'react';
import { getFile, type FileTree } from '../../model/file-tree';
import { imageTypeOf } from './file-names';
import { parentOf } from './folder-nodes';
import { resolvePath } from '../../model/relative-path';

/**
 * A resolver from an image reference in a Markdown file to a blob: URL of the plugin's own file,
 * so previews show local images and never load anything from elsewhere. URLs are revoked when the
 * tree changes or the view closes.
 */
export function usePluginImages(
  tree: FileTree,
  documentPath: string | undefined,
): (src: string) => string | undefined {
  const urls = useRef(new Map<string, string>());
  useEffect(() => {
    const current = urls.current;
    return () => {
      for (const url of current.values()) URL.revokeObjectURL(url);
      current.clear();
    };
  }, [tree]);
  return useCallback(
    (src: string) => {
      const path = resolveRelative(documentPath ? parentOf(documentPath) : '', src);
      const type = path ? imageTypeOf(path) : undefined;
      const file = path ? getFile(tree, path) : undefined;
      if (!path || !type || !file) return undefined;
      let url = urls.current.get(path);
      if (!url) {
        url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type }));
        urls.current.set(path, url);
      }
      return url;
    },
    [tree, documentPath],
  );
}

/** Resolves `src` against `folder`; undefined when it climbs out of the plugin. */
export function resolveRelative(folder: string, src: string): string | undefined {
  return resolvePath(folder, decodedPath(src.split(/[?#]/)[0] ?? '')) || undefined;
}

/**
 * The path a link names, with its percent escapes decoded. An escape that is not valid UTF-8
 * (`caf%E9.png`, `%FF`) makes `decodeURI` throw; such a link names the file spelled as written.
 */
function decodedPath(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}
