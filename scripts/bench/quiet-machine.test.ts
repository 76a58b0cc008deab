import { describe, expect, it } from 'vitest';
import { cpuTimes, waitForQuietMachine } from './quiet-machine';

describe('cpuTimes', () => {
  it('counts idle and iowait as idle, the rest as busy', () => {
    const stat = 'cpu  100 5 50 800 20 0 25 0 0 0\ncpu0 50 2 25 400 10 0 12 0 0 0\n';
    expect(cpuTimes(() => stat)).toEqual({ busy: 180, total: 1000 });
  });

  it('is null without a /proc/stat', () => {
    expect(cpuTimes(() => 'not a stat file')).toBeNull();
    expect(
      cpuTimes(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
  });
});

describe('waitForQuietMachine', () => {
  /** Readings that are busy for `busyWindows` windows, then idle. */
  function readings(busyWindows: number) {
    let calls = 0;
    let busy = 0;
    let total = 0;
    return {
      read: () => {
        if (calls > 0) {
          busy += calls <= busyWindows ? 90 : 5;
          total += 100;
        }
        calls++;
        return { busy, total };
      },
      calls: () => calls,
    };
  }

  it('returns after the first quiet window', async () => {
    const cpu = readings(3);
    await waitForQuietMachine({ windowMs: 1, read: cpu.read });
    expect(cpu.calls()).toBe(5); // the first reading, three busy windows, one quiet one
  });

  it('gives up at its limit on a machine that stays busy', async () => {
    const cpu = readings(Number.POSITIVE_INFINITY);
    await expect(waitForQuietMachine({ windowMs: 5, maxMs: 40, read: cpu.read })).resolves.toBeUndefined();
    expect(cpu.calls()).toBeGreaterThan(2); // it kept reading while the machine was busy
  });
});
