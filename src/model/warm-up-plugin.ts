/**
 * A small plugin shaped like the ones people open — a manifest, a README, skills with notes and a
 * script, a file that does not shrink — made from a few lines of text. The app warms up with it
 * while the person is choosing a plugin: the archive worker writes and reads it back, the page
 * draws a workspace for it off the page. A browser compiles each function the first time it runs
 * and optimises it once it has run for a while, so the plugin she chose then meets code that is
 * ready, and nothing has to be carried in the app's scripts for it.
 */
import { DEFAULT_FILE_MODE, type FileTree, type TreeEntry } from './file-tree';

/** How many skills it has: enough for the loops over a plugin's files to be optimised. */
const SKILLS = 24;

/** The warm-up plugin, made anew each time (nothing in it is shared with another tree). */
export function warmUpPlugin(): FileTree {
  const tree = new Map<string, TreeEntry>();
  const file = (path: string, text: string, mode = DEFAULT_FILE_MODE) =>
    tree.set(path, { kind: 'file', bytes: encoder.encode(text), mode, mtime: 0 });
  file('plugin.json', '{\n  "name": "warm-up",\n  "version": "1.0.0"\n}\n');
  file('README.md', paragraph(0).repeat(8));
  for (let k = 0; k < SKILLS; k++) {
    const folder = `skills/step-${k}`;
    file(
      `${folder}/SKILL.md`,
      `---\nname: step-${k}\ndescription: Step ${k} of the warm-up, read while the person chooses a plugin.\n---\n\n${paragraph(k).repeat(1 + (k % 5))}`,
    );
    file(`${folder}/references/notes-${k}.md`, `# Notes ${k}\n\n${paragraph(k + 1).repeat(2 + (k % 7) * 6)}`);
    file(`${folder}/scripts/run-${k}.sh`, `#!/bin/sh\necho "step ${k}"\n`, 0o755);
  }
  // Bytes that do not shrink: a zip stores them as they are, the reader's other way in.
  const noise = new Uint8Array(4096);
  for (let k = 0, seed = 7; k < noise.length; k++)
    noise[k] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  tree.set('assets/picture.bin', { kind: 'file', bytes: noise, mode: DEFAULT_FILE_MODE, mtime: 0 });
  return tree;
}

const encoder = new TextEncoder();

function paragraph(k: number): string {
  return `When the customer asks about order ${k}, look it up first, then answer in two or three sentences; say what happens next and when.\n\n`;
}
