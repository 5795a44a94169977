// Shared by the two schema compilers: ajv's standalone output `require`s small runtime helpers even
// in ESM mode. The generated modules import them from src/validate/schema-runtime.ts instead, so
// ajv stays out of the app's run-time dependencies and each helper is written once, in TypeScript.
// An unknown helper fails loudly rather than ship a broken module.

/** The helpers src/validate/schema-runtime.ts exports, by ajv's name for them. */
const runtimeHelpers = new Set(['equal', 'ucs2length']);

/**
 * Replaces ajv's `require`s of its runtime helpers in `code` with `runtime_<name>`, and returns
 * the code and the one import line that brings those helpers from `from` (the path of
 * schema-runtime.ts from the generated module); `tool` names the caller in errors.
 */
export function importAjvRuntime(code, tool, from) {
  const used = new Set();
  const replaced = code.replace(/require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g, (_match, name) => {
    if (!runtimeHelpers.has(name)) throw new Error(`${tool}: unknown ajv runtime helper ${name}`);
    used.add(name);
    return `runtime_${name}`;
  });
  if (/\brequire\(/.test(replaced)) throw new Error(`${tool}: the generated code still requires a module`);
  const names = [...used].sort().map((name) => `${name} as runtime_${name}`);
  return {
    code: replaced,
    imports: names.length > 0 ? `import { ${names.join(', ')} } from '${from}';\n` : '',
  };
}
