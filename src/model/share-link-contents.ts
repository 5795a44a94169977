/**
 * What a link may carry of a solution. A link is pasted into chats and mails, where anyone who
 * sees it can read every file in it, so a file that looks like it holds a key or password never
 * travels (the secret rules of secrets.ts, applied to each value of a text file), nor a `.env`
 * file or a private key; and a large file that is not text is left out, since it would not fit
 * (compression barely shrinks images, archives or PDFs). Each file left out is named, with why.
 */
import { decodeText, type FileTree, type TreeEntry } from './file-tree';
import { isJsonObject, parseJson } from './json-document';
import { looksLikeSecret } from './secrets';

/** Why a file stays out of a link. */
export type LeftOutReason = 'secret' | 'large-binary';

export interface LeftOut {
  readonly path: string;
  readonly reason: LeftOutReason;
}

/** What goes into a link, and what was left out. */
export interface LinkContents {
  readonly tree: FileTree;
  readonly leftOut: readonly LeftOut[];
}

/**
 * A file that is not text travels only up to this size. Deflate leaves an image or a PDF about
 * as large as it was and base64 makes 4 characters of 3 bytes, so 1 KB costs some 1,400 of the
 * 8,000 characters a link may have (share-link-limits.ts): a small icon fits, a photo never does.
 */
export const LARGEST_BINARY_IN_LINK = 1024;

/** `.env`, `.env.local`, `.env.production`…: where keys are kept by convention. Templates of one are not. */
const ENV_FILE = /^\.env(?:\.(?!example$|sample$|template$)[^/]*)?$/i;
/** Names of files that hold a key or a keystore by their very kind. */
const KEY_FILE =
  /(?:^id_(?:rsa|dsa|ecdsa|ed25519)$|\.(?:pem|key|p12|pfx|jks|keystore)$|^\.(?:netrc|npmrc|pypirc)$)/i;
const PRIVATE_KEY = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/;
/** `NAME=value`, `name: value`, `export NAME="value"` on a line of a settings file or a script. */
const ASSIGNMENT = /^\s*(?:export\s+)?["']?([A-Za-z_][A-Za-z0-9_.-]*)["']?\s*[:=]\s*["']?(.*?)["']?\s*,?\s*$/;
/** Prose, where "Key: the first thing to say" is a heading, not a setting. */
const PROSE = /\.(?:md|markdown|txt|rst|html?)$/i;

/** The tree as a link may carry it: every entry but the files left out, with why each was. */
export function linkContents(tree: FileTree): LinkContents {
  const kept = new Map<string, TreeEntry>();
  const leftOut: LeftOut[] = [];
  for (const [path, entry] of tree) {
    const reason = entry.kind === 'file' ? leaveOut(path, entry.bytes) : undefined;
    if (reason) leftOut.push({ path, reason });
    else kept.set(path, entry);
  }
  return { tree: leftOut.length === 0 ? tree : kept, leftOut };
}

/** Why the file at `path` holding `bytes` stays out of a link, if it does. */
export function leaveOut(path: string, bytes: Uint8Array): LeftOutReason | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (ENV_FILE.test(name) || KEY_FILE.test(name)) return 'secret';
  if (isLargeBinary(bytes)) return 'large-binary';
  const text = decodeText(bytes);
  return text !== undefined && holdsSecret(path, text) ? 'secret' : undefined;
}

/** Whether `bytes` are not text and larger than a link carries such a file. */
export function isLargeBinary(bytes: Uint8Array): boolean {
  return bytes.length > LARGEST_BINARY_IN_LINK && decodeText(bytes) === undefined;
}

function holdsSecret(path: string, text: string): boolean {
  if (PRIVATE_KEY.test(text)) return true;
  if (/\.json$/i.test(path)) {
    const { value } = parseJson(text);
    if (value !== undefined) return jsonHoldsSecret(value, undefined);
  }
  const named = !PROSE.test(path);
  return text.split(/\r?\n/).some((line) => {
    if (looksLikeSecret(line)) return true;
    const assigned = named ? ASSIGNMENT.exec(line) : null;
    return assigned !== null && looksLikeSecret(assigned[2]!, assigned[1]);
  });
}

/** Whether a string of a JSON value looks like a secret, read with the member name it is under. */
function jsonHoldsSecret(value: unknown, name: string | undefined): boolean {
  if (typeof value === 'string') return looksLikeSecret(value, name);
  if (Array.isArray(value)) return value.some((item) => jsonHoldsSecret(item, name));
  if (isJsonObject(value)) return Object.entries(value).some(([key, item]) => jsonHoldsSecret(item, key));
  return false;
}
