import type { Account, I18n, ModalHandle } from '@tessera/sdk';
import { type PreferenceBackups, shouldSuggestRestore } from './backups';
import type { PreferenceStore } from './preference-store';

/**
 * Offers a backup to a device whose profile has no name yet (spec 001 section 4): for accounts
 * over 30 minutes old with backups, unless the user said not to. Loaded once the first view
 * has settled.
 */
export async function suggestRestore(deps: {
  backups: Promise<PreferenceBackups>;
  preferences: PreferenceStore;
  modals: ModalHandle;
  i18n: I18n;
  account: Account | null;
  win: Window;
}): Promise<void> {
  const { preferences, modals, i18n, win } = deps;
  const created = deps.account?.info?.createdAt;
  if (!created || preferences.snapshot().name !== '') return;
  const backups = await deps.backups;
  const names = await backups.list();
  if (
    !shouldSuggestRestore({
      accountCreatedAt: Date.parse(created),
      now: Date.now(),
      dismissed: backups.isSuggestionDismissed(),
      backups: names.length,
    })
  ) {
    return;
  }
  await i18n.loadStrings('kernel');
  const answer = await modals.dialog({
    type: 'question',
    title: i18n.t('kernel.prefs.restore.title'),
    text: i18n.t('kernel.prefs.restore.text'),
    select: { items: names.map((name) => ({ value: name, text: name })) },
    okText: i18n.t('kernel.prefs.restore.ok'),
    showCancel: true,
  });
  if (answer.canceled) {
    backups.dismissSuggestion();
    return;
  }
  if (answer.result) {
    await backups.restore(answer.result);
    win.location.reload();
  }
}
