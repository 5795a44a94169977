/** A file's SHA-256, for people who pin what they download; Web Crypto, in the page and in Node. */
export async function sha256Hex(bytes: Uint8Array | Blob): Promise<string> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(await bytes.arrayBuffer());
  const digest = await crypto.subtle.digest('SHA-256', data as BufferSource);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
