/**
 * Rules for an online server (streamable-http or legacy sse, Agent Plugins §7.2.1): the URL is
 * absolute http(s) with no placeholder in it, HTTPS unless the host is this computer, without
 * user information or a fragment; header names are valid and unique whatever their letter case;
 * nothing in the URL or the headers looks like a secret, nor a header like a placeholder (neither
 * is ever expanded).
 */
import type { QuickFix } from './diagnostic';
import { isHeaderName, isHeaderValue, literalPlaceholders, placeholderHost, urlProblem } from './mcp-checks';
import { SKIPPED, textEntries, type ServerReporter } from './mcp-server-report';
import { quote, worded } from './rule';
import { rule } from './rules';

/** Checks an online server's object. */
export function checkRemote(server: Readonly<Record<string, unknown>>, r: ServerReporter): void {
  const name = r.server;
  const url = server.url;
  if (typeof url === 'string' && url !== '') {
    const pointer = r.pointer('url');
    const problem = urlProblem(url);
    if (problem === 'placeholder') {
      reportPlaceholder(url, r);
    } else if (problem === 'invalid') {
      const withScheme = `https://${url}`;
      const fix = !url.includes('://') && urlProblem(withScheme) === undefined ? withScheme : undefined;
      r.report(
        rule('mcp.url-invalid'),
        fix
          ? `The address of ${name} must start with https://: *${withScheme}*. ${SKIPPED}`
          : `The address of ${name} must be a full web address starting with https://, such as *https://orders.your-shop.com/mcp*. ${SKIPPED}`,
        pointer,
        false,
        fix ? urlFix(r, fix, 'Add https:// in front', true) : undefined,
      );
    } else if (problem === 'insecure') {
      const secure = url.replace(/^http:/i, 'https:');
      r.report(
        rule('mcp.url-insecure'),
        `The address of ${name} must start with https:// — only your own computer (localhost) may use http://. ${SKIPPED}`,
        pointer,
        false,
        urlProblem(secure) === undefined ? urlFix(r, secure, 'Use https://', false) : undefined,
      );
    } else if (problem === 'credentials') {
      r.report(
        rule('mcp.url-credentials'),
        `The address of ${name} contains a user name or password (before an @). ${SKIPPED} Remove them from the address.`,
        pointer,
      );
    } else if (problem === 'fragment') {
      r.report(
        rule('mcp.url-fragment'),
        `The address of ${name} has a # part, which a service address cannot have. ${SKIPPED} Remove it.`,
        pointer,
      );
    }
    const placeholder = problem === undefined ? placeholderHost(url) : undefined;
    if (placeholder !== undefined) {
      r.report(
        rule('mcp.placeholder-address'),
        placeholder === 'local'
          ? `The address of ${name} is on your own computer (${quote(url)}), so nobody else who installs the assistant can reach it. Write the address where the service runs online.`
          : `The address of ${name} is an example (${quote(url)}), not a real service. Write the address your service gave you.`,
        pointer,
      );
    }
    r.secret(url, undefined, `The address of ${name}`, pointer);
  }
  const seen = new Map<string, string>();
  for (const [header, value] of textEntries(server.headers)) {
    const pointer = r.pointer('headers', header);
    const earlier = seen.get(header.toLowerCase());
    if (earlier !== undefined) {
      r.report(
        rule('mcp.header-duplicate'),
        `The header ${quote(header)} of ${name} is also written as ${quote(earlier)}; letter case does not make them different. ${SKIPPED} Keep one.`,
        pointer,
        true,
      );
    }
    seen.set(header.toLowerCase(), header);
    if (!isHeaderName(header)) {
      r.report(
        rule('mcp.header-invalid'),
        `The header name ${quote(header)} of ${name} can only use letters, digits and a few signs such as - and _, without spaces. ${SKIPPED}`,
        pointer,
        true,
      );
    } else if (!isHeaderValue(value)) {
      r.report(
        rule('mcp.header-invalid'),
        `The header ${quote(header)} of ${name} has a line break or other invisible character in its value, or spaces around it. ${SKIPPED}`,
        pointer,
      );
    }
    r.secret(value, header, `The header ${quote(header)} of ${name}`, pointer);
    r.placeholders(value, false, pointer, `The header ${quote(header)}`);
  }
}

/**
 * An address with a `${…}` in it, as a Claude Code plugin writes one to be filled in from its
 * user's settings: Agent Plugins clients use the text as it is (§7.2.1), so the server is never
 * reached. Only the person knows the real address; when the placeholder names a fallback
 * (`${SHOP_URL:-https://shop.example/mcp}`), using it is offered as one choice.
 */
function reportPlaceholder(url: string, r: ServerReporter): void {
  const [placeholder] = literalPlaceholders(url, false);
  const fallback = url.replace(/\$\{[^}:]*:-([^}]*)\}/g, '$1');
  const what = `The address of ${r.server} contains ${quote(placeholder)}, a stand-in meant to be replaced by the real address when the assistant is installed. Bailey never fills it in, so it cannot reach this service. ${SKIPPED}`;
  r.report(
    rule('mcp.url-placeholder'),
    worded(
      what,
      'Write the address the service gave you, starting with https://.',
      'Write the address in place of the placeholder, starting with https:// (Agent Plugins 1.0.0 §7.2.1: the url is an absolute HTTP(S) URL, and clients do not expand placeholders in it).',
    ),
    r.pointer('url'),
    false,
    fallback !== url && urlProblem(fallback) === undefined
      ? urlFix(r, fallback, `Use "${fallback}"`, false)
      : undefined,
  );
}

/** A quick fix that writes `url` as the server's address. */
function urlFix(r: ServerReporter, url: string, label: string, safe: boolean): QuickFix {
  return {
    label,
    action: { type: 'set-member', file: 'mcp.json', pointer: r.pointer('url'), value: url },
    safe,
  };
}
