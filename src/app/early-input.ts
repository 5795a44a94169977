/**
 * What the person did on the pre-rendered start screen before the app's script ran, as recorded
 * by the inline script of index.html (src/early-input.js). Absent on the dev server, which does
 * not pre-render.
 */
interface EarlyInput {
  acted: boolean;
  button: HTMLButtonElement | null;
  taken: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/**
 * Ends the inline script's watch (the app's own handlers are wired now) and returns whether the
 * person had already pressed a key or a pointer, and `replay`, which presses again the first
 * button they pressed. Call once the start screen is hydrated; later calls find nothing.
 */
export function takeEarlyInput(): { acted: boolean; replay: () => void } {
  const early = window.__earlyInput;
  if (!early || early.taken) return { acted: false, replay: () => undefined };
  early.taken = true;
  const { acted, button } = early;
  early.button = null;
  // The mark of a press taken goes as the press is made again: the app shows its own, if any, in
  // the same task, so no frame shows the button idle in between.
  button?.removeAttribute('aria-busy');
  return { acted, replay: () => (button?.isConnected ? button.click() : undefined) };
}
