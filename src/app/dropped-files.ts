import type { FolderItem } from '../archive/folder-entries';

/** What was dropped on the page: a zip, a folder's files, or nothing the builder opens. */
export type Dropped =
  | { readonly kind: 'zip'; readonly file: File }
  | { readonly kind: 'folder'; readonly items: FolderItem[] }
  | { readonly kind: 'none' };

/** Whether a drag carries files from the desktop (as opposed to an entry dragged inside the page). */
export function carriesFiles(dataTransfer: DataTransfer | null): boolean {
  return dataTransfer?.types.includes('Files') ?? false;
}

/**
 * Reads a drop: a single `.zip` file, or one folder (walked with the File System entries API,
 * without following anything outside it). Other drops are `none`.
 */
export async function readDrop(dataTransfer: DataTransfer): Promise<Dropped> {
  const entries = [...dataTransfer.items]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => entry !== null && entry !== undefined);
  const folder =
    entries.length === 1 && entries[0]!.isDirectory ? (entries[0] as FileSystemDirectoryEntry) : undefined;
  if (folder) return { kind: 'folder', items: await walk(folder, '') };
  const file = dataTransfer.files[0];
  if (dataTransfer.files.length === 1 && file && isZip(file)) return { kind: 'zip', file };
  return { kind: 'none' };
}

/**
 * The files picked with a folder input, with their paths inside the chosen folder, for the one
 * folder reader (archive/folder-entries.ts). A folder input lists files only, never folders.
 */
export function filesOfFolderInput(files: readonly File[]): FolderItem[] {
  return files.map((file) => {
    const relative = file.webkitRelativePath || file.name;
    // The first segment is the chosen folder itself; the plugin's paths start below it.
    return fileItem(relative.slice(relative.indexOf('/') + 1), file);
  });
}

// A browser tells a file's size and time, never its mode: the reader marks programs by guess.
function fileItem(path: string, file: File): FolderItem {
  const read = async () => new Uint8Array(await file.arrayBuffer());
  return { path, kind: 'file', size: file.size, mtime: file.lastModified, read };
}

function isZip(file: File): boolean {
  return (
    /\.zip$/i.test(file.name) ||
    file.type === 'application/zip' ||
    file.type === 'application/x-zip-compressed'
  );
}

async function walk(folder: FileSystemDirectoryEntry, prefix: string): Promise<FolderItem[]> {
  const out: FolderItem[] = [];
  for (const entry of await readAll(folder.createReader())) {
    const path = prefix + entry.name;
    if (entry.isDirectory) {
      out.push({ path, kind: 'folder' });
      out.push(...(await walk(entry as FileSystemDirectoryEntry, `${path}/`)));
    } else if (entry.isFile) out.push(fileItem(path, await fileOf(entry as FileSystemFileEntry)));
    else out.push({ path, kind: 'special' });
  }
  return out;
}

async function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  const all: FileSystemEntry[] = [];
  // readEntries returns the entries in batches; an empty batch means the end.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}
