/**
 * The name rule every reader applies, to a zip's entries and a folder's files alike: a name the
 * builder refuses in one is refused in the other, with the same sentence. The rule itself is the
 * model's (`unsafePathReason`), which the writer and the store apply too.
 */
import { unsafePathReason } from '../model/file-tree';
import { ZipRefusedError, type Container, type RefusalCode } from './archive-messages';

const REFUSALS: Readonly<Record<string, RefusalCode>> = {
  'control-character': 'control-character',
  'bidi-control': 'bidi-control',
  backslash: 'backslash-name',
};

/**
 * Refuses `path` (a plugin path: `/` between folders, no empty or `.` segment) when no plugin
 * file may have it. `shownAs` is the name as the sentence shows it (a zip's own spelling).
 */
export function checkEntryName(path: string, container: Container, shownAs: string = path): void {
  const reason = unsafePathReason(path);
  if (reason === undefined) return;
  // Absolute, drive-letter and `..` names climb out of the plugin; so would an empty segment's.
  throw new ZipRefusedError(REFUSALS[reason] ?? 'unsafe-path', { name: shown(shownAs), container });
}

/** A name fit for a sentence: control and bidirectional characters as `?`, at most 120 characters. */
export function shown(name: string): string {
  // eslint-disable-next-line no-control-regex -- shown, not interpreted
  const safe = name.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '?');
  return safe.length > 120 ? `${safe.slice(0, 117)}...` : safe;
}
