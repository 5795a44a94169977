/**
 * Runs `task` in a task of its own once the next frame is drawn (soon on a hidden page, which
 * draws none); returns its cancel. For work that must not hold up what the page is about to show.
 */
export function afterNextFrame(task: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
