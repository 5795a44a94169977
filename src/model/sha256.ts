/**
 * The SHA-256 of some bytes as 64 hex digits, by Web Crypto (in the page, a worker and Node): the
 * fingerprint shown with each download, and the content hash of kept versions. Chromium works the
 * digest out in the task that asks for it, so a large input is best hashed in a worker (the archive
 * worker hashes the zips it writes for a download).
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // A view into a larger buffer is hashed over its own bytes only.
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
