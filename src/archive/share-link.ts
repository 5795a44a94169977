/**
 * A solution in a link: its payload (share-link-format.ts) compressed with deflate (the platform's
 * CompressionStream 'deflate-raw') and written in base64url after `#share/1/` in the address. The
 * fragment never leaves the browser (it is not part of a request), so nothing is uploaded.
 *
 * A link is read like a zip, as untrusted input, in the archive worker: its length is checked
 * before a byte is decoded, its inflated size is counted while inflating (against a ceiling and a
 * ratio to its own size), its entries are counted before they are read, and every name and document
 * passes the same checks as a zip's (entry-names.ts, open-tree.ts with the parse limits); a refusal
 * is one sentence, and nothing of a refused link is returned.
 */
import type { FileTree } from '../model/file-tree';
import { parseJsonBytes } from '../model/json-file';
import { PARSE_LIMITS } from '../model/parse-limits';
import type { PluginKind } from '../model/plugin-root';
import { ZipRefusedError, type ZipWarning } from './archive-messages';
import { checkEntryName } from './entry-names';
import { openTree } from './open-tree';
import {
  DamagedPayload,
  payloadPaths,
  readPayload,
  TooManyEntries,
  writePayload,
  type ChangesPayload,
  type LinkPayload,
} from './share-link-format';
import { linkLimits, type LinkLimits } from './share-link-limits';
import { LINK_MARK } from './share-link-mark';
import {
  linkRefusal,
  type LinkRefusal,
  type LinkRefusalCode,
  type LinkRefusalFacts,
} from './share-link-messages';
import { canInflateNatively, inflateRaw } from './zip-unpack';

export type { ChangesPayload, LinkPayload } from './share-link-format';

/** The format links are written in, after `#share/`. */
const FORMAT = 1;

/** A link's inflated bytes are refused by ratio only above this size: a megabyte harms nothing. */
const RATIO_FREE_BYTES = 2 ** 20;
/** The longest "from" and title a link may carry; a person's name or a solution's title is far shorter. */
const LONGEST_LABEL = 200;

/** The fragment (without `#`) that carries `payload`. */
export async function writeShareLink(payload: LinkPayload): Promise<string> {
  const packed = await deflate(writePayload(payload));
  return `${LINK_MARK}${FORMAT}/${toBase64Url(packed)}`;
}

/** What reading a link gives. */
export type LinkReadResult =
  | {
      readonly kind: 'draft';
      readonly from: string;
      readonly pluginKind: PluginKind;
      readonly tree: FileTree;
      readonly warnings: readonly ZipWarning[];
    }
  | ChangesPayload
  | { readonly kind: 'refused'; readonly refused: LinkRefusal };

