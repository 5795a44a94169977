/**
 * The near-limit plugins of #37 item 11, generated here (no downloaded data), the same bytes on
 * every run: one of 19,990 files shaped like real ones (bench/real-dataset.ts; zipped without
 * folder entries, so the zip holds 19,990 entries, just under the 20,000 the app takes), and one
 * of 500 MB unpacked, just under the 512 MB it takes, whose zip stays under its 256 MB: 160 skills
 * of a short SKILL.md and four reference documents of about 0.8 MB of varied prose (deflate shrinks it
 * about 3.5 times), and one incompressible asset of about 0.8 MB (images, binaries).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateRealPlugin } from './real-dataset';
import { measure, stampTimes, xorshift32 } from './zip-dataset';

/** Bumped whenever the generator changes, so a cached copy is regenerated. */
const VERSION = '1';
/** Files of the many-entries plugin: with no folder entries, also the zip's entries. */
export const MANY_FILES = 19_990;
const MB = 1024 * 1024;
const TARGET_BYTES = 500 * MB;
const SKILLS = 160;
const WORDS = (
  'the a to of and in when use ask check return order refund customer answer policy shop skill tool ' +
  'request response server client config option value file folder path error retry limit token ' +
  'before after always never only each every first then else must should may can will run test ' +
  'invoice shipment carrier warehouse label parcel address postcode country currency amount tax'
)
  .split(' ')
  .map((word) => Buffer.from(`${word} `));

/** The plugin of 19,990 small files, under `folder` unless already there. */
export function generateManyFiles(folder: string): { files: number; bytes: number } {
  return generateRealPlugin(folder, MANY_FILES);
}

/** The plugin of 500 MB unpacked, under `folder` unless already there. */
export function generateHalfGigabyte(folder: string): { files: number; bytes: number } {
  const marker = join(folder, '..', 'half-gigabyte.version');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === VERSION && existsSync(folder))
    return measure(folder);
  rmSync(folder, { recursive: true, force: true });
  const next = xorshift32(0x500_0000);
  // Of every skill's share, a fifth is incompressible, the rest prose.
  const perSkill = Math.floor(TARGET_BYTES / SKILLS);
  const noiseBytes = Math.floor(perSkill / 5);
  const proseBytes = Math.floor((perSkill - noiseBytes) / 4);
  const prose = (length: number) => {
    const out = Buffer.alloc(length, 0x20);
    let at = 0;
    while (at < length) {
      const roll = next();
      const word = WORDS[roll % WORDS.length]!;
      word.copy(out, at, 0, Math.min(word.length, length - at));
      at += word.length;
      if (roll % 11 === 0 && at < length) out[at++] = 0x0a;
    }
    return out;
  };
  const noise = (length: number) => {
    const out = Buffer.alloc(length);
    for (let i = 0; i + 4 <= length; i += 4) out.writeUInt32LE(next(), i);
    return out;
  };
  const write = (path: string, content: string | Uint8Array) => {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  };
  write(
    'plugin.json',
    `${JSON.stringify({ name: 'half-gigabyte', version: '1.0.0', description: 'A plugin of 500 MB unpacked.' }, null, 2)}\n`,
  );
  for (let s = 0; s < SKILLS; s++) {
    const skill = `skills/skill-${String(s).padStart(3, '0')}`;
    write(
      `${skill}/SKILL.md`,
      Buffer.concat([
        Buffer.from(
          `---\nname: skill-${String(s).padStart(3, '0')}\ndescription: Use when asked about part ${s}.\n---\n\n`,
        ),
        prose(3000),
      ]),
    );
    for (let r = 0; r < 4; r++) write(`${skill}/references/part-${r}.md`, prose(proseBytes));
    write(`${skill}/assets/blob.bin`, noise(noiseBytes));
  }
  stampTimes(folder);
  writeFileSync(marker, VERSION);
  return measure(folder);
}
