/**
 * Plugins shaped like the ones people have (the shared corpus of real plugins: a median file of
 * about 3.5 KB, nine in ten under 18 KB, mostly Markdown), at any number of files, the same bytes
 * on every run (xorshift32, fixed times): skill folders of a SKILL.md, Markdown references, JSON
 * examples and evals, executable scripts (0755); a README, a change history and a licence; a few
 * images and an MCP server binary (incompressible); and every so often a skill holding a folder
 * nine levels deep (example source code).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { measure, stampTimes, xorshift32 } from './zip-dataset';

/** Bumped whenever the generator changes, so a cached copy is regenerated. */
const VERSION = '1';
const WORDS = (
  'the a to of and in when use ask check return order refund customer answer policy shop skill tool ' +
  'request response server client config option value file folder path error retry limit token ' +
  'before after always never only each every first then else must should may can will run test'
).split(' ');

/** Writes a plugin of exactly `files` files under `folder` unless it is already there; returns its facts. */
export function generateRealPlugin(folder: string, files: number): { files: number; bytes: number } {
  const marker = join(folder, '..', `${folder.split('/').at(-1)}.version`);
  const stamp = `${VERSION}:${files}`;
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp && existsSync(folder))
    return measure(folder);
  rmSync(folder, { recursive: true, force: true });
  const next = xorshift32(0x0c0ffee ^ files);
  const pick = <T>(list: readonly T[]) => list[next() % list.length]!;
  // Log-normal sizes around a median of 3.5 KB (σ 1.1), within 200 B and 60 KB.
  const size = (median = 3500) => {
    const u1 = (next() + 1) / 2 ** 32;
    const u2 = next() / 2 ** 32;
    const normal = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    return Math.round(Math.min(60_000, Math.max(200, median * Math.exp(1.1 * normal))));
  };
  const prose = (length: number) => {
    let out = '';
    while (out.length < length) {
      const roll = next() % 40;
      if (roll === 0) out += `\n## ${pick(WORDS)} ${pick(WORDS)}\n\n`;
      else if (roll === 1) out += `\n- \`${pick(WORDS)}\` ${pick(WORDS)}`;
      else out += `${pick(WORDS)}${roll % 13 === 0 ? '.\n' : ' '}`;
    }
    return `${out}\n`;
  };
  const json = (length: number) => {
    const rows: unknown[] = [];
    let written = 2;
    while (written < length) {
      const row = { query: prose(40 + (next() % 80)).trim(), expected: pick(WORDS), score: next() % 100 };
      written += JSON.stringify(row).length + 6;
      rows.push(row);
    }
    return `${JSON.stringify(rows, null, 2)}\n`;
  };
  const noise = (length: number, header = new Uint8Array()) => {
    const out = new Uint8Array(length);
    const view = new DataView(out.buffer);
    for (let i = 0; i + 4 <= length; i += 4) view.setUint32(i, next(), true);
    out.set(header);
    return out;
  };
  let written = 0;
  const write = (path: string, content: string | Uint8Array, mode = 0o644) => {
    const full = join(folder, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    chmodSync(full, mode);
    written += 1;
  };

  const name = `shaped-${files}`;
  write(
    'plugin.json',
    `${JSON.stringify({ $schema: 'https://agentplugins.dev/schemas/1.0.0/plugin.json', name, version: '1.2.0', description: `A plugin of ${files} files shaped like real ones.`, license: 'MIT', keywords: ['bench'] }, null, 2)}\n`,
  );
  write(
    'mcp.json',
    `${JSON.stringify({ mcpServers: { docs: { type: 'stdio', command: './bin/server' } } }, null, 2)}\n`,
  );
  write('README.md', prose(size(6000)));
  write('CHANGELOG.md', prose(40_000));
  write('LICENSE', prose(1070));
  write('bin/server', noise(300_000, new Uint8Array([0x7f, 0x45, 0x4c, 0x46])), 0o755);
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const images = Math.max(2, Math.round(files / 300));
  for (let i = 0; i < images; i++) write(`assets/image-${i}.png`, noise(40_000 + (next() % 120_000), PNG));

  // More files per skill in larger plugins, as in the corpus: 27 skills at 300 files, 167 at 5,000.
  const skills = Math.max(1, Math.ceil((files - written) / (10 + files / 250)));
  const perSkill = (files - written) / skills;
  for (let s = 0; s < skills; s++) {
    const skill = `skills/${pick(WORDS)}-${pick(WORDS)}-${String(s).padStart(3, '0')}`;
    const share = Math.round(perSkill * (s + 1)) - Math.round(perSkill * s);
    write(
      `${skill}/SKILL.md`,
      `---\nname: ${skill.slice(7)}\ndescription: Use when someone asks to ${pick(WORDS)} the ${pick(WORDS)} or ${pick(WORDS)} a ${pick(WORDS)}.\n---\n\n# ${skill.slice(7)}\n\n${prose(size(6000))}`,
    );
    const deep = s % 40 === 7;
    for (let f = 1; f < share; f++) {
      const roll = next() % 20;
      const base = `${pick(WORDS)}-${f}`;
      if (deep && f % 2 === 0)
        write(
          `${skill}/references/examples/web-app/internal/web/src/components/${base}.tsx`,
          prose(size(2500)),
        );
      else if (roll < 12) write(`${skill}/references/${base}.md`, prose(size()));
      else if (roll < 15) write(`${skill}/examples/${base}.json`, json(size(1500)));
      else if (roll < 17) write(`${skill}/evals/${base}.json`, json(size(2500)));
      else if (roll < 19)
        write(`${skill}/scripts/${base}.sh`, `#!/bin/sh\nset -eu\n${prose(size(1200))}`, 0o755);
      else write(`${skill}/scripts/${base}.py`, `#!/usr/bin/env python3\n${prose(size(2000))}`, 0o755);
    }
  }
  stampTimes(folder);
  writeFileSync(marker, stamp);
  return measure(folder);
}
