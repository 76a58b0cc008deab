import type { I18n, ModalHandle, StreamClient } from '@tessera/sdk';
import type { AccountManager } from '../accounts/account-manager';
import { AUTO_BACKUP_INTERVAL_MS, BACKUP_MESSAGES } from './auto-backup';
import type { PreferenceBackups } from './backups';
import type { PreferenceStore } from './preference-store';
import type { PreferenceSync } from './preference-sync';

/**
 * What a signed-in account's session keeps up from start-up on (nothing for a visitor): synced
 * preferences follow the registry's events and are pulled once the first view has settled; the
 * account's name, avatar and flags follow its meUpdated events; a regenerated token signs it out
 * (myTokenRegenerated); once settled, legacy backups are
 * migrated and a restore is suggested to a nameless profile; and every few minutes an automatic
 * backup is considered (a nameless profile switches it off, with the spec's message).
 * The code of syncing, backups and the restore suggestion loads only here, when needed.
 */
export function startAccountUpkeep(deps: {
  accounts: Pick<AccountManager, 'current' | 'updateInfo' | 'refresh'>;
  stream: () => StreamClient;
  preferenceSync: () => Promise<PreferenceSync>;
  backups: () => Promise<PreferenceBackups>;
  preferences: PreferenceStore;
  modals: ModalHandle;
  i18n: I18n;
  whenSettled: (task: () => void) => void;
  win: Window;
}): void {
  const { accounts, preferenceSync, backups, modals, whenSettled, win } = deps;
  if (!accounts.current.get()) return;
  const main = deps.stream().channel('main');
  main.on('registryUpdated', (event) => void preferenceSync().then((syncing) => syncing.onRegistryUpdated(event)));
  // The account's name, avatar and flags stay current everywhere when it changes.
  main.on('meUpdated', (me) => accounts.updateInfo(me));
  // Its token was regenerated (here or on another device): the stored one is dead. Fetching the
  // account again meets the server's refusal, which tells the person and signs it out of here.
  main.on('myTokenRegenerated', () => void accounts.refresh().catch(() => {}));
  whenSettled(
    () =>
      void preferenceSync()
        .then((syncing) => syncing.pullAll())
        .catch(() => {}),
  );
  whenSettled(() => {
    void backups()
      .then((loaded) => loaded.migrateLegacy())
      .catch(() => {});
    void import('./restore-suggestion')
      .then(({ suggestRestore }) =>
        suggestRestore({
          backups: backups(),
          preferences: deps.preferences,
          modals,
          i18n: deps.i18n,
          account: accounts.current.get(),
          win,
        }),
      )
      .catch(() => {});
  });
  win.setInterval(() => {
    void backups()
      .then((loaded) => loaded.tick(win.document.visibilityState === 'visible'))
      .then(
        (result) => result === 'switched-off' && modals.toast(BACKUP_MESSAGES.nameRequired),
        () => {},
      );
  }, AUTO_BACKUP_INTERVAL_MS);
}
