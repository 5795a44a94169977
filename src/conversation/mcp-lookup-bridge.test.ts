import { describe, expect, it } from 'vitest';
import { readFromLookup, readToLookup } from './mcp-lookup-bridge';

describe('the messages of the lookup', () => {
  it('reads what the Tools view asks, and nothing else', () => {
    expect(readToLookup({ type: 'look-up', address: 'https://mcp.shop.example/mcp' })).toEqual({
      type: 'look-up',
      address: 'https://mcp.shop.example/mcp',
    });
    expect(readToLookup({ type: 'look-up', address: 7 })).toBeUndefined();
    expect(readToLookup('look-up')).toBeUndefined();
  });

  it('reads each request sent and the outcome, keeping only their known parts', () => {
    expect(
      readFromLookup({ type: 'sent', request: { host: 'mcp.shop.example', at: 1, bytes: 2, key: 'k' } }),
    ).toEqual({ type: 'sent', request: { host: 'mcp.shop.example', at: 1, bytes: 2 } });
    expect(readFromLookup({ type: 'sent', request: { host: 'mcp.shop.example' } })).toBeUndefined();
    const tools = [{ name: 'lookup_order' }];
    expect(readFromLookup({ type: 'looked-up', outcome: { ok: true, answer: { tools } } })).toEqual({
      type: 'looked-up',
      outcome: { ok: true, answer: { tools } },
    });
    expect(
      readFromLookup({ type: 'looked-up', outcome: { ok: false, failure: 'sign-in', status: 401 } }),
    ).toEqual({ type: 'looked-up', outcome: { ok: false, failure: 'sign-in', status: 401 } });
    expect(readFromLookup({ type: 'looked-up', outcome: { ok: false, failure: 'other' } })).toBeUndefined();
    expect(
      readFromLookup({ type: 'looked-up', outcome: { ok: true, answer: { tools: 'all' } } }),
    ).toBeUndefined();
    expect(readFromLookup({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(readFromLookup(null)).toBeUndefined();
  });
});
