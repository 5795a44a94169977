/**
 * The shape of a rule's test case: a tree that breaks that one rule of the valid fixture, and
 * the codes it must produce — exactly `code`, plus `with` when the breakage necessarily brings
 * another (a plain plugin is always "not a solution yet"). Tests only.
 */
import type { FileTree } from '../model/file-tree';
import { codesOf } from './test-fixtures';

/** One case: `build` returns a tree that breaks only the rule `code`. */
export interface RuleCase {
  readonly code: string;
  readonly build: () => FileTree;
  readonly with?: readonly string[];
}

/** Shorthand for a case. */
export function breaks(code: string, build: () => FileTree, ...with_: string[]): RuleCase {
  return { code, build, ...(with_.length > 0 ? { with: with_ } : {}) };
}

/** The codes a case must produce, sorted, and the codes it did produce. */
export function outcome(rule: RuleCase): { expected: string[]; actual: string[] } {
  return {
    expected: [...new Set([rule.code, ...(rule.with ?? [])])].sort(),
    actual: codesOf(rule.build()),
  };
}
