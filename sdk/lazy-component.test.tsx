import { describe, expect, it } from 'vitest';
import { onComponentLoad, reportLoad } from './lazy-component';

describe('what the first view waits for besides code', () => {
  it('reports strings a view waits for to the load listeners, once per load', async () => {
    const seen: Promise<unknown>[] = [];
    const stop = onComponentLoad((load) => seen.push(load));
    const strings = Promise.resolve();
    // A suspended view asks again on every render while it waits: one load all the same.
    expect(reportLoad(strings)).toBe(strings);
    reportLoad(strings);
    stop();
    reportLoad(Promise.resolve());
    expect(seen).toEqual([strings]);
    await strings;
  });
});
