/**
 * The benchmark's large plugin, the same bytes on every run (xorshift32 with a fixed seed, fixed
 * times): 200 skills of nine files each — SKILL.md, three references, an executable script and
 * four incompressible assets of about 87 KB — plus the manifests and an MCP server binary, about
 * 1,800 files and 70 MB unpacked.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** Bumped whenever the generator changes, so a cached copy is regenerated. */
const VERSION = '1';
const SEED = 0x5eed1234;
const SKILLS = 200;
const ASSETS_PER_SKILL = 4;
const FIXED_TIME = new Date(Date.UTC(2025, 0, 15, 10, 30, 0));
const WORDS = 'the order refund customer answer policy shop skill tool when use ask check return item'.split(
  ' ',
);

/** Writes the plugin under `folder` unless an identical one is already there; returns its file count and size. */
export function generatePlugin(folder: string): { files: number; bytes: number } {
  const marker = join(folder, '..', 'plugin.version');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === VERSION && existsSync(folder))
    return measure(folder);
  rmSync(folder, { recursive: true, force: true });
  const next = xorshift32(SEED);
  const text = (length: number) => {
    let out = '';
    while (out.length < length) out += WORDS[next() % WORDS.length] + (next() % 11 === 0 ? '\n' : ' ');
    return out;
  };
  const noise = (length: number) => {
    const out = new Uint8Array(length);
    const view = new DataView(out.buffer);
    for (let i = 0; i + 4 <= length; i += 4) view.setUint32(i, next(), true);
    return out;
  };
  const write = (path: string, content: string | Uint8Array, mode = 0o644) => {
    const full = join(folder, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    chmodSync(full, mode);
  };
  const skills = Array.from({ length: SKILLS }, (_, i) => `skill-${String(i).padStart(3, '0')}`);
  write(
    'plugin.json',
    `${JSON.stringify({ $schema: 'https://agentplugins.dev/schemas/1.0.0/plugin.json', name: 'bench-plugin', version: '1.0.0', extensions: { 'org.sigrix': { assistant: 'assistant.json' } } }, null, 2)}\n`,
  );
  write(
    'assistant.json',
    `${JSON.stringify({ format_version: '0.1', name: 'bench-plugin', instructions: `skills/${skills[0]}/SKILL.md`, skills: skills.slice(1).map((name) => ({ path: `skills/${name}/SKILL.md` })) }, null, 2)}\n`,
  );
  write(
    'mcp.json',
    `${JSON.stringify({ mcpServers: { bench: { type: 'stdio', command: './bin/server' } } }, null, 2)}\n`,
  );
  write('bin/server', noise(200_000), 0o755);
  for (const name of skills) {
    write(
      `skills/${name}/SKILL.md`,
      `---\nname: ${name}\ndescription: Use when a customer asks about ${name}.\n---\n${text(4000)}`,
    );
    for (const reference of ['guide', 'api', 'faq'])
      write(`skills/${name}/references/${reference}.md`, text(3000));
    write(`skills/${name}/scripts/run.sh`, `#!/bin/sh\necho ${name}\n`, 0o755);
    for (let a = 0; a < ASSETS_PER_SKILL; a++)
      write(`skills/${name}/assets/asset-${a}.bin`, noise(80_000 + (next() % 15_000)));
  }
  stampTimes(folder);
  writeFileSync(marker, VERSION);
  return measure(folder);
}

/** A xorshift32 generator of unsigned 32-bit numbers: the same sequence for the same seed. */
export function xorshift32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

/** Gives every file and folder under `folder` (and itself) the same fixed time. */
export function stampTimes(folder: string): void {
  const { files, folders } = walk(folder);
  // Folders last: writing a file changes its folder's time.
  for (const path of [...files, ...folders, folder]) utimesSync(path, FIXED_TIME, FIXED_TIME);
}

/** How many files `folder` holds, and their bytes. */
export function measure(folder: string): { files: number; bytes: number } {
  const { files } = walk(folder);
  return { files: files.length, bytes: files.reduce((sum, path) => sum + statSync(path).size, 0) };
}

function walk(folder: string): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
        folders.push(full);
      } else files.push(full);
    }
  };
  visit(folder);
  return { files, folders };
}
