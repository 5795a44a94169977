/**
 * A whole number as people read it in English, each group of three digits set off by a comma
 * ("12,345"). Written by hand, not with `toLocaleString('en-US')`: the first number a page formats
 * through Intl sets up its locale data, which took 20–35 ms in Chromium, and the first one formatted
 * was the token meter's, in the frame that draws a new solution.
 */
export function groupDigits(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}
