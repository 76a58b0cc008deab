import type { ContributionEntry, TesseraHost } from '@tessera/sdk';
import { HostContext } from '@tessera/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationRendererContribution } from './api';
import { NotificationView } from './NotificationView';

afterEach(cleanup);

/** A host with only what the view reads: renderer contributions and strings. */
function hostWith(renderers: readonly ContributionEntry<NotificationRendererContribution>[]): TesseraHost {
  return {
    contributions: () => ({ get: () => renderers, subscribe: () => () => {} }),
    i18n: {
      t: (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`,
      hasStrings: () => true,
      loadStrings: async () => {},
    },
  } as unknown as TesseraHost;
}

const notification = (type: string) =>
  ({
    id: 'n1',
    type,
    createdAt: '2026-01-01T00:00:00Z',
    header: 'From a plugin',
    body: 'Hello',
  }) as unknown as entities.Notification;

// Spec 001 section 3: each notification renderer is a contribution, so other extensions add types.
describe('notification renderers', () => {
  it('draws a type with the renderer another extension contributed, the last one winning', async () => {
    const renderer = (text: string) => async () => ({
      default: ({ notification: n, full }: { notification: entities.Notification; full: boolean }) => (
        <p>
          {text} {n.type} {full ? 'full' : 'compact'}
        </p>
      ),
    });
    const host = hostWith([
      { extensionId: 'notifications', item: { type: 'weather', component: renderer('first') } },
      { extensionId: 'weather', item: { type: 'weather', component: renderer('second') } },
    ]);
    render(
      <HostContext.Provider value={host}>
        <NotificationView notification={notification('weather')} />
      </HostContext.Provider>,
    );
    await screen.findByText('second weather full');
    expect(screen.queryByText(/first/)).toBeNull();
  });

  it('shows the header and body of a type nobody renders', () => {
    render(
      <HostContext.Provider value={hostWith([])}>
        <NotificationView notification={notification('unheard-of')} compact />
      </HostContext.Provider>,
    );
    expect(screen.getByRole('article', { name: 'From a plugin' })).toBeTruthy();
    expect(screen.getByText('Hello')).toBeTruthy();
  });
});
