/*
 * Inlined into index.html's <head> at build (scripts/vite-prerender.ts) and allowed by its hash in
 * the Content-Security-Policy, so it is inserted byte for byte. The start screen is in the page's
 * markup before its script has run; until the app takes over (src/app/early-input.ts) this keeps
 * what the person does meanwhile: whether they pressed a key or a pointer, and the first button
 * they pressed, for the app to press again. That button shows at once that it was taken (busy, as
 * the app shows a start under way), so no press looks lost. It also stops the browser acting on its
 * own meanwhile: a form submitted would reload the page, a file dropped would replace it.
 */
(() => {
  const early = { acted: false, button: null, taken: false };
  // A start (a button marked data-start) needs the workspace's scripts: ask for them now, listed
  // in the page at build (scripts/vite-start-scripts.ts), rather than once the app is wired.
  const fetchStartScripts = () => {
    const listed = document.querySelector('meta[name="start-scripts"]');
    for (const href of listed ? listed.content.split(' ') : []) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  window.__earlyInput = early;
  const acted = () => {
    early.acted = true;
  };
  const hold = (event) => {
    if (early.taken) return;
    if (event.type === 'click') {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      if (!early.button) {
        early.button = button;
        button.setAttribute('aria-busy', 'true');
        if (button.hasAttribute('data-start')) fetchStartScripts();
      }
      // The app may already listen (React from the moment it starts hydrating): the press is made
      // once, again, when the app takes over.
      event.stopPropagation();
    }
    event.preventDefault();
  };
  addEventListener('pointerdown', acted, true);
  addEventListener('keydown', acted, true);
  for (const type of ['click', 'submit', 'dragover', 'drop']) addEventListener(type, hold, true);
})();
