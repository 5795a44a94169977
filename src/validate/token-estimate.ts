/**
 * How much of Bailey's reading a text takes, estimated without a tokenizer: about four characters
 * a token, a common rough figure for English prose (docs/rules.md). One estimate for the skill
 * guidance rule and, in characters, the Preview's "What Bailey reads" and the meter beside each
 * writing editor (people count a text's length in characters, not tokens).
 */

const CHARS_PER_TOKEN = 4;

/** The guidance for a skill body, from the Agent Skills specification: about 5,000 tokens. */
export const SKILL_BODY_TOKEN_GUIDANCE = 5000;

/** The same guidance in characters: 20,000. */
export const SKILL_BODY_CHARACTER_GUIDANCE = SKILL_BODY_TOKEN_GUIDANCE * CHARS_PER_TOKEN;

/** The estimated token count of a text. */
export function estimateTokens(text: string): number {
  return Math.round(text.length / CHARS_PER_TOKEN);
}
