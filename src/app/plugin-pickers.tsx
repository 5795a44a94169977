import { useRef, type ReactNode } from 'react';

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
    // While the person is still choosing, the code that reads a plugin loads and, for a zip, an
    // archive worker starts with its script: otherwise each would wait for the file to be chosen.
    pickZip: () => {
      void import('./open-plugin');
      void import('../archive/archive-client').then((client) => client.warmArchiveWorker());
      zipInput.current?.click();
    },
    pickFolder: () => {
      void import('./open-plugin');
      folderInput.current?.click();
    },
    inputs,
  };
}
