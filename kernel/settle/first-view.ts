/** How long after the app first renders the first view counts as settled whatever is still loading. */
export const SETTLE_CAP_MS = 4_000;

interface Scheduler {
  frame(callback: () => void): void;
  idle(callback: () => void): void;
  timeout(callback: () => void, ms: number): void;
}

const browserScheduler = (win: Window): Scheduler => ({
  frame: (callback) => win.requestAnimationFrame(() => callback()),
  // Safari has no requestIdleCallback; a short timeout stands in for it.
  idle: (callback) =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(() => callback(), { timeout: 1_000 })
      : win.setTimeout(callback, 50),
  timeout: (callback, ms) => win.setTimeout(callback, ms),
});

/**
 * Knows when the first view is done: the app has rendered, no API call is in flight (the page's
 * first data has come), and a frame and an idle moment have passed since, so what it shows is
 * painted. Work that must not compete with the first view (secondary widgets, preloading code
 * for later) waits for it.
 */
export class FirstView {
  private inFlight = 0;
  private rendered = false;
  private settled = false;
  private checking = false;
  private tasks: (() => void)[] = [];
  private readonly scheduler: Scheduler;

  constructor(scheduler: Scheduler | Window) {
    this.scheduler = 'frame' in scheduler ? scheduler : browserScheduler(scheduler);
  }

  /** Counts an API call as in flight until it settles. */
  track(call: Promise<unknown>): void {
    if (this.settled) return;
    this.inFlight += 1;
    const done = () => {
      this.inFlight -= 1;
      this.check();
    };
    call.then(done, done);
  }

  /** The app has committed its first render (its pages have started their first calls). */
  markRendered(): void {
    if (this.rendered) return;
    this.rendered = true;
    this.scheduler.timeout(() => this.settle(), SETTLE_CAP_MS);
    this.check();
  }

  /** Runs the task once the first view has settled (at once if it has). */
  whenSettled(task: () => void): void {
    if (this.settled) task();
    else this.tasks.push(task);
  }

  private check(): void {
    if (!this.rendered || this.settled || this.inFlight > 0 || this.checking) return;
    this.checking = true;
    this.scheduler.frame(() =>
      this.scheduler.idle(() => {
        this.checking = false;
        if (this.inFlight === 0) this.settle();
        else this.check();
      }),
    );
  }

  private settle(): void {
    if (this.settled) return;
    this.settled = true;
    const tasks = this.tasks;
    this.tasks = [];
    for (const task of tasks) {
      try {
        task();
      } catch (error) {
        console.error('a task waiting for the first view failed', error);
      }
    }
  }
}
