/*
 * Injected into the built app before its own scripts (Playwright addInitScript) to observe it
 * from inside without changing it. It records, on window.__bench:
 * - longTasks: every main-thread task over 50 ms (PerformanceObserver "longtask");
 * - events: Event Timing entries over 16 ms (event → next paint, as Chromium measures it);
 * - seen: when a watched button ("New solution", "Export", "Export anyway") first exists, and
 *   when the frame after that was drawn; clicks: when each was last clicked;
 * - fileChosen: when a file input last changed (a zip chosen in the file chooser);
 * - progress: each distinct value a <progress> element showed, with its time;
 * - exports: each zip handed to the browser's download (URL.createObjectURL), with its time;
 * - workerReplies: each answer of a Web Worker other than progress (a zip's tree arriving);
 * - keys: for each keydown, the time from the event to just after the next frame is drawn.
 * Times are performance.now() values (milliseconds since navigation started).
 * Plain script, not a module: it runs before the page's modules, and nothing here is bundled.
 */
(() => {
  const afterNextPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(0);
    });

  const WATCHED = ['New solution', 'Export', 'Export anyway'];
  const bench = {
    longTasks: [],
    events: [],
    seen: {},
    clicks: {},
    fileChosen: undefined,
    progress: [],
    exports: [],
    keys: [],
    workerReplies: [],
    afterNextPaint,
  };
  window.__bench = bench;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.events.push({
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // Event Timing is a cross-check only.
  }

  // Each archive worker's answers (not its progress): when a read zip's tree reached the page.
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const type = event.data && event.data.type;
        if (type && type !== 'progress') {
          bench.workerReplies.push({ at: performance.now(), type });
          performance.mark(`bench:worker-${type}`);
        }
      });
    }
  };

  const original = URL.createObjectURL;
  URL.createObjectURL = function createObjectURL(object) {
    if (object instanceof Blob && object.type === 'application/zip')
      bench.exports.push({ at: performance.now(), size: object.size });
    return original.call(URL, object);
  };

  document.addEventListener(
    'change',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'file') bench.fileChosen = performance.now();
    },
    true,
  );

  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      const label = button.getAttribute('aria-label') || button.textContent.trim();
      if (WATCHED.includes(label)) bench.clicks[label] = performance.now();
    },
    true,
  );

  document.addEventListener(
    'keydown',
    (event) => {
      const started = event.timeStamp;
      const record = { key: event.key, painted: undefined, done: undefined };
      record.done = new Promise((resolve) =>
        afterNextPaint((at) => {
          record.painted = at - started;
          resolve(record.painted);
        }),
      );
      bench.keys.push(record);
    },
    true,
  );

  // Only the mutation records are looked at (never the whole document), so that watching costs
  // next to nothing on a page with thousands of elements.
  const seenProgress = new WeakMap();
  const noteProgress = (bar) => {
    const value = bar.getAttribute('value');
    if (seenProgress.get(bar) === value) return;
    seenProgress.set(bar, value);
    bench.progress.push({
      at: performance.now(),
      value: Number(value),
      label: bar.getAttribute('aria-label'),
    });
  };
  // The first time a watched button exists, and the frame after it is drawn.
  const noteButton = (button) => {
    const label = button.getAttribute('aria-label') || button.textContent.trim();
    if (!WATCHED.includes(label) || bench.seen[label] !== undefined) return;
    const seen = { present: performance.now(), painted: undefined };
    bench.seen[label] = seen;
    performance.mark(`bench:seen-${label}`);
    afterNextPaint((at) => {
      seen.painted = at;
      performance.mark(`bench:painted-${label}`);
    });
  };
  const visit = (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'PROGRESS') noteProgress(node);
    else if (node.tagName === 'BUTTON') noteButton(node);
    if (node.firstElementChild === null) return;
    for (const bar of node.getElementsByTagName('progress')) noteProgress(bar);
    for (const button of node.getElementsByTagName('button')) noteButton(button);
  };
  const start = () => {
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if (record.target.tagName === 'PROGRESS') noteProgress(record.target);
        } else for (const node of record.addedNodes) visit(node);
      }
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
    visit(document.documentElement);
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
})();
