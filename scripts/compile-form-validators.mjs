// Compiles the schemas the forms render into plain validator functions for react-jsonschema-form,
// ahead of time, so the app runs under a Content-Security-Policy without 'unsafe-eval'. The output
// is committed; src/features/forms/form-validators.test.ts fails when it is stale.
//
//   node scripts/compile-form-validators.mjs                writes src/features/forms/generated/form-validators.{js,d.ts}
//   node scripts/compile-form-validators.mjs --stdout       prints the .js instead (the staleness test uses this)
//   node scripts/compile-form-validators.mjs --stdout-types prints the .d.ts instead
//
// Each form renders one *form schema*: a slice of a project schema (some top-level members, or one
// of its $defs) that keeps the source's $defs so its $refs still resolve. A view is split into
// several small forms, so each needs its own root schema; RJSF's precompiled validator refuses any
// root schema but the one it was compiled for, so the module exports the schema objects too and
// the app passes exactly those. To render a new form, add an entry to `forms` and run
// `npm run schemas`.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { importAjvRuntime } from './ajv-runtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(root, 'src/features/forms/generated/form-validators.js');

/**
 * Form name → where its schema comes from: `pick` takes some top-level members (in this order),
 * `def` takes one of the source's `$defs`, neither takes the whole schema.
 */
export const forms = {
  assistantBasics: { file: 'schemas/assistant.schema.json', pick: ['title', 'description', 'name'] },
  assistantStarters: { file: 'schemas/assistant.schema.json', pick: ['starters'] },
  assistantSoldSeparately: { file: 'schemas/assistant.schema.json', pick: ['skills_sold_separately'] },
  knowledgeSlot: { file: 'schemas/assistant.schema.json', def: 'knowledge_slot' },
  example: { file: 'schemas/assistant.schema.json', def: 'example' },
  packageDetails: {
    file: 'schemas/plugin.schema.json',
    pick: ['description', 'version', 'author', 'homepage', 'repository', 'license', 'keywords'],
  },
  skillFrontmatter: { file: 'schemas/skill-frontmatter.schema.json' },
  instructionsDetails: { file: 'schemas/skill-frontmatter.schema.json', pick: ['description'] },
  mcpStdioServer: { file: 'schemas/mcp.schema.json', def: 'stdioServer' },
  mcpStreamableHttpServer: { file: 'schemas/mcp.schema.json', def: 'streamableHttpServer' },
  mcpSseServer: { file: 'schemas/mcp.schema.json', def: 'sseServer' },
};

/** The root schema of one form. It has no `$id`, so its `$ref`s stay local and RJSF keys it by hash. */
export function formSchema({ file, pick, def }) {
  const source = JSON.parse(readFileSync(join(root, file), 'utf8'));
  const { $schema, $defs } = source;
  let body;
  if (def) {
    if (!$defs?.[def]) throw new Error(`compile-form-validators: ${file} has no $defs/${def}`);
    body = $defs[def];
  } else if (pick) {
    const properties = {};
    for (const key of pick) {
      if (!source.properties?.[key]) throw new Error(`compile-form-validators: ${file} has no ${key}`);
      properties[key] = source.properties[key];
    }
    const required = (source.required ?? []).filter((key) => pick.includes(key));
    body = { type: 'object', properties, ...(required.length ? { required } : {}) };
  } else {
    const { $id: _id, $schema: _schema, $defs: _defs, ...rest } = source;
    body = rest;
  }
  const used = referencedDefs(body, $defs ?? {});
  return { ...($schema ? { $schema } : {}), ...body, ...(used ? { $defs: used } : {}) };
}

/** The `$defs` that `body` reaches through local `$ref`s, in the source's order; `undefined` for none. */
function referencedDefs(body, defs) {
  const reached = new Set();
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const name =
        key === '$ref' && typeof child === 'string' ? /^#\/\$defs\/(.+)$/.exec(child)?.[1] : undefined;
      if (name !== undefined && !reached.has(name)) {
        reached.add(name);
        visit(defs[name]);
      } else visit(child);
    }
  };
  visit(body);
  if (reached.size === 0) return undefined;
  return Object.fromEntries(
    Object.keys(defs)
      .filter((name) => reached.has(name))
      .map((name) => [name, defs[name]]),
  );
}

/** The generated module's source text; deterministic for the same schemas. */
export function generateFormValidatorsSource() {
  const schemas = {};
  const keysByForm = {};
  const all = new Map();
  for (const [name, spec] of Object.entries(forms)) {
    schemas[name] = formSchema(spec);
    const map = schemaParser(schemas[name]);
    keysByForm[name] = Object.keys(map);
    for (const [key, schema] of Object.entries(map)) all.set(key, schema);
  }
  // As compileSchemaValidatorsCode does, but with export names: ESM cannot export a hash or URL.
  const keys = [...all.keys()].sort();
  const exportName = new Map(keys.map((key, index) => [key, `v${index}`]));
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { code: { source: true, esm: true, lines: false }, schemas: keys.map((key) => all.get(key)) },
    undefined,
    Ajv2020,
  );
  const { code, imports } = importAjvRuntime(
    standaloneCode(ajv, Object.fromEntries(keys.map((key) => [exportName.get(key), key]))),
    'compile-form-validators',
    '../../../validate/schema-runtime.ts',
  );
  const validators = Object.entries(keysByForm).map(
    ([name, formKeys]) =>
      `  ${name}: {\n${formKeys.map((key) => `    ${JSON.stringify(key)}: ${exportName.get(key)},`).join('\n')}\n  },`,
  );
  return [
    '// Generated by scripts/compile-form-validators.mjs from schemas/*.schema.json. Do not edit: run `npm run schemas`.',
    '/* eslint-disable */',
    code.replace(/^"use strict";/, `"use strict";\n${imports}`),
    `/** Each form's root schema: pass exactly this object to the form and to its validator. */`,
    `export const formSchemas = ${JSON.stringify(schemas, null, 2)};`,
    `/** Each form's validator functions, keyed as RJSF's precompiled validator looks them up. */`,
    `export const formValidators = {\n${validators.join('\n')}\n};`,
    '',
  ].join('\n');
}

/** The generated module's type declarations: one member per form. */
export function generateFormValidatorsTypes() {
  const names = Object.keys(forms);
  return [
    '// Generated by scripts/compile-form-validators.mjs. Do not edit: run `npm run schemas`.',
    "import type { RJSFSchema } from '@rjsf/utils';",
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    '',
    '/** The forms compiled ahead of time. */',
    `export type FormName = ${names.map((name) => `'${name}'`).join(' | ')};`,
    "/** Each form's root schema: pass exactly this object to the form and to its validator. */",
    'export const formSchemas: Readonly<Record<FormName, RJSFSchema>>;',
    "/** Each form's validator functions, keyed as RJSF's precompiled validator looks them up. */",
    'export const formValidators: Readonly<Record<FormName, ValidatorFunctions>>;',
    '',
  ].join('\n');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  if (process.argv.includes('--stdout')) {
    process.stdout.write(generateFormValidatorsSource());
  } else if (process.argv.includes('--stdout-types')) {
    process.stdout.write(generateFormValidatorsTypes());
  } else {
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, generateFormValidatorsSource());
    writeFileSync(output.replace(/\.js$/, '.d.ts'), generateFormValidatorsTypes());
    console.log(`Wrote ${output.slice(root.length + 1)} and its .d.ts`);
  }
}
