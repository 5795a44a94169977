import { describe, expect, it } from 'vitest';
import { resolvedSegments, resolvePath } from './relative-path';

describe('resolvePath', () => {
  it('reads a path from its folder, skipping empty and . segments', () => {
    expect(resolvePath('skills/returns', './forms//policy.md')).toBe('skills/returns/forms/policy.md');
    expect(resolvePath('', 'bin/./server')).toBe('bin/server');
  });

  it('goes back one folder for each ..', () => {
    expect(resolvePath('skills/returns', '../shared/terms.md')).toBe('skills/shared/terms.md');
    expect(resolvePath('skills/returns', '../..')).toBe('');
  });

  it('says nothing of a path that climbs out of the plugin', () => {
    expect(resolvePath('skills', '../../etc/passwd')).toBeUndefined();
    expect(resolvePath('', '..')).toBeUndefined();
  });
});

describe('resolvedSegments', () => {
  it('splits on the separators it is given', () => {
    expect(resolvedSegments('', 'bin\\tools/../server', /[/\\]/)).toEqual(['bin', 'server']);
    expect(resolvedSegments('', 'bin\\server')).toEqual(['bin\\server']);
  });
});
