import type { TesseraHost } from '@tessera/sdk';

/** The message the service worker sends when a push notification is clicked. */
interface OpenMessage {
  type: 'tessera:push-open';
  path: string;
  loginId?: string;
}

const isOpenMessage = (data: unknown): data is OpenMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'tessera:push-open' &&
  typeof (data as { path?: unknown }).path === 'string' &&
  (data as { path: string }).path.startsWith('/');

/**
 * What the service worker needs for push (as Misskey's page shares with its worker): the
 * accounts of this server with their tokens, so a notification's actions (follow back, renote,
 * like, accept) are sent as the account it is for, and the language its texts are in. Shared
 * again whenever the accounts change. A clicked notification asks the page to show a path as an
 * account: here, or after switching to it (`?loginId=`, a full load). Answers the undoing.
 */
export function bridgePush(registration: ServiceWorkerRegistration, host: TesseraHost): () => void {
  if (!('pushManager' in registration)) return () => {};
  const share = () => {
    registration.active?.postMessage({
      type: 'tessera:push-share',
      accounts: host.accounts.stored.get().map((account) => ({ id: account.id, token: account.token })),
      lang: host.i18n.locale,
    });
  };
  share();
  const unsubscribe = host.accounts.stored.subscribe(share);
  const onMessage = (event: MessageEvent) => {
    if (!isOpenMessage(event.data)) return;
    const { path, loginId } = event.data;
    if (loginId && loginId !== host.accounts.current.get()?.id) {
      const url = new URL(path, location.origin);
      url.searchParams.set('loginId', loginId);
      location.assign(url.pathname + url.search);
    } else {
      host.router.push(path);
    }
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => {
    unsubscribe();
    navigator.serviceWorker.removeEventListener('message', onMessage);
  };
}
