/**
 * How much of Bailey's reading a text takes: its length in characters beside a small bar against
 * the guidance of about 20,000 (5,000 tokens, validate/token-estimate.ts). Amber once a text is past
 * the guidance, never red: a long text still works, it only crowds the conversation.
 */
import { SKILL_BODY_CHARACTER_GUIDANCE } from '../validate/token-estimate';
import { groupDigits } from '../model/digits';

export interface TokenMeterProps {
  readonly text: string;
  /** What is measured, for the meter's accessible name: "the instructions". */
  readonly of: string;
  readonly className?: string;
}

export function TokenMeter({ text, of, className = '' }: TokenMeterProps) {
  const length = text.length;
  const over = length > SKILL_BODY_CHARACTER_GUIDANCE;
  const share = Math.min(length / SKILL_BODY_CHARACTER_GUIDANCE, 1);
  const words = over
    ? `${groupDigits(length)} characters, more than the ${groupDigits(SKILL_BODY_CHARACTER_GUIDANCE)} suggested`
    : `${groupDigits(length)} of ${groupDigits(SKILL_BODY_CHARACTER_GUIDANCE)} characters`;
  return (
    <div className={`flex items-center gap-2 text-xs text-neutral-600 dark:text-neutral-400 ${className}`}>
      <div
        role="meter"
        aria-label={`Length of ${of}`}
        aria-valuemin={0}
        aria-valuemax={SKILL_BODY_CHARACTER_GUIDANCE}
        aria-valuenow={Math.min(length, SKILL_BODY_CHARACTER_GUIDANCE)}
        aria-valuetext={words}
        className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
      >
        <div
          className={`h-full rounded-full ${over ? 'bg-amber-500' : 'bg-accent-600 dark:bg-accent-500'}`}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <span className={over ? 'text-amber-800 dark:text-amber-300' : ''}>{words}</span>
    </div>
  );
}
