import type { ApiClient } from '@tessera/sdk';

/** How long signing an account out waits for the server to stop its push. */
const STOP_PUSH_TIMEOUT_MS = 5_000;

/**
 * Stops pushing an account's notifications to this device (sw/unregister with its token), given a
 * few seconds: an unreachable server does not hold the sign-out up. Loaded when an account signs out.
 */
export function stopPush(win: Window, api: ApiClient, token: string): Promise<void> {
  return Promise.race([
    (async () => {
      const registration = await win.navigator.serviceWorker?.getRegistration('/');
      const subscription = await registration?.pushManager?.getSubscription();
      if (subscription) await api.call('sw/unregister', { endpoint: subscription.endpoint }, { token });
    })(),
    new Promise<void>((resolve) => setTimeout(resolve, STOP_PUSH_TIMEOUT_MS)),
  ]);
}
