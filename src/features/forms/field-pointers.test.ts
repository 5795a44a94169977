import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { fieldPointers, resolvedSchema } from './field-pointers';

const root: RJSFSchema = {
  type: 'object',
  properties: { headers: { $ref: '#/$defs/headers', title: 'Details' }, other: { $ref: '#/$defs/missing' } },
  $defs: {
    headers: { type: 'object', title: 'Headers', properties: { token: { type: 'string' } } },
    alias: { $ref: '#/$defs/headers' },
  },
};

describe('resolvedSchema', () => {
  it('follows a local reference and keeps the members written beside it', () => {
    expect(resolvedSchema({ $ref: '#/$defs/headers', title: 'Details' }, root)).toEqual({
      type: 'object',
      title: 'Details',
      properties: { token: { type: 'string' } },
    });
  });

  it('follows a reference to a reference', () => {
    expect(resolvedSchema({ $ref: '#/$defs/alias' }, root).properties).toEqual({ token: { type: 'string' } });
  });

  it('takes a node whose reference names nothing as it is', () => {
    expect(resolvedSchema({ $ref: '#/$defs/missing' }, root)).toEqual({ $ref: '#/$defs/missing' });
  });
});

describe('fieldPointers', () => {
  it('lists the fields of a referenced object', () => {
    expect(fieldPointers(root, {}, { headers: { token: 'x' } }, '/server')).toEqual([
      '/server',
      '/server/headers',
      '/server/headers/token',
      '/server/other',
    ]);
  });
});
