import { describe, expect, it } from 'vitest';
import {
  climbsOut,
  commandFile,
  commandProblem,
  cwdProblem,
  isHeaderName,
  isLoopbackHost,
  literalPlaceholders,
  urlProblem,
} from './mcp-checks';

describe('MCP string checks', () => {
  it('accepts a bare program name or a ./ path that stays inside', () => {
    expect(commandProblem('npx')).toBeUndefined();
    expect(commandProblem('server.cmd')).toBeUndefined();
    expect(commandProblem('./bin/server')).toBeUndefined();
    expect(commandProblem('./bin/../tools/server')).toBeUndefined();
    expect(commandFile('./bin/../tools/server')).toBe('tools/server');
    expect(commandProblem('npx -y pkg')).toBe('token');
    expect(commandProblem('./')).toBe('form');
    expect(commandProblem('..')).toBe('form');
    expect(commandProblem('C:\\tools\\server.exe')).toBe('form');
    expect(commandProblem('./../server')).toBe('climbs-out');
  });

  it('accepts the three cwd forms and resolves .. before judging containment', () => {
    for (const cwd of ['./', './data', '${PLUGIN_ROOT}', '${PLUGIN_ROOT}/data', '${PLUGIN_DATA}/cache/../x'])
      expect(cwdProblem(cwd), cwd).toBeUndefined();
    for (const cwd of ['data', '${PLUGIN_ROOT}data', '${HOME}', '/tmp'])
      expect(cwdProblem(cwd), cwd).toBe('form');
    for (const cwd of ['./..', '${PLUGIN_DATA}/../other', '${PLUGIN_ROOT}/a/../../b'])
      expect(cwdProblem(cwd), cwd).toBe('climbs-out');
    expect(climbsOut('a/b/../../c')).toBe(false);
  });

  it('judges URLs as Agent Plugins §7.2.1 says', () => {
    expect(urlProblem('https://example.com/mcp')).toBeUndefined();
    expect(urlProblem('http://localhost:8080/mcp')).toBeUndefined();
    expect(urlProblem('HTTPS://EXAMPLE.COM/mcp')).toBeUndefined();
    expect(urlProblem(' https://example.com')).toBe('invalid');
    expect(urlProblem('https://')).toBe('invalid');
    expect(urlProblem('wss://example.com')).toBe('invalid');
    expect(urlProblem('https://user:pw@example.com')).toBe('credentials');
    expect(urlProblem('https://example.com/#')).toBe('fragment');
    expect(urlProblem('http://10.0.0.1/mcp')).toBe('insecure');
    // #32: clients never fill in a placeholder, and RFC 3986 allows no brace in a host.
    expect(urlProblem('${CARDINAL_MCP_URL}')).toBe('placeholder');
    expect(urlProblem('https://${CARDINAL_MCP_URL}')).toBe('placeholder');
    expect(urlProblem('https://shop.example.com/mcp?key=${SHOP_KEY}')).toBe('placeholder');
    expect(urlProblem('https://{tenant}.shop.example.com/mcp')).toBe('invalid');
    expect(urlProblem('https://shop.example.com/{tenant}/mcp')).toBeUndefined();
    expect(isLoopbackHost('127.255.0.1')).toBe(true);
    expect(isLoopbackHost('[::ffff:7f00:1]')).toBe(true);
    expect(isLoopbackHost('localhost.')).toBe(false);
  });

  it('knows header names and which placeholders stay literal', () => {
    expect(isHeaderName('X-Api-Version')).toBe(true);
    expect(isHeaderName('X Api')).toBe(false);
    expect(isHeaderName('')).toBe(false);
    expect(literalPlaceholders('${PLUGIN_ROOT}/a ${HOME}', true)).toEqual(['${HOME}']);
    expect(literalPlaceholders('${PLUGIN_ROOT}/a', false)).toEqual(['${PLUGIN_ROOT}']);
  });
});
