// The benchmark's probes, installed in every page before its own scripts (see page-probes.ts):
// the first note's frame, first contentful paint, long tasks, frame gaps and note arrivals.
(() => {
  const readings = {
    firstNoteAt: null,
    firstContentfulPaint: null,
    longTasks: [],
    longestFrame: 0,
  };
  let arrivalMarker = null;
  const arrived = new Map();
  // Entries are delivered late: those that started before the last reset belong to the phase before.
  let resetAt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime >= resetAt) readings.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') readings.firstContentfulPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Long animation frames: Chromium reports every frame that took over 50 ms from its first task
  // to its paint. Headless Chromium may hold a frame back with the main thread idle, so a frame
  // counts the work in it: its scripts, then style, layout and paint.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < resetAt) continue;
      const scripts = entry.scripts.reduce((sum, script) => sum + script.duration, 0);
      const rendering = entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0;
      readings.longestFrame = Math.max(readings.longestFrame, scripts + rendering);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const observer = new MutationObserver(() => {
    if (readings.firstNoteAt === null && document.querySelector('[role="feed"] article')) {
      requestAnimationFrame((time) => {
        readings.firstNoteAt ??= time;
      });
    }
    if (arrivalMarker === null) return;
    // The feed may reuse elements, so look at every mounted note rather than only added ones.
    const now = performance.timeOrigin + performance.now();
    for (const article of Array.from(document.querySelectorAll('[role="feed"] article'))) {
      const text = article.textContent ?? '';
      const at = text.indexOf(arrivalMarker);
      if (at < 0) continue;
      const name = text.slice(at).match(/^[a-z0-9]+-\d+/)?.[0] ?? '';
      if (!arrived.has(name)) arrived.set(name, now);
    }
  });
  const start = () =>
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
  window.__benchProbes = {
    read: () => ({ ...readings, arrivals: [...arrived] }),
    reset() {
      resetAt = performance.now();
      readings.longTasks = [];
      readings.longestFrame = 0;
      arrived.clear();
    },
    watchArrivals(marker) {
      arrivalMarker = marker;
    },
  };
})();
