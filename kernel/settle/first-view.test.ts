import { describe, expect, it } from 'vitest';
import { FirstView, SETTLE_CAP_MS } from './first-view';

function manualScheduler() {
  const queue: (() => void)[] = [];
  const timers: { at: number; callback: () => void }[] = [];
  return {
    scheduler: {
      frame: (callback: () => void) => queue.push(callback),
      idle: (callback: () => void) => queue.push(callback),
      timeout: (callback: () => void, ms: number) => timers.push({ at: ms, callback }),
    },
    flush() {
      while (queue.length > 0) queue.shift()?.();
    },
    fireTimers() {
      for (const timer of timers.splice(0)) timer.callback();
    },
  };
}

describe('FirstView', () => {
  it('waits for the first render, then for the calls in flight, then a frame and an idle moment', async () => {
    const s = manualScheduler();
    const view = new FirstView(s.scheduler);
    const ran: string[] = [];
    view.whenSettled(() => ran.push('widgets'));
    let finish: () => void = () => {};
    view.track(new Promise<void>((resolve) => (finish = resolve)));
    s.flush();
    expect(ran).toEqual([]); // not rendered yet
    view.markRendered();
    s.flush();
    expect(ran).toEqual([]); // a call is in flight
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toEqual([]); // the frame and idle moment have not come
    s.flush();
    expect(ran).toEqual(['widgets']);
    view.whenSettled(() => ran.push('later'));
    expect(ran).toEqual(['widgets', 'later']);
  });

  it('settles after the cap even when a call never ends, and a failed call counts as ended', async () => {
    const s = manualScheduler();
    const view = new FirstView(s.scheduler);
    const ran: string[] = [];
    view.whenSettled(() => ran.push('task'));
    view.track(Promise.reject(new Error('offline')));
    view.track(new Promise(() => {}));
    view.markRendered();
    await Promise.resolve();
    s.flush();
    expect(ran).toEqual([]);
    expect(SETTLE_CAP_MS).toBeGreaterThan(0);
    s.fireTimers();
    expect(ran).toEqual(['task']);
  });
});
