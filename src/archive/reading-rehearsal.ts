/**
 * A rehearsal of opening a zip, for a worker started before the person has chosen one: it writes a
 * small plugin shaped like the ones people open (skills with their notes and scripts, a manifest,
 * a picture) with the archive's own writer, and reads it back with the reader. A browser compiles
 * each function the first time it runs and optimises it after it has run for a while; without the
 * rehearsal, the person's zip paid for all of that, in a worker that lives for one opening. Nothing
 * is carried in the worker's script: the plugin is made here, from a few lines of text.
 */
import type { FileTree, TreeEntry } from '../model/file-tree';
import { DEFAULT_FILE_MODE } from '../model/file-tree';
import { readPluginZip, type ZipReadResult } from './read-zip';

/** How many skills the rehearsed plugin has: enough for the reader's loops to be optimised. */
const SKILLS = 24;

/** The rehearsed plugin: a manifest, skills with notes and a script, a picture-like file. */
export function rehearsalTree(): FileTree {
  const tree = new Map<string, TreeEntry>();
  const file = (path: string, text: string, mode = DEFAULT_FILE_MODE) =>
    tree.set(path, { kind: 'file', bytes: encoder.encode(text), mode, mtime: 0 });
  file('plugin.json', '{\n  "name": "rehearsal",\n  "version": "1.0.0"\n}\n');
  file('README.md', paragraph(0).repeat(8));
  for (let k = 0; k < SKILLS; k++) {
    const folder = `skills/step-${k}`;
    file(
      `${folder}/SKILL.md`,
      `---\nname: step-${k}\ndescription: Step ${k} of the rehearsal, used when the reader warms up.\n---\n\n${paragraph(k).repeat(1 + (k % 5))}`,
    );
    file(`${folder}/references/notes-${k}.md`, `# Notes ${k}\n\n${paragraph(k + 1).repeat(2 + (k % 7) * 6)}`);
    file(`${folder}/scripts/run-${k}.sh`, `#!/bin/sh\necho "step ${k}"\n`, 0o755);
  }
  // Bytes that do not shrink are stored, not deflated: the reader's other way in.
  const noise = new Uint8Array(4096);
  for (let k = 0, seed = 7; k < noise.length; k++)
    noise[k] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  tree.set('assets/picture.bin', { kind: 'file', bytes: noise, mode: DEFAULT_FILE_MODE, mtime: 0 });
  return tree;
}

/**
 * Writes the rehearsed plugin and reads it back, every check included; what it reads is let go of.
 * Its skills are read first, as the page asks of a zip (`early`), so that way is rehearsed too.
 */
export async function rehearseReading(): Promise<ZipReadResult> {
  // Loaded here, not with the worker's script: a worker that opens a zip needs the writer only for
  // this, and it comes while the person is still choosing.
  const { writePluginZip } = await import('./write-zip');
  const zip = await writePluginZip(rehearsalTree());
  return readPluginZip(zip, { early: /\/SKILL\.md$/, onEarly: () => undefined });
}

const encoder = new TextEncoder();

function paragraph(k: number): string {
  return `When the customer asks about order ${k}, look it up first, then answer in two or three sentences; say what happens next and when.\n\n`;
}
