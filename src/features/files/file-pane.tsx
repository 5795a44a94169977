import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import {
  decodeText,
  encodeText,
  LARGEST_EDITABLE_BYTES,
  writeFile,
  type FileEntry,
} from '../../model/file-tree';
import { ok } from '../../model/operation-support';
import { isProgramMode, setProgram } from '../../model/program-files';
import type { Diagnostic } from '../../validate/diagnostic';
import type { WorkspaceStore } from '../../workspace/store';
import type { ViewName } from '../../workspace/views';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { Button } from '../../ui/button';
import type { TextAt } from '../editor/text-at';
import { languageFor } from '../editor/language';
import { MarkdownPreview } from '../markdown/markdown-preview';
import { formatSize, imageTypeOf } from './file-names';
import { downloadBytes } from './download';
import { usePluginImages } from './plugin-images';

const CodeEditor = lazy(() => import('../editor/code-editor'));

/** How much of a larger file is shown. */
const SHOWN_BYTES = 64 * 1024;

export interface FilePaneProps {
  readonly store: WorkspaceStore;
  /** The Files view's name: undo brings a change typed here back to this view. */
  readonly view: ViewName;
  readonly path: string;
  readonly file: FileEntry;
  /** The problems of this file. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * The open file: text in the code editor (with a Markdown preview beside it), an image, or its
 * size. What is typed is written as a change that says where it was made (this view, the file,
 * the line and character), so undo and redo bring the person back to it.
 */
export function FilePane({ store, view, path, file, diagnostics }: FilePaneProps) {
  const tree = useWorkspace(store, (s) => s.history.present);
  const focus = useWorkspace(store, (s) => s.focus);
  // Kept while the request is the same, so drawing the file again does not move the cursor back.
  const focusLine = useMemo(
    () =>
      focus?.file === path && focus.line !== undefined
        ? {
            line: focus.line,
            ...(focus.column !== undefined ? { column: focus.column } : {}),
            seq: focus.seq,
          }
        : undefined,
    [focus, path],
  );
  const imageUrl = usePluginImages(tree, path);
  // Typed into the editor, which shows it already: written after the key's frame.
  const onText = (next: string, at: TextAt) =>
    store.runTyped((t) => ok(writeFile(t, path, encodeText(next))), {
      group: `file:${path}`,
      place: { file: path, ...at, view },
    });
  const large = file.bytes.length > LARGEST_EDITABLE_BYTES;
  const text = large ? undefined : decodeText(file.bytes);
  const imageType = imageTypeOf(path);
  const language = languageFor(path);
  const [showPreview, setShowPreview] = useState(true);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-neutral-200 px-4 py-2 dark:border-neutral-800">
        <h2 className="truncate font-mono text-sm">{path}</h2>
        <span className="text-xs text-neutral-600 dark:text-neutral-400">
          {formatSize(file.bytes.length)}
        </span>
        <label className="flex items-center gap-1.5 text-xs text-neutral-700 dark:text-neutral-300">
          <input
            type="checkbox"
            checked={isProgramMode(file.mode)}
            onChange={(event) => store.change((t) => setProgram(t, path, event.target.checked))}
          />
          Program (can be run)
        </label>
        {language === 'markdown' && text !== undefined && (
          <Button
            variant="ghost"
            className="ml-auto"
            aria-pressed={showPreview}
            onClick={() => setShowPreview(!showPreview)}
          >
            {showPreview ? 'Hide preview' : 'Show preview'}
          </Button>
        )}
        <Button
          variant="ghost"
          className={language === 'markdown' ? '' : 'ml-auto'}
          onClick={() => downloadBytes(path, file.bytes)}
        >
          <Download aria-hidden className="size-4" /> Download
        </Button>
      </div>
      {imageType ? (
        <ImageView file={file} type={imageType} path={path} />
      ) : large ? (
        <LargeFileView file={file} />
      ) : text === undefined ? (
        <div className="p-6 text-sm text-neutral-700 dark:text-neutral-300">
          This file is not text ({formatSize(file.bytes.length)}). It is kept exactly as it is and goes into
          the download.
        </div>
      ) : (
        <div
          className={`grid min-h-0 flex-1 ${language === 'markdown' && showPreview ? 'lg:grid-cols-2' : ''}`}
        >
          <Suspense
            fallback={
              <p className="p-4 text-sm text-neutral-600 dark:text-neutral-400">Opening the editor…</p>
            }
          >
            <CodeEditor
              key={path}
              text={text}
              language={language}
              label={`Contents of ${path}`}
              diagnostics={diagnostics}
              focusLine={focusLine}
              onChange={onText}
            />
          </Suspense>
          {language === 'markdown' && showPreview && (
            <MarkdownPreview
              source={text}
              imageUrl={imageUrl}
              className="hidden overflow-auto border-l border-neutral-200 p-6 lg:block dark:border-neutral-800"
            />
          )}
        </div>
      )}
    </div>
  );
}

function ImageView({ file, type, path }: { file: FileEntry; type: string; path: string }) {
  const url = useMemo(
    () => URL.createObjectURL(new Blob([file.bytes as BlobPart], { type })),
    [file.bytes, type],
  );
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="flex flex-1 items-center justify-center overflow-auto bg-[repeating-conic-gradient(#8881_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-6">
      <img src={url} alt={path} className="max-h-full max-w-full" />
    </div>
  );
}

/** The beginning of a file too large to edit here, read-only, and what that means. */
function LargeFileView({ file }: { file: FileEntry }) {
  // Decoding only the beginning keeps opening quick; a character cut at the end shows as �.
  const start = useMemo(() => new TextDecoder().decode(file.bytes.subarray(0, SHOWN_BYTES)), [file]);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <p
        role="note"
        className="border-b border-neutral-200 px-4 py-2 text-sm text-neutral-700 dark:border-neutral-800 dark:text-neutral-300"
      >
        This file is too large to edit here ({formatSize(file.bytes.length)}), so it opens read-only and shows
        its first {formatSize(SHOWN_BYTES)}. It is kept exactly as it is and goes into the download; use
        Download to edit it elsewhere.
      </p>
      <pre className="min-h-0 flex-1 overflow-auto p-4 font-mono text-xs whitespace-pre-wrap">{start}</pre>
    </div>
  );
}
