import { lazyChunk } from '../../workspace/react/lazy-chunk';

/**
 * The writing editor (CodeMirror's core and the Markdown grammar) in its own chunk: loaded when
 * the first writing field is drawn, or ahead of that by a view that shows one on its first drawing.
 */
export const writingEditor = lazyChunk(() => import('../editor/writing-editor'));
