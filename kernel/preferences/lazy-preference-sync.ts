import type { ApiClient, I18n, ModalHandle } from '@tessera/sdk';
import type { PreferenceStore } from './preference-store';
import type { ConflictChoice, PreferenceSync } from './preference-sync';

/**
 * Syncing preferences through the registry, which the first view does not need: its code loads
 * when something first asks (a setting switched, an event from another device, the pull once
 * settled), and once only. When the server's value of a key differs from this device's, a dialog
 * asks which to keep.
 */
export function lazyPreferenceSync(deps: {
  preferences: PreferenceStore;
  api: ApiClient;
  modals: ModalHandle;
  i18n: I18n;
}): () => Promise<PreferenceSync> {
  const { modals, i18n } = deps;
  const askWhichToKeep = async (key: string): Promise<ConflictChoice> => {
    // The question's strings come with the later table.
    await i18n.loadStrings('kernel');
    const result = await modals.dialog({
      type: 'question',
      title: i18n.t('kernel.prefs.conflict.title'),
      text: i18n.t('kernel.prefs.conflict.text', { key }),
      actions: [
        { text: i18n.t('kernel.prefs.conflict.server'), value: 'server', primary: true },
        { text: i18n.t('kernel.prefs.conflict.device'), value: 'device' },
        { text: i18n.t('kernel.cancel'), value: 'cancel' },
      ],
    });
    return result.canceled ? 'cancel' : (result.result as ConflictChoice);
  };
  let loading: Promise<PreferenceSync> | null = null;
  return () =>
    (loading ??= import('./preference-sync').then(
      ({ PreferenceSync }) => new PreferenceSync(deps.preferences, deps.api, askWhichToKeep),
    ));
}
