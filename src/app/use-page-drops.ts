import { useEffect, useRef } from 'react';
import type { FolderItem } from '../archive/folder-entries';
import { carriesFiles, readDrop } from './dropped-files';
import { prepareToRead } from './plugin-pickers';

/**
 * Opens a zip or a folder dropped anywhere on the page, and says so (`onNothing`) when the drop
 * holds neither. Files dragged over the page start loading what reading them takes (a zip's
 * archive worker with it) before they are dropped. The listeners are registered once and call
 * the latest handlers.
 */
export function usePageDrops(handlers: {
  readonly onZip: (file: File) => void;
  readonly onFolder: (items: FolderItem[]) => void;
  readonly onNothing: () => void;
  /** Files are dragged over the page: what showing them takes may start loading. */
  readonly onDragIn?: () => void;
}): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onDragEnter = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      prepareToRead(true);
      latest.current.onDragIn?.();
    };
    const onDragOver = (event: DragEvent) => {
      if (carriesFiles(event.dataTransfer)) event.preventDefault();
    };
    const onDrop = async (event: DragEvent) => {
      if (!event.dataTransfer || !carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      const dropped = await readDrop(event.dataTransfer);
      if (dropped.kind === 'zip') latest.current.onZip(dropped.file);
      else if (dropped.kind === 'folder') latest.current.onFolder(dropped.items);
      else latest.current.onNothing();
    };
    window.addEventListener('dragenter', onDragEnter);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onDragEnter);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}
