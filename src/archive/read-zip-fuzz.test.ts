import { describe, expect, it } from 'vitest';
import { readPluginZip } from './read-zip';
import { buildRawZip } from './test-support-raw-zip';

// A valid zip with stored, deflated, empty and folder entries, then damaged in many seeded ways:
// whatever the damage, reading must resolve (open or refuse), never throw or hang.
const base = buildRawZip([
  { name: 'plugin.json', data: '{"name":"fuzz"}', method: 8 },
  { name: 'skills/a/SKILL.md', data: '---\nname: a\n---\n'.repeat(40), method: 8 },
  { name: 'assets/', attributes: (0o040755 << 16) >>> 0 },
  { name: 'assets/raw.bin', data: new Uint8Array(300).map((_, i) => (i * 37) & 0xff) },
  { name: 'empty.txt' },
]);

function damaged(seed: number): Uint8Array {
  let s = seed;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
  const bytes = base.slice();
  const kind = next() % 3;
  if (kind === 0) return bytes.subarray(0, next() % bytes.length);
  const flips = 1 + (next() % 4);
  for (let i = 0; i < flips; i++) bytes[next() % bytes.length] = next() & 0xff;
  return bytes;
}

describe('readPluginZip on damaged archives', () => {
  it('opens the undamaged archive', async () => {
    expect((await readPluginZip(base)).kind).toBe('agent-plugin');
  });

  it('resolves for 500 seeded kinds of damage, refusing with a known code or opening', async () => {
    const codes = new Set<string>();
    for (let seed = 1; seed <= 500; seed++) {
      const result = await readPluginZip(damaged(seed));
      codes.add(result.kind === 'refused' ? result.refused.code : result.kind);
    }
    expect(codes.has('corrupt')).toBe(true);
    expect(codes.has('truncated')).toBe(true);
  });
});
