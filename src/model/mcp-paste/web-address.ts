/**
 * A web address written without its beginning, as people copy them from a page or an email
 * ("api.riversidebooking.net/mcp", "www.parcels.example/mcp"). Read as a command it would make a
 * program named after its last word, so wherever a server's address or program is taken (the
 * paste, "Add a server"), such a text is the online service at that address.
 */

/** A host name: labels of letters, digits and hyphens, separated by dots, perhaps with a port. */
const HOST =
  /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*)(?::\d{1,5})?$/;
/** Endings of a program's file name, which a bare `server.py` or `index.js` is rather than a host. */
const PROGRAM_ENDING = /\.(?:js|mjs|cjs|ts|py|sh|exe|cmd|bat|jar|rb|pl|php|ps1)$/i;

/**
 * The address `text` stands for, with `https://` added (`http://` for this computer, which is
 * all `localhost` and 127.x.x.x can be and may use); `undefined` when it is not host-like: it
 * has spaces or a scheme, starts with `.`, `-` or `/`, or the part before its first `/` is no
 * host name with a dot in it (nor `localhost` with a port or path), or is a bare program file
 * such as `server.py`.
 */
export function addressOfHostLike(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /[\s\\]/.test(trimmed) || /^[-./]/.test(trimmed) || trimmed.includes('://'))
    return undefined;
  const end = trimmed.search(/[/?#]/);
  const first = end < 0 ? trimmed : trimmed.slice(0, end);
  const host = HOST.exec(first)?.[1];
  if (host === undefined) return undefined;
  const labels = host.split('.');
  const numeric = labels.every((label) => /^\d+$/.test(label));
  // A lone "localhost" says nothing of a port or a path: no server is reached by it alone.
  const loopback =
    (host === 'localhost' && trimmed !== host) || (numeric && labels.length === 4 && labels[0] === '127');
  const named = labels.length > 1 && /[A-Za-z]/.test(labels[labels.length - 1]!);
  if (!loopback && !named && !(numeric && labels.length === 4)) return undefined;
  if (end < 0 && PROGRAM_ENDING.test(host)) return undefined;
  return `${loopback ? 'http' : 'https'}://${trimmed}`;
}
