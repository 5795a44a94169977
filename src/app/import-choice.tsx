import { FileArchive, FolderOpen } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { usePluginPickers } from './plugin-pickers';

/**
 * The workspace's Import: a zip or a folder opened in place of the open solution, which stays in
 * the library (said so: "in place of" read as if it would be lost).
 */
export function ImportChoice({
  open,
  onClose,
  onOpenZip,
  onOpenFolder,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onOpenZip: (file: File) => void;
  readonly onOpenFolder: (files: File[]) => void;
}) {
  const { pickZip, pickFolder, inputs } = usePluginPickers(onOpenZip, onOpenFolder);
  const pick = (picker: () => void) => () => {
    onClose();
    picker();
  };
  return (
    <>
      {inputs}
      {open && (
        <Dialog
          title="Import a zip or a folder"
          open
          onClose={onClose}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <p className="mb-3">
            It opens in place of this solution. This solution stays in your library: All solutions lists it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={pick(pickZip)}>
              <FileArchive aria-hidden className="size-4" /> A zip file
            </Button>
            <Button onClick={pick(pickFolder)}>
              <FolderOpen aria-hidden className="size-4" /> A folder
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
