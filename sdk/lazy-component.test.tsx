import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { HostContext, type TesseraHost } from './host';
import { lazyComponent, onComponentLoad, reportLoad } from './lazy-component';

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

describe('a lazy component with a part of its strings', () => {
  it('fetches the strings beside the code, and draws once both came', async () => {
    const asked: string[] = [];
    let code: (module: { default: () => ReactNode }) => void = () => {};
    let strings: () => void = () => {};
    const loaded = new Set<string>();
    const loads = new Map<string, Promise<void>>();
    // As the kernel's: one load per table, however often a suspended render asks.
    const i18n = {
      hasStrings: (table: string) => loaded.has(table),
      loadStrings: (table: string) => {
        const known = loads.get(table);
        if (known) return known;
        asked.push(table);
        const load = new Promise<void>((resolve) => {
          strings = () => {
            loaded.add(table);
            resolve();
          };
        });
        loads.set(table, load);
        return load;
      },
    };
    const Part = lazyComponent(() => new Promise<{ default: () => ReactNode }>((resolve) => (code = resolve)), {
      strings: 'notes.poll',
    });
    await act(async () => {
      render(
        <HostContext.Provider value={{ i18n } as unknown as TesseraHost}>
          <Suspense fallback={<p>waiting</p>}>
            <Part />
          </Suspense>
        </HostContext.Provider>,
      );
    });
    // Both are on their way before either came.
    expect(asked).toEqual(['notes.poll']);
    await act(async () => code({ default: () => <p>drawn</p> }));
    expect(screen.queryByText('drawn')).toBeNull();
    await act(async () => strings());
    await screen.findByText('drawn');
    cleanup();
  });
});
