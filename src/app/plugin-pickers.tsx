import { useRef, type ReactNode } from 'react';
import { loadOpenPlugin } from './loaded-once';

/**
 * The browser's pickers for a zip and for a folder, shared by the start screen and the
 * workspace's Import so both open plugins the same way. Render `inputs` once; call `pickZip` or
 * `pickFolder` from a button.
 */
export function usePluginPickers(
  onOpenZip: (file: File) => void,
  onOpenFolder: (files: File[]) => void,
): { pickZip: () => void; pickFolder: () => void; inputs: ReactNode } {
  const zipInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const inputs = (
    <>
      <input
        ref={zipInput}
        type="file"
        accept=".zip,application/zip"
        hidden
        aria-label="Zip file to open"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onOpenZip(file);
        }}
      />
      <input
        ref={(element) => {
          folderInput.current = element;
          // Not in React's attribute list; it makes the picker choose a folder.
          element?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        aria-label="Folder to open"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onOpenFolder(files);
        }}
      />
    </>
  );
  return {
    pickZip: () => {
      prepareToRead(true);
      zipInput.current?.click();
    },
    pickFolder: () => {
      prepareToRead(false);
      folderInput.current?.click();
    },
    inputs,
  };
}

/**
 * Starts loading what reading a plugin takes while the person is still choosing one (in the file
 * chooser, or dragging it over the page): the readers' code and, for what may be a zip, an archive
 * worker with its script. Each would otherwise wait for the choice. A worker started and not used
 * serves the next zip read or written.
 */
export function prepareToRead(mayBeZip: boolean): void {
  loadOpenPlugin().catch(() => undefined);
  if (mayBeZip)
    import('../archive/page/archive-client')
      .then((client) => client.warmArchiveWorker())
      .catch(() => undefined);
}
