import type { I18n, ModalHandle, PreferencesHandle } from '@tessera/sdk';
import { DeferredStream } from './deferred-stream';
import { createDisconnectPolicy, type ServerDisconnectedBehavior } from './disconnect-policy';

/** How long to wait before loading the connection's code again after it failed to load. */
export const STREAM_RETRY_MS = 5_000;

/**
 * The host's `stream`, made on first use: a DeferredStream whose connection's code loads once the
 * first view has settled (at once when it already has), and again a little later if it could not
 * load (the network is down). A dropped connection is handled as the serverDisconnectedBehavior
 * setting says, the dialog asking whether to reload.
 */
export function createKernelStream(deps: {
  win: Window;
  /** The active account's token when the connection opens; null for a visitor. */
  token: () => string | null;
  preferences: Pick<PreferencesHandle, 'get'>;
  modals: ModalHandle;
  i18n: I18n;
  whenSettled: (task: () => void) => void;
}): () => DeferredStream {
  const { win, modals, i18n } = deps;
  let stream: DeferredStream | null = null;
  return () => {
    stream ??= new DeferredStream(async () => {
      const { StreamHub } = await import('./stream-hub');
      return new StreamHub({
        origin: win.location.origin,
        token: deps.token(),
        document: win.document,
        onDisconnected: createDisconnectPolicy({
          behavior: () => deps.preferences.get('serverDisconnectedBehavior') as ServerDisconnectedBehavior,
          reload: () => win.location.reload(),
          ask: async () => {
            await i18n.loadStrings('kernel').catch(() => {});
            const result = await modals.dialog({
              type: 'warning',
              title: i18n.t('kernel.serverDisconnected.title'),
              text: i18n.t('kernel.serverDisconnected.text'),
              okText: i18n.t('kernel.reload'),
              showCancel: true,
            });
            return !result.canceled;
          },
        }),
      });
    });
    // Each use asks for the connection once the first view has settled: connecting is idempotent,
    // and a use after a failed load tries again.
    const created = stream;
    const connect = () => void created.connect().catch(() => win.setTimeout(connect, STREAM_RETRY_MS));
    deps.whenSettled(connect);
    return stream;
  };
}
