// Shared by the two schema compilers: ajv's standalone output `require`s small runtime helpers even
// in ESM mode. They are inlined, so each generated module is self-contained and ajv stays out of
// the app's run-time dependencies. An unknown helper fails loudly rather than ship a broken module.

const runtimeHelpers = {
  ucs2length: `function runtime_ucs2length(str) {
  // Counts Unicode code points, as JSON Schema's minLength/maxLength require.
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}`,
  equal: `function runtime_equal(a, b) {
  // Deep equality of JSON values, as uniqueItems and const require.
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!runtime_equal(a[i], b[i])) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key) || !runtime_equal(a[key], b[key])) return false;
  return true;
}`,
};

/**
 * Replaces ajv's `require`s of its runtime helpers in `code` with inlined `runtime_<name>`
 * functions. Returns the code and the helpers' source, sorted by name; `tool` names the caller in errors.
 */
export function inlineAjvRuntime(code, tool) {
  const used = new Set();
  const inlined = code.replace(/require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g, (_match, name) => {
    if (!(name in runtimeHelpers)) throw new Error(`${tool}: unknown ajv runtime helper ${name}`);
    used.add(name);
    return `runtime_${name}`;
  });
  if (/\brequire\(/.test(inlined)) throw new Error(`${tool}: the generated code still requires a module`);
  return { code: inlined, helpers: [...used].sort().map((name) => runtimeHelpers[name]) };
}
