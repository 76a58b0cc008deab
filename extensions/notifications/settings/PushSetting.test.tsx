import type { TesseraHost } from '@tessera/sdk';
import { HostContext } from '@tessera/sdk';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PushSetting from './PushSetting';

const KEY = 'BServerVapidPublicKey';

/** A host whose API answers meta and the sw/* endpoints from a list of registrations. */
function hostWith(swPublickey: string | null) {
  const registered = new Map<string, { sendReadMessage: boolean }>();
  const calls: [string, unknown][] = [];
  const call = vi.fn(async (endpoint: string, params: Record<string, unknown>) => {
    calls.push([endpoint, params]);
    const at = String(params.endpoint ?? '');
    switch (endpoint) {
      case 'meta':
        return { swPublickey };
      case 'sw/register':
        registered.set(at, { sendReadMessage: false });
        return { state: 'subscribed', key: swPublickey, userId: 'me', endpoint: at, sendReadMessage: false };
      case 'sw/unregister':
        registered.delete(at);
        return undefined;
      case 'sw/show-registration': {
        const found = registered.get(at);
        return found ? { userId: 'me', endpoint: at, ...found } : null;
      }
      default:
        throw new Error(`unexpected ${endpoint}`);
    }
  });
  const host = {
    api: { call },
    i18n: {
      t: (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`,
      hasStrings: () => true,
      loadStrings: async () => {},
    },
  } as unknown as TesseraHost;
  return { host, calls };
}

/** A browser with push: a worker registration whose PushManager subscribes as a push service would. */
function browserWithPush() {
  let subscription: PushSubscription | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: 'https://push.example/abc',
      toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { auth: 'AUTH', p256dh: 'P256DH' } }),
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const show = (host: TesseraHost) =>
  render(
    <HostContext.Provider value={host}>
      <PushSetting />
    </HostContext.Provider>,
  );

describe('the push switch in Settings > Notifications', () => {
  it("subscribes with the server's key and registers the subscription; off unregisters it", async () => {
    const { subscribe } = browserWithPush();
    const { host, calls } = hostWith(KEY);
    show(host);
    const toggle = await screen.findByRole('switch', { name: 'notifications.settings.push.toggle' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    expect(calls).toContainEqual([
      'sw/register',
      { endpoint: 'https://push.example/abc', auth: 'AUTH', publickey: 'P256DH' },
    ]);
    // On, it also offers to hear of reads elsewhere.
    screen.getByRole('switch', { name: 'notifications.settings.push.readMessage' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(calls).toContainEqual(['sw/unregister', { endpoint: 'https://push.example/abc' }]);
  });

  it('says so, with no switch, when the server has no push key', async () => {
    browserWithPush();
    show(hostWith(null).host);
    await screen.findByText('notifications.settings.push.noServer');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so, with no switch, when the browser has no push', async () => {
    show(hostWith(KEY).host);
    await screen.findByText('notifications.settings.push.unsupported');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
