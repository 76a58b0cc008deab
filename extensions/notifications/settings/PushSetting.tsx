import { SwitchRow, useExtensionStrings, useHost, useInstanceMeta } from '@tessera/sdk';
import { useCallback, useEffect, useState } from 'react';
import type {} from '../api';

/** Where push stands for this account on this device. */
type PushState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'noServerKey' }
  | { kind: 'ready'; on: boolean; sendReadMessage: boolean; endpoint: string | null };

/** The browser's push, when it has it: the service worker's registration (none in a development build). */
async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  return registration && 'pushManager' in registration ? registration : null;
}

/** The subscription's keys as sw/register takes them (base64url). */
function subscriptionKeys(subscription: PushSubscription): { auth: string; publickey: string } | null {
  const keys = subscription.toJSON().keys;
  return keys?.auth && keys.p256dh ? { auth: keys.auth, publickey: keys.p256dh } : null;
}

/**
 * Push notifications for this account on this device, as Misskey's settings offer them: on
 * subscribes the browser with the server's VAPID key (meta `swPublickey`) and registers the
 * subscription (sw/register); off unregisters this account only (sw/unregister), leaving the
 * browser's subscription to other accounts of this device. What the server has is shown
 * (sw/show-registration). Hidden behind a note where the browser or the server has no push.
 */
export default function PushSetting() {
  const t = useExtensionStrings('notifications');
  const host = useHost();
  const meta = useInstanceMeta();
  const [state, setState] = useState<PushState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = useCallback(async () => {
    if (!meta) return;
    const registration = await pushRegistration();
    if (!registration) return setState({ kind: 'unsupported' });
    if (!meta.swPublickey) return setState({ kind: 'noServerKey' });
    const subscription = await registration.pushManager.getSubscription().catch(() => null);
    const shown = subscription
      ? await host.api.call('sw/show-registration', { endpoint: subscription.endpoint }).catch(() => null)
      : null;
    setState({
      kind: 'ready',
      on: shown !== null,
      sendReadMessage: shown?.sendReadMessage ?? false,
      endpoint: subscription?.endpoint ?? null,
    });
  }, [meta, host]);

  useEffect(() => {
    void check();
  }, [check]);

  const turnOn = async (key: string) => {
    const registration = await pushRegistration();
    if (!registration) return setState({ kind: 'unsupported' });
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') throw new Error(t('settings.push.denied'));
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    const keys = subscriptionKeys(subscription);
    if (!keys) throw new Error(t('settings.push.denied'));
    await host.api.call('sw/register', { endpoint: subscription.endpoint, ...keys });
  };

  const change = async (on: boolean) => {
    if (state.kind !== 'ready' || !meta?.swPublickey) return;
    setBusy(true);
    setError(null);
    try {
      if (on) await turnOn(meta.swPublickey);
      else if (state.endpoint) await host.api.call('sw/unregister', { endpoint: state.endpoint });
    } catch (cause) {
      setError(t('settings.push.failed', { error: cause instanceof Error ? cause.message : String(cause) }));
    } finally {
      setBusy(false);
      await check();
    }
  };

  const changeReadMessage = async (sendReadMessage: boolean) => {
    if (state.kind !== 'ready' || !state.endpoint) return;
    setBusy(true);
    try {
      await host.apiWithDialog('sw/update-registration', { endpoint: state.endpoint, sendReadMessage });
    } catch {
      // The dialog told what went wrong.
    } finally {
      setBusy(false);
      await check();
    }
  };

  return (
    <section aria-labelledby="push-setting-title">
      <h2 id="push-setting-title">{t('settings.push.title')}</h2>
      {state.kind === 'unsupported' && <p className="form-hint">{t('settings.push.unsupported')}</p>}
      {state.kind === 'noServerKey' && <p className="form-hint">{t('settings.push.noServer')}</p>}
      {state.kind === 'ready' && (
        <>
          <p className="form-hint">{t('settings.push.hint')}</p>
          <SwitchRow label={t('settings.push.toggle')} checked={state.on} disabled={busy} onChange={change} />
          {state.on && (
            <SwitchRow
              label={t('settings.push.readMessage')}
              checked={state.sendReadMessage}
              disabled={busy}
              onChange={changeReadMessage}
            />
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
