/**
 * A heuristic for values that look like credentials. Agent Plugins §7.2.1 and §9.2 forbid
 * secrets in `env` and `headers` because they are visible package data; we cannot know for sure
 * what is secret, so a match is a warning, never an error. The heuristic, in order:
 *  1. a known token shape anywhere in the value (GitHub `ghp_…`, OpenAI `sk-…`, Slack `xoxb-…`,
 *     Stripe, GitLab, AWS `AKIA…`, Google `AIza…`, npm, Hugging Face, Shopify, SendGrid, JWTs);
 *  2. an HTTP auth scheme with a credential (`Bearer …`, `Basic …`, `Token …`);
 *  3. `api_key=…`, `token=…`, `password=…` and the like inside the value (arguments, queries);
 *  4. a password inside an address (`postgres://admin:s3cret@db…`, any scheme);
 *  5. a name that says it holds a secret (`GITHUB_TOKEN`, `Authorization`, `X-Api-Key`, and any
 *     name with a word such as key, auth, token or password in it: `OPENAI_KEY`, `X-Auth`,
 *     `clientSecret`) with a real-looking value of 8 characters or more that is not a path;
 *  6. a long random-looking word: 24+ characters of a base64/base64url alphabet, with letters
 *     and digits, and more than 4 bits of entropy per character (hex ids, UUIDs, versions and
 *     package names stay below that).
 * Placeholders (`${TOKEN}`, `<your key>`, `your-token-here`, `xxxx`, empty) never match.
 */

const KNOWN_TOKEN =
  /(?:^|[^A-Za-z0-9])(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|sk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}|[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|xox[abposr]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{20,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z0-9]{30,}|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*)/;
const AUTH_SCHEME = /\b(?:Bearer|Basic|Token)\s+([^\s]{8,})/i;
const ASSIGNED_SECRET =
  /(?:^|[^A-Za-z0-9])(?:api[_-]?key|apikey|access[_-]?token|auth[_-]?token|token|secret|client[_-]?secret|password|passwd|pwd)\s*[=:]\s*([^\s&"']{6,})/i;
const SECRET_NAME =
  /token|secret|passw|pwd|api[_-]?key|apikey|private[_-]?key|access[_-]?key|credential|^authorization$|^proxy-authorization$|^cookie$/i;
// The words of a name that say it holds a secret, once the name is split at `_`, `-`, `.` and
// between a lower-case letter and a capital (`clientSecret` → client, secret).
const SECRET_WORDS = new Set([
  'key',
  'apikey',
  'auth',
  'token',
  'secret',
  'password',
  'passwd',
  'pass',
  'pwd',
  'credential',
  'credentials',
  'authorization',
  'cookie',
]);
/** `scheme://user:password@host`: the password group is what matters. */
const ADDRESS_PASSWORD = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/:@]*:([^\s/@]+)@/;
const PATH_LIKE = /^(?:\.{0,2}\/|~\/|[A-Za-z]:[\\/]|\$\{PLUGIN_(?:ROOT|DATA)\})/;
const PLACEHOLDER =
  /^(?:\$\{[^}]*\}|<[^>]*>|\{\{[^}]*\}\}|%[A-Za-z_]+%|your[-_ ].*|.*[-_]here|x{3,}|\*{3,}|\.{3}|changeme|todo|replace[-_ ]?me|none|null|false|true)$/i;

/** Whether `value` is only a placeholder for a secret, not a secret. */
export function isPlaceholder(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || PLACEHOLDER.test(trimmed) || /^\$\{[^}]*\}$/.test(trimmed);
}

// A name ending in one of these says where a secret is or what kind it is, not the secret itself
// (`--password-file`, `TOKEN_URL`, `KEY_PATH`).
const ABOUT_A_SECRET = new Set([
  'file',
  'path',
  'dir',
  'folder',
  'url',
  'uri',
  'endpoint',
  'host',
  'type',
  'name',
]);

/** Whether a name (an env variable, a header, a command-line flag) says it holds a secret. */
export function namesSecret(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (ABOUT_A_SECRET.has(words[words.length - 1] ?? '')) return false;
  return SECRET_NAME.test(name) || words.some((word) => SECRET_WORDS.has(word));
}

/**
 * Whether `value` (optionally stored under `name`, an env or header name) looks like a
 * credential, by the heuristic above.
 */
export function looksLikeSecret(value: string, name?: string): boolean {
  if (isPlaceholder(value)) return false;
  if (KNOWN_TOKEN.test(value)) return true;
  const scheme = AUTH_SCHEME.exec(value);
  if (scheme && !isPlaceholder(scheme[1] ?? '')) return true;
  const assigned = ASSIGNED_SECRET.exec(value);
  if (assigned && !isPlaceholder(assigned[1] ?? '')) return true;
  const password = ADDRESS_PASSWORD.exec(value);
  if (password && !isPlaceholder(password[1] ?? '')) return true;
  const trimmed = value.trim();
  if (
    name !== undefined &&
    namesSecret(name) &&
    trimmed.length >= 8 &&
    !/\$\{/.test(value) &&
    !PATH_LIKE.test(trimmed)
  )
    return true;
  return value.split(/[\s=&,;:@"']+/).some(isRandomWord);
}

function isRandomWord(word: string): boolean {
  if (word.length < 24 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(word)) return false;
  if (!/[A-Za-z]/.test(word) || !/[0-9]/.test(word)) return false;
  return entropy(word) > 4;
}

/** Shannon entropy in bits per character. */
function entropy(word: string): number {
  const counts = new Map<string, number>();
  for (const char of word) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / word.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
