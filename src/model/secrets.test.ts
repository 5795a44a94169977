import { describe, expect, it } from 'vitest';
import { isPlaceholder, looksLikeSecret } from './secrets';

describe('looksLikeSecret', () => {
  it.each([
    ['ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', undefined],
    ['--token=xoxb-1234567890-abcdefghij', undefined],
    ['sk-proj-abcdefghijklmnop1234', undefined],
    ['AKIAIOSFODNN7EXAMPLE', undefined],
    ['shpat_0123456789abcdef0123456789abcdef', undefined],
    ['Bearer 0123456789abcdef', 'Authorization'],
    ['Basic dXNlcjpwYXNzd29yZA==', 'X-Auth'],
    ['https://api.example.com/mcp?api_key=abc123def456', undefined],
    ['hunter2hunter2', 'DB_PASSWORD'],
    ['Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg', 'X-Tenant'],
    ['postgres://admin:Tr0ub4dor@db.example.com:5432/shop', 'DATABASE_URL'],
    ['abcdefgh1234', 'OPENAI_KEY'],
    ['letmein-2024', 'X-Auth'],
    ['plainwords99', 'clientSecret'],
  ])('flags %s', (value, name) => {
    expect(looksLikeSecret(value, name)).toBe(true);
  });

  it.each([
    ['8.12.0', 'HUBSPOT_CLI_VERSION'],
    ['true', 'HUBSPOT_MCP_STANDALONE'],
    ['@upstash/context7-mcp@4.0.0', undefined],
    ['${PLUGIN_DATA}/orders', undefined],
    ['123e4567-e89b-12d3-a456-426614174000', 'X-Tenant'],
    ['0123456789abcdef0123456789abcdef01234567', 'GIT_COMMIT'],
    ['https://api.example.com/v1/servers', undefined],
    ['your-token-here', 'GITHUB_TOKEN'],
    ['${GITHUB_TOKEN}', 'GITHUB_TOKEN'],
    ['Bearer ${TOKEN}', 'Authorization'],
    ['<your api key>', 'API_KEY'],
    ['task-runner-abcdefghijklmnop', undefined],
    ['public-tenant', 'X-Tenant'],
    ['./keys/shop.pem', 'KEY_PATH'],
    ['/run/secrets/db', 'DB_PASSWORD_FILE'],
    ['https://auth.example.com/oauth/token', 'TOKEN_URL'],
    ['postgres://admin:${DB_PASSWORD}@db.example.com/shop', 'DATABASE_URL'],
    ['postgres://admin@db.example.com/shop', 'DATABASE_URL'],
  ])('leaves %s alone', (value, name) => {
    expect(looksLikeSecret(value, name)).toBe(false);
  });

  it('treats empty and template values as placeholders', () => {
    for (const value of ['', '   ', 'xxxx', '***', '<token>', '{{token}}', 'changeme'])
      expect(isPlaceholder(value), value).toBe(true);
  });
});
