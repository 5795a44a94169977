import { describe, expect, it } from 'vitest';
import { resolveRelative } from './plugin-images';

describe('resolveRelative', () => {
  it('decodes percent escapes of a link', () => {
    expect(resolveRelative('skills/returns', 'my%20photo.png')).toBe('skills/returns/my photo.png');
  });

  it('takes an escape that is not valid UTF-8 as written instead of throwing', () => {
    expect(resolveRelative('', '%FF')).toBe('%FF');
    expect(resolveRelative('docs', 'caf%E9.png?x=1')).toBe('docs/caf%E9.png');
  });

  it('refuses a link that climbs out of the plugin', () => {
    expect(resolveRelative('docs', '../../secret.png')).toBeUndefined();
  });
});
