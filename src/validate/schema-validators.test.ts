import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as validators from './generated/schema-validators.js';

const root = new URL('../../', import.meta.url);

describe('compiled schema validators', () => {
  it('are up to date with schemas/ (run `npm run schemas` when this fails)', () => {
    const fresh = execFileSync(process.execPath, ['scripts/compile-schemas.mjs', '--stdout'], {
      cwd: root,
      encoding: 'utf8',
    });
    const committed = readFileSync(new URL('src/validate/generated/schema-validators.js', root), 'utf8');
    expect(committed === fresh).toBe(true);
  });

  it('contain no run-time code generation and no require', () => {
    const source = readFileSync(new URL('src/validate/generated/schema-validators.js', root), 'utf8');
    expect(source).not.toMatch(/new Function|\beval\(|\brequire\(/);
  });

  it('check the documents they were compiled from', () => {
    expect(
      validators.validatePlugin({
        $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
        name: 'a',
      }),
    ).toBe(true);
    expect(validators.validatePlugin({ name: 'a' })).toBe(false);
    expect(validators.validateSkillFrontmatter({ name: 'a', description: 'b' })).toBe(true);
    expect(validators.validateSkillFrontmatter({ name: 'a--b', description: 'b' })).toBe(false);
    expect(validators.validateSkillFrontmatter({ name: 'a', description: ' ' })).toBe(false);
    expect(validators.validateMcpStdioServer({ type: 'stdio', command: 'npx' })).toBe(true);
    expect(validators.validateMcpStreamableHttpServer({ type: 'streamable-http', command: 'npx' })).toBe(
      false,
    );
  });

  it('count characters as code points, as JSON Schema does', () => {
    const emoji = '😀'.repeat(64);
    expect(
      validators.validateSkillFrontmatter({ name: 'a', description: 'b', compatibility: '😀'.repeat(500) }),
    ).toBe(true);
    expect(validators.validateSkillFrontmatter({ name: 'a', description: emoji.repeat(17) })).toBe(false);
  });
});
