import { describe, expect, it } from 'vitest';
import { runCases } from './case-runner';
import { MCP_CASES } from './mcp-rules.cases';
import { diagnosticsWith, validSolution, withJson } from './test-fixtures';
import { validate } from './validate';

runCases('mcp.json rules', MCP_CASES);

describe('mcp.json servers', () => {
  const remote = (change: (server: Record<string, unknown>) => void) =>
    withJson(validSolution(), 'mcp.json', (v) =>
      change((v.mcpServers as Record<string, Record<string, unknown>>).catalog!),
    );

  it('judges a server by the variant its type selects, in one sentence', () => {
    const tree = remote((s) => delete s.url);
    const found = diagnosticsWith(tree, 'mcp.url-missing');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/^This online service has no address\./);
    expect(found[0]?.pointer).toBe('/mcpServers/catalog/url');
  });

  it('allows http:// only for this computer', () => {
    for (const url of [
      'http://localhost:3000/mcp',
      'http://127.0.0.1/mcp',
      'http://127.8.9.10/mcp',
      'http://[::1]:8080/mcp',
    ]) {
      expect(
        diagnosticsWith(
          remote((s) => (s.url = url)),
          'mcp.url-insecure',
        ),
        url,
      ).toEqual([]);
    }
    for (const url of ['http://localhost.example.com/mcp', 'http://128.0.0.1/mcp', 'http://[::2]/mcp']) {
      expect(
        diagnosticsWith(
          remote((s) => (s.url = url)),
          'mcp.url-insecure',
        ),
        url,
      ).toHaveLength(1);
    }
  });

  it('says which server a problem is about', () => {
    const tree = remote((s) => (s.url = 'http://catalog.mayas-shop.eu/mcp'));
    expect(diagnosticsWith(tree, 'mcp.url-insecure')[0]?.message).toBe(
      'The address of “Catalog” must start with https:// — only your own computer (localhost) may use http://. Bailey will skip this server until this is fixed.',
    );
  });

  it('takes an address with a placeholder for an error no fix settles unasked (#32)', () => {
    const cardinal = remote((s) => (s.url = '${CARDINAL_MCP_URL}'));
    const [problem, ...others] = validate(cardinal);
    expect(others).toEqual([]);
    expect(problem?.code).toBe('mcp.url-placeholder');
    expect(problem?.severity).toBe('error');
    expect(problem?.message).toBe(
      'The address of “Catalog” contains *${CARDINAL_MCP_URL}*, a stand-in meant to be replaced by the real address when the assistant is installed. Bailey never fills it in, so it cannot reach this service. Bailey will skip this server until this is fixed. Write the address the service gave you, starting with https://.',
    );
    expect(problem?.terminalMessage).toContain('§7.2.1');
    // Never "fixed" by writing https:// in front of it.
    expect(problem?.fixes).toBeUndefined();

    const fallback = remote((s) => (s.url = '${CATALOG_URL:-https://catalog.mayas-shop.eu/mcp}'));
    const [offer] = validate(fallback);
    expect(offer?.fixes).toEqual([
      {
        label: 'Use "https://catalog.mayas-shop.eu/mcp"',
        action: {
          type: 'set-member',
          file: 'mcp.json',
          pointer: '/mcpServers/catalog/url',
          value: 'https://catalog.mayas-shop.eu/mcp',
        },
        safe: false,
      },
    ]);
  });
});
