/**
 * The registry of every rule the validator can report: code, severity and a one-line summary.
 * docs/rules.md documents each code (a test holds the two together) and the UI may read it for
 * filters and tooltips.
 */
import { JSON_RULES } from './json-rules';
import { LAYOUT_RULES } from './layout-rules';
import { MCP_RULES } from './mcp-rules';
import { MCP_SERVER_RULES } from './mcp-server-rules';
import { PACKAGE_RULES } from './package-rules';
import { PLACEHOLDER_RULES } from './placeholder-rules';
import type { RuleInfo } from './rule';
import { PROBLEM_CAP_RULES } from './problem-cap';
import { SCHEMA_RULES } from './schema-messages';
import { SKILL_GUIDANCE_RULES } from './skill-guidance';
import { SKILL_RULES } from './skill-rules';
import { SOLUTION_REF_RULES } from './solution-refs';
import { SOLUTION_RULES } from './solution-rules';
import { SOLUTION_TOOL_RULES } from './solution-tools';
import { INTERNAL_RULES } from './validate';

/** Every rule, ordered by code. */
export const RULES: readonly RuleInfo[] = [
  ...PACKAGE_RULES,
  ...JSON_RULES,
  ...MCP_RULES,
  ...MCP_SERVER_RULES,
  ...SKILL_RULES,
  ...SKILL_GUIDANCE_RULES,
  ...LAYOUT_RULES,
  ...SOLUTION_RULES,
  ...SOLUTION_REF_RULES,
  ...SOLUTION_TOOL_RULES,
  ...PLACEHOLDER_RULES,
  ...SCHEMA_RULES,
  ...INTERNAL_RULES,
  ...PROBLEM_CAP_RULES,
].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

const byCode = new Map(RULES.map((rule) => [rule.code, rule]));

/** The rule with `code`, or undefined when there is none. */
export function ruleFor(code: string): RuleInfo | undefined {
  return byCode.get(code);
}
