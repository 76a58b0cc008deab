import type { StreamClient, StreamHandlerContribution } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { ContributionRegistry } from '../registries/contribution-registry';
import { dispatchStreamHandlers } from './stream-handlers';

describe('contributed main-channel handlers', () => {
  it('start listening when an account signs in after they were added', () => {
    const handlers = new ContributionRegistry<StreamHandlerContribution>('streamHandler');
    handlers.define('kernel', { isolate: (_id, item) => item });
    const listening = new Map<string, (body: unknown) => void>();
    const stream = {
      channel: () => ({
        on: (event: string, handler: (body: unknown) => void) => {
          listening.set(event, handler);
          return { dispose: () => listening.delete(event) };
        },
        dispose: () => {},
      }),
    } as unknown as StreamClient;
    let signedIn = false;
    const accountListeners = new Set<() => void>();
    const heard: unknown[] = [];
    handlers.add('notifications', { event: 'notification', handle: (body) => void heard.push(body) });
    dispatchStreamHandlers({
      handlers,
      stream: () => stream,
      signedIn: () => signedIn,
      accountChanges: (listener) => {
        accountListeners.add(listener);
        return () => accountListeners.delete(listener);
      },
    });
    expect(listening.size).toBe(0);
    signedIn = true;
    for (const listener of accountListeners) listener();
    listening.get('notification')?.('hello');
    expect(heard).toEqual(['hello']);
  });
});
