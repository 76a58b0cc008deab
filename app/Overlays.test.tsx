import { type ContributionEntry, HostContext, type OverlayContribution, type TesseraHost } from '@tessera/sdk';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Overlays } from './Overlays';

afterEach(cleanup);

describe('overlays', () => {
  it('draw, and ask for their strings, only once the first view has settled', async () => {
    const settle: (() => void)[] = [];
    const strings = Promise.resolve();
    const loadStrings = vi.fn(() => strings);
    const overlays: ContributionEntry<OverlayContribution>[] = [
      {
        extensionId: 'toasts',
        item: { id: 'toasts', component: async () => ({ default: () => <p>a toast</p> }) },
      } as ContributionEntry<OverlayContribution>,
    ];
    const host = {
      contributions: () => ({ get: () => overlays, subscribe: () => () => {} }),
      whenSettled: (task: () => void) => settle.push(task),
      i18n: { locale: 'en-US', t: (k: string) => k, hasStrings: () => false, loadStrings },
    } as unknown as TesseraHost;
    render(
      <HostContext.Provider value={host}>
        <Overlays />
      </HostContext.Provider>,
    );
    expect(loadStrings).not.toHaveBeenCalled();
    await act(async () => {
      for (const task of settle.splice(0)) task();
    });
    expect(loadStrings).toHaveBeenCalledWith('toasts');
  });
});
