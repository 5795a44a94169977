/**
 * A warm-up of opening a zip, for a worker started before the person has chosen one: it writes
 * the warm-up plugin (model/warm-up-plugin.ts) with the archive's own writer and reads it back
 * with every check, its skills first as the page asks of a zip. Without it, the person's zip paid
 * for compiling the reader, in a worker that lives for one opening.
 */
import { warmUpPlugin } from '../model/warm-up-plugin';
import { readPluginZip, type ZipReadResult } from './read-zip';

/** Writes the warm-up plugin and reads it back; what it reads is let go of by the caller. */
export async function warmUpReading(): Promise<ZipReadResult> {
  // Loaded here, not with the worker's script: a worker that opens a zip needs the writer only for
  // this, and it comes while the person is still choosing.
  const { writePluginZip } = await import('./write-zip');
  const zip = await writePluginZip(warmUpPlugin());
  return readPluginZip(zip, { early: /\/SKILL\.md$/, onEarly: () => undefined });
}
