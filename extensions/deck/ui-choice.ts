import type { TesseraHost } from '@tessera/sdk';

/** The layout this device uses: the device-only `ui` preference, the default layout unless it says deck. */
export function currentUi(host: TesseraHost): 'deck' | 'default' {
  return host.preferences.get('ui') === 'deck' ? 'deck' : 'default';
}

/** Asks which layout to use, keeps the answer on the device and reloads into it. */
export async function chooseUi(host: TesseraHost): Promise<void> {
  const t = (key: string) => host.i18n.t(`deck.${key}`);
  const current = currentUi(host);
  const answer = await host.modals.dialog({
    title: t('ui.title'),
    select: {
      items: [
        { value: 'default', text: t('ui.default') },
        { value: 'deck', text: t('ui.deck') },
      ],
      default: current,
    },
  });
  if (answer.canceled || !answer.result || answer.result === current) return;
  host.preferences.set('ui', answer.result);
  // Misskey reloads on a layout change; the address's own `?ui=` would override the choice.
  const url = new URL(window.location.href);
  url.searchParams.delete('ui');
  window.location.replace(url.toString());
}
