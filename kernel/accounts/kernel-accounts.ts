import type { ApiClient, I18n, ModalHandle } from '@tessera/sdk';
import { AccountManager } from './account-manager';
import { accountNotice, deletionInProgressNotice } from './account-notice';
import { AccountStore } from './account-store';

/**
 * The accounts of this page: stored in the page's local storage for this server, checked with
 * the account check the shell already started (when it did), told about with an error dialog
 * when one stops working. Signing out is rare: its clean-up code loads then.
 */
export function createKernelAccounts(deps: {
  win: Window;
  api: ApiClient;
  modals: ModalHandle;
  i18n: I18n;
}): AccountManager {
  const { win, api, modals, i18n } = deps;
  return new AccountManager({
    host: win.location.host,
    store: new AccountStore(win.localStorage),
    // The page's early account check answers the first of these (early-calls.ts).
    fetchMe: (token) => api.call('i', {}, { token }),
    load: (path) => win.location.assign(path),
    reload: () => win.location.reload(),
    clearClientData: () =>
      import('./sign-out-cleanup').then(({ clearClientData }) =>
        clearClientData({
          storage: win.localStorage,
          indexedDB: win.indexedDB,
          ...(win.navigator.serviceWorker ? { serviceWorker: win.navigator.serviceWorker } : {}),
          unregisterPush: async (endpoint) => {
            await api.call('sw/unregister', { endpoint });
          },
        }),
      ),
    stopPush: (token) => import('./stop-push').then(({ stopPush }) => stopPush(win, api, token)),
    notify: async (problem, error) => {
      // The server answered, so the kernel's later strings (where these notices are) can come.
      await i18n.loadStrings('kernel').catch(() => {});
      await modals.dialog(accountNotice(problem, error, i18n));
    },
    warnDeletionInProgress: () =>
      void i18n
        .loadStrings('kernel')
        .catch(() => {})
        .then(() => modals.dialog(deletionInProgressNotice(i18n))),
  });
}
