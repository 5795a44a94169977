/**
 * Saves bytes as a file through the browser's download, without leaving the page. A Blob of
 * that type is used as it is: making one from bytes copies them all at once, which for a large
 * zip is better done off the main thread (saveZipBlobInWorker).
 */
export function downloadBytes(
  path: string,
  bytes: Uint8Array | Blob,
  type = 'application/octet-stream',
): void {
  const blob = bytes instanceof Blob && bytes.type === type ? bytes : new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = path.slice(path.lastIndexOf('/') + 1);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
