/*
 * Injected into the built app before its own scripts (Playwright addInitScript) to observe it
 * from inside without changing it. It records, on window.__bench:
 * - longTasks: every main-thread task over 50 ms (PerformanceObserver "longtask");
 * - events: Event Timing entries over 16 ms (event → next paint, as Chromium measures it);
 * - seen: for each button the benchmark awaits (`expect(label)`, `forget(label)`; "New solution"
 *   from the start), the frame in which it first existed and worked, and the moment that frame was
 *   drawn. A button in the app's root works once React has wired it (its props are on the
 *   element): the start screen's markup is in index.html, and its buttons are drawn before the
 *   script that makes them work has run. A button outside it (the reference page's) works as
 *   soon as it exists;
 * - drawn: for each awaited button, the frame in which it first existed, wired or not;
 *   `expectMatching(label, pattern)` awaits, under `label`, the first button whose label matches
 *   the regular expression `pattern` (the header's problem counts, whose text is not known ahead);
 * - answering: for each awaited button, like `seen`, the frame in which a press on it was first
 *   taken: wired, or held by the page's inline early-input script (src/early-input.js), which
 *   shows the press taken and has the app make it again once wired;
 * - clicks: when each awaited button was last clicked;
 * - fileChosen: when a file input last changed (a zip chosen in the file chooser);
 * - progress: while `watchProgress(true)`, each distinct value a <progress> element showed in a
 *   frame, with its time;
 * - workerReplies: each answer of a Web Worker other than progress (a zip's tree arriving);
 * - exports: each zip handed to the browser's download (URL.createObjectURL), with its time;
 * - downloads: each file the page downloads (a click on a link with a download name), with its
 *   name and time; each also awaits the Copy button of that file's fingerprint, which the app draws
 *   in its "Downloaded" notice once the download is done (seen under "Copy the fingerprint of NAME");
 * - versionsKept: when each IndexedDB transaction that writes the "versions" store completed (a
 *   version kept, or marked as downloaded);
 * - keys: for each keydown, the time from the event to just after the next frame is drawn.
 * Times are performance.now() values (milliseconds since navigation started).
 *
 * The probe must not weigh on what it measures: it looks at the page once per frame, and only
 * while it awaits a button or watches progress; otherwise it does nothing at all.
 * Plain script, not a module: it runs before the page's modules, and nothing here is bundled.
 */
(() => {
  const afterNextPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(0);
    });

  const awaited = new Set(['New solution']);
  /** Label → the pattern a button's label must match to be recorded under it. */
  const patterns = new Map();
  let progressOn = false;
  let looking = false;
  const lastProgress = new WeakMap();

  const bench = {
    longTasks: [],
    events: [],
    seen: {},
    drawn: {},
    answering: {},
    clicks: {},
    fileChosen: undefined,
    progress: [],
    workerReplies: [],
    exports: [],
    downloads: [],
    versionsKept: [],
    keys: [],
    expect(label) {
      if (bench.seen[label] !== undefined) return;
      awaited.add(label);
      look();
    },
    expectMatching(label, pattern) {
      if (bench.seen[label] !== undefined) return;
      patterns.set(label, new RegExp(pattern));
      look();
    },
    forget(label) {
      awaited.delete(label);
      patterns.delete(label);
    },
    watchProgress(on) {
      progressOn = on;
      if (on) look();
    },
  };
  window.__bench = bench;

  const labelOf = (button) => button.getAttribute('aria-label') || button.textContent.trim();
  const wired = (button) =>
    !button.closest('#root') || Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  const held = () => window.__earlyInput !== undefined && !window.__earlyInput.taken;

  // Records in `into[label]` the frame of `now` and, in a task right after it, when it was drawn,
  // with performance marks named after `mark` (seen in a trace).
  const record = (into, label, now, mark) => {
    const frame = { present: now, painted: undefined };
    into[label] = frame;
    performance.mark(`bench:${mark}-${label}`);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      frame.painted = performance.now();
      performance.mark(`bench:${mark}-painted-${label}`);
    };
    channel.port2.postMessage(0);
  };

  // Once per frame while there is something to look for.
  const look = () => {
    if (looking) return;
    looking = true;
    requestAnimationFrame(function frame() {
      const now = performance.now();
      if (awaited.size > 0 || patterns.size > 0) {
        for (const button of document.getElementsByTagName('button')) {
          const text = labelOf(button);
          const matched = [...patterns].find(([, pattern]) => pattern.test(text));
          if (matched) {
            patterns.delete(matched[0]);
            awaited.add(matched[0]);
          }
          const label = matched ? matched[0] : text;
          if (!awaited.has(label)) continue;
          bench.drawn[label] ??= now;
          const works = wired(button);
          if (bench.answering[label] === undefined && (works || held()))
            record(bench.answering, label, now, 'answering');
          if (!works) continue;
          awaited.delete(label);
          record(bench.seen, label, now, 'seen');
        }
      }
      if (progressOn) {
        for (const bar of document.getElementsByTagName('progress')) {
          const value = bar.getAttribute('value');
          if (lastProgress.get(bar) === value) continue;
          lastProgress.set(bar, value);
          bench.progress.push({ at: now, value: Number(value), label: bar.getAttribute('aria-label') });
        }
      }
      if (awaited.size > 0 || patterns.size > 0 || progressOn) requestAnimationFrame(frame);
      else looking = false;
    });
  };
  look();

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

  const nativeTransaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function transaction(stores, mode, options) {
    const tx = nativeTransaction.call(this, stores, mode, options);
    const names = typeof stores === 'string' ? [stores] : [...stores];
    if (mode === 'readwrite' && names.includes('versions'))
      tx.addEventListener('complete', () => bench.versionsKept.push(performance.now()));
    return tx;
  };

  const nativeClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function click() {
    if (this.download) {
      bench.downloads.push({ at: performance.now(), name: this.download });
      bench.expect(`Copy the fingerprint of ${this.download}`);
    }
    return nativeClick.call(this);
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
      if (button) bench.clicks[labelOf(button)] = performance.now();
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
})();
