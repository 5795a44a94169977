import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formSchemas, type FormName } from './generated/form-validators.js';
import { compiledForm } from './form-validators';

const root = new URL('../../../', import.meta.url);
const generated = (ext: string) =>
  readFileSync(new URL(`src/features/forms/generated/form-validators.${ext}`, root), 'utf8');
const fresh = (flag: string) =>
  execFileSync(process.execPath, ['scripts/compile-form-validators.mjs', flag], {
    cwd: root,
    encoding: 'utf8',
  });

describe('precompiled form validators', () => {
  it('are up to date with schemas/ (run `npm run schemas` when this fails)', () => {
    expect(generated('js') === fresh('--stdout')).toBe(true);
    expect(generated('d.ts') === fresh('--stdout-types')).toBe(true);
  });

  it('contain no run-time code generation and no require', () => {
    expect(generated('js')).not.toMatch(/new Function|\beval\(|\brequire\(/);
  });

  it('accept every form schema as the root it was compiled for', () => {
    for (const name of Object.keys(formSchemas) as FormName[]) {
      const { schema, validator } = compiledForm(name);
      expect(() => validator.isValid(schema, {}, schema)).not.toThrow();
    }
  });

  it('validate data against the project schemas', () => {
    const { schema, validator } = compiledForm('knowledgeSlot');
    const good = { name: 'policy', description: 'Your returns policy', accepts: ['pdf'] };
    expect(validator.validateFormData(good, schema).errors).toEqual([]);
    const bad = validator.validateFormData({ ...good, accepts: ['.PDF'] }, schema);
    expect(bad.errors.length).toBeGreaterThan(0);
  });

  it('refuse a root schema they were not compiled for', () => {
    const { validator } = compiledForm('assistantBasics');
    expect(() => validator.validateFormData({}, { type: 'object' })).toThrow();
  });
});
