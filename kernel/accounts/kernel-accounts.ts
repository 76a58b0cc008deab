import type { ApiClient, I18n, ModalHandle } from '@tessera/sdk';
import { AccountManager } from './account-manager';
import { AccountStore } from './account-store';

/** The kernel's later strings, where the account notices' words are; without them the keys show. */
const laterStrings = (i18n: I18n) => i18n.loadStrings('kernel').catch(() => {});

/**
 * The accounts of this page: stored in the page's local storage for this server, checked with
 * the account check the shell already started (when it did), told about with an error dialog
 * when one stops working. Signing out is rare: its clean-up code loads then, as a notice's does.
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
    // The notices' code and words (the kernel's later strings) come when one is needed: the
    // server answered, so they can.
    notify: async (problem, error) => {
      const [{ accountNotice }] = await Promise.all([import('./account-notice'), laterStrings(i18n)]);
      await modals.dialog(accountNotice(problem, error, i18n));
    },
    warnDeletionInProgress: () =>
      void Promise.all([import('./account-notice'), laterStrings(i18n)]).then(([{ deletionInProgressNotice }]) =>
        modals.dialog(deletionInProgressNotice(i18n)),
      ),
  });
}
