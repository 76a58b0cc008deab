import type { MenuItem, TesseraHost } from '@tessera/sdk';
import type { DeckProfiles } from './use-deck-profile';

/** The deck's own menu: its profiles, the way to its settings page, and the layout choice. */
export function deckSettingsMenu(host: TesseraHost, deck: DeckProfiles): MenuItem[] {
  const t = (key: string, params?: Record<string, string>) => host.i18n.t(`deck.${key}`, params);
  return [
    {
      type: 'radio',
      text: t('profile'),
      icon: 'widget',
      options: deck.names.map((name) => ({ text: name, value: name })),
      value: deck.name,
      onChange: (name) => deck.switchTo(name),
    },
    {
      type: 'button',
      text: t('newProfile'),
      icon: 'plus',
      action: async () => {
        const answer = await host.modals.dialog({
          title: t('newProfile'),
          input: { placeholder: t('profileName'), maxLength: 64 },
        });
        const name = answer.canceled ? '' : (answer.result ?? '').trim();
        if (!name) return;
        if (deck.names.includes(name)) {
          await host.modals.alert(t('profileExists', { name }), 'error');
          return;
        }
        deck.switchTo(name);
      },
    },
    {
      type: 'button',
      text: t('deleteProfile', { name: deck.name }),
      icon: 'trash',
      danger: true,
      action: async () => {
        if (!(await host.modals.confirm(t('deleteProfileConfirm', { name: deck.name }), { danger: true }))) return;
        try {
          await deck.remove(deck.name);
        } catch (error) {
          await host.modals.alert(host.describeError(error).text, 'error');
        }
      },
    },
    { type: 'divider' },
    { type: 'button', text: t('settings.all'), icon: 'settings', action: () => host.router.push('/settings/deck') },
    {
      type: 'button',
      text: t('ui.menu'),
      icon: 'widget',
      action: async () => (await import('./ui-choice')).chooseUi(host),
    },
  ];
}