/** Reads the link in `fragment` (with or without its `#`) under every check; never rejects for bad input. */
export async function readShareLink(
  fragment: string,
  limits: Partial<LinkLimits> = {},
): Promise<LinkReadResult> {
  try {
    return await read(fragment.replace(/^#/, ''), linkLimits(limits));
  } catch (error) {
    if (error instanceof ZipRefusedError) return { kind: 'refused', refused: error.refusal };
    if (error instanceof LinkRefused) return { kind: 'refused', refused: error.refusal };
    throw error;
  }
}

class LinkRefused extends Error {
  readonly refusal: LinkRefusal;
  constructor(code: LinkRefusalCode, facts: LinkRefusalFacts = {}) {
    const value = linkRefusal(code, facts);
    super(value.message);
    this.refusal = value;
  }
}

async function read(fragment: string, limits: LinkLimits): Promise<LinkReadResult> {
  if (fragment.length > limits.maxLinkChars)
    throw new LinkRefused('link-too-long', { length: fragment.length, limit: limits.maxLinkChars });
  const [mark, format, data, ...rest] = fragment.split('/');
  if (
    `${mark}/` !== LINK_MARK ||
    data === undefined ||
    rest.length > 0 ||
    !/^[1-9][0-9]{0,5}$/.test(format ?? '')
  )
    throw new LinkRefused('link-damaged', { detail: 'the address does not end in #share/<format>/<data>' });
  if (Number(format) > FORMAT) throw new LinkRefused('link-newer', { detail: `format ${format}` });
  const packed = fromBase64Url(data);
  if (!canInflateNatively()) throw new LinkRefused('link-unsupported');
  const payload = parsed(await inflate(packed, limits), limits);
  checkNames(payload);
  if (payload.kind === 'changes') {
    checkDocuments(payload.changed);
    return payload;
  }
  const notes = {
    container: 'link' as const,
    legacyNames: [],
    backslashNames: [],
    skipped: [],
    modesUnknown: false,
  };
  // The builder writes a plugin at the link's top; of several elsewhere, none is chosen for the person.
  const found = openTree(payload.tree, notes);
  const opened = found.kind === 'choose-plugin' ? openTree(payload.tree, notes, { root: '' }) : found;
  if (opened.kind === 'refused') return opened;
  if (opened.kind === 'choose-plugin') throw new Error('A plugin at a given root is never a choice.');
  return {
    kind: 'draft',
    from: payload.from,
    pluginKind: opened.kind,
    tree: opened.tree,
    warnings: opened.warnings,
  };
}

function parsed(bytes: Uint8Array, limits: LinkLimits): LinkPayload {
  let payload: LinkPayload;
  try {
    payload = readPayload(bytes, limits.maxEntries);
  } catch (error) {
    if (error instanceof TooManyEntries)
      throw new ZipRefusedError('too-many-entries', {
        count: error.count,
        limit: limits.maxEntries,
        container: 'link',
      });
    if (error instanceof DamagedPayload) throw new LinkRefused('link-damaged', { detail: error.message });
    throw error;
  }
  const labels = payload.kind === 'changes' ? [payload.from, payload.title] : [payload.from];
  if (labels.some((label) => label.length > LONGEST_LABEL))
    throw new LinkRefused('link-damaged', { detail: 'its sender or title is too long' });
  return payload;
}

/**
 * Every path as a zip's entry names are judged (entry-names.ts), each once, and none both a file
 * and a folder above another path.
 */
function checkNames(payload: LinkPayload): void {
  const seen = new Set<string>();
  for (const path of payloadPaths(payload)) {
    checkEntryName(path, 'link');
    if (seen.has(path)) throw new ZipRefusedError('duplicate-name', { name: path, container: 'link' });
    seen.add(path);
  }
  const entries = payload.kind === 'draft' ? payload.tree : payload.changed;
  for (const path of entries.keys()) {
    for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
      const above = path.slice(0, cut);
      if (entries.get(above)?.kind === 'file')
        throw new ZipRefusedError('name-clash', { name: above, container: 'link' });
    }
  }
}

/**
 * The JSON files among the changes within the parse limits. A draft's documents are checked by
 * `openTree`; changes are a part of a tree, so each JSON file is checked wherever it is.
 */
function checkDocuments(changed: FileTree): void {
  for (const [path, entry] of changed) {
    if (entry.kind !== 'file' || !path.toLowerCase().endsWith('.json')) continue;
    for (const problem of parseJsonBytes(entry.bytes).parsed.problems) {
      const structure =
        problem.kind === 'too-deep' ? 'depth' : problem.kind === 'too-many-values' ? 'values' : undefined;
      if (structure === undefined) continue;
      const limit = structure === 'depth' ? PARSE_LIMITS.jsonDepth : PARSE_LIMITS.jsonValues;
      throw new ZipRefusedError('beyond-parse-limits', { name: path, limit, structure, container: 'link' });
    }
  }
}

/**
 * The inflated bytes, counted chunk by chunk: past the ceiling, or past `maxRatio` times the
 * packed size once beyond a megabyte, inflating stops at that chunk and the link is refused.
 */
async function inflate(packed: Uint8Array, limits: LinkLimits): Promise<Uint8Array> {
  const ceiling = Math.min(
    limits.maxUnpackedBytes,
    Math.max(RATIO_FREE_BYTES, packed.length * limits.maxRatio),
  );
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    await inflateRaw(
      packed,
      (chunk) => {
        total += chunk.length;
        if (total > ceiling) throw new LinkRefused('link-too-large-unpacked', { limit: ceiling });
        chunks.push(chunk.slice());
      },
      '',
    );
  } catch (error) {
    if (error instanceof LinkRefused) throw error;
    throw new LinkRefused('link-damaged', { detail: 'its data does not inflate' });
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Map([...ALPHABET].map((char, index) => [char, index]));

/** Base64url without padding (RFC 4648 §5): what an address carries without escaping. */
function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array {
  if (text.length % 4 === 1)
    throw new LinkRefused('link-damaged', { detail: 'its data has a character too many or too few' });
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    const digit = VALUE_OF.get(char);
    if (digit === undefined)
      throw new LinkRefused('link-damaged', { detail: 'its data holds a character base64url has not' });
    value = ((value << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
