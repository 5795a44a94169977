/**
 * The two ways a plugin is checked. As a Bailey solution (the default): every rule. As a plain
 * Agent Plugin (`solution-builder check --plugin`): by Agent Plugins 1.0.0 and Agent Skills alone,
 * so none of the rules below, which are about a solution (its document, the builder's offer to
 * make one, the skill names a solution may not use). docs/rules.md lists them under "Two modes".
 */

/** The rules a plain plugin's check leaves out besides every `solution.*` rule. */
export const SOLUTION_ONLY_CODES: ReadonlySet<string> = new Set([
  'plugin.not-solution',
  'plugin.solution-path',
  'plugin.solution-file-missing',
  'skill.name-reserved',
]);

/** Whether the rule with `code` is about a solution, so a plain plugin's check leaves it out. */
export function isSolutionRule(code: string): boolean {
  return code.startsWith('solution.') || SOLUTION_ONLY_CODES.has(code);
}
