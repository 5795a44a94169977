/**
 * Entry names, judged by the bytes the archive holds. jszip hands back a cleaned-up name (it drops
 * `../`, and a NUL cuts the name short), so every safety decision is made here, on the raw bytes
 * and on each way another unzip tool might read them, before jszip sees the archive.
 */
import { crc32 } from './crc32';
import { ZipRefusedError, named } from './archive-messages';
import { checkEntryName, shown } from './entry-names';

/** A name as the archive spells it, decoded. */
export interface DecodedName {
  /** The name to use. */
  readonly text: string;
  /** Other readings of the same entry that another tool could use; they must be safe too. */
  readonly alternates: readonly string[];
  /** True when the name was read in code page 437 because it is not UTF-8. */
  readonly legacy: boolean;
}

/** Where an entry goes in the plugin. */
export interface EntryPath {
  /** Normalised plugin path (`.` and empty segments dropped); empty for the archive's own root. */
  readonly path: string;
  readonly isFolder: boolean;
  /** True when `\` separators were read as folders. */
  readonly hadBackslashes: boolean;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

// Code page 437, bytes 0x80–0xFF: what DOS and Windows' built-in zip tools wrote before UTF-8.
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** Decodes `bytes` as code page 437 (bytes below 0x80 are ASCII). */
export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80]!;
  return text;
}

/**
 * Decodes an entry name: UTF-8 when the zip says so (flag bit 11), else the Info-ZIP Unicode Path
 * extra field when it is current, else UTF-8 when the bytes are valid UTF-8, else code page 437.
 * Refuses names holding control characters (in the bytes or in any decoded reading).
 */
export function decodeEntryName(
  raw: Uint8Array,
  utf8Flag: boolean,
  unicodePathField?: Uint8Array,
): DecodedName {
  for (const byte of raw) {
    if (byte < 0x20 || byte === 0x7f)
      throw new ZipRefusedError('control-character', { name: printable(raw) });
  }
  let plain: string | undefined;
  try {
    plain = strictUtf8.decode(raw);
  } catch {
    if (utf8Flag) {
      const name = printable(raw);
      throw new ZipRefusedError('corrupt', { detail: `the name ${named(name)} is not valid UTF-8`, name });
    }
  }
  const legacy = plain === undefined;
  const fromBytes = plain ?? decodeCp437(raw);
  const unicode = unicodePathField && !utf8Flag ? readUnicodePath(raw, unicodePathField) : undefined;
  const text = unicode ?? fromBytes;
  for (const reading of [text, fromBytes]) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
    if (/[\u0000-\u001f\u007f-\u009f]/.test(reading)) {
      throw new ZipRefusedError('control-character', { name: shown(reading) });
    }
  }
  return {
    text,
    alternates: unicode === undefined ? [] : [fromBytes],
    legacy: unicode === undefined && legacy,
  };
}

// The field is version 1, the CRC-32 of the raw name it stands for (so a stale one is ignored),
// then the name in UTF-8.
function readUnicodePath(raw: Uint8Array, field: Uint8Array): string | undefined {
  if (field.length < 5 || field[0] !== 1) return undefined;
  const crc = (field[1]! | (field[2]! << 8) | (field[3]! << 16) | (field[4]! << 24)) >>> 0;
  if (crc !== crc32(raw)) return undefined;
  try {
    return strictUtf8.decode(field.subarray(5));
  } catch {
    return undefined;
  }
}

/**
 * The plugin path of a decoded entry name, or a refusal when it would climb out of the plugin
 * (a leading `/`, a drive letter, or a `..` segment, also when written with `\` separators) or
 * is refused by the rule every reader shares (entry-names.ts).
 */
export function entryPath(name: string): EntryPath {
  const hadBackslashes = name.includes('\\');
  const slashed = hadBackslashes ? name.replaceAll('\\', '/') : name;
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) {
    throw new ZipRefusedError('unsafe-path', { name: shown(name) });
  }
  const path = slashed
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
  if (path !== '') checkEntryName(path, 'zip', name);
  return { path, isFolder: slashed.endsWith('/'), hadBackslashes };
}

function printable(raw: Uint8Array): string {
  let text: string;
  try {
    text = strictUtf8.decode(raw);
  } catch {
    text = decodeCp437(raw);
  }
  return shown(text);
}
