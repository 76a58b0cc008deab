import type { TesseraHost } from '@tessera/sdk';

/** Where the chosen layout is kept on the device: Misskey's `ui` key. */
export const UI_STORAGE_KEY = 'ui';

/** The layout this device uses: Misskey's `ui` key, the default layout unless it says deck. */
export function currentUi(): 'deck' | 'default' {
  return localStorage.getItem(UI_STORAGE_KEY) === 'deck' ? 'deck' : 'default';
}

/** Asks which layout to use, keeps the answer on the device and reloads into it. */
export async function chooseUi(host: TesseraHost): Promise<void> {
  const t = (key: string) => host.i18n.t(`deck.${key}`);
  const current = currentUi();
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
  localStorage.setItem(UI_STORAGE_KEY, answer.result);
  // Misskey reloads on a layout change; the address's own `?ui=` would override the choice.
  const url = new URL(window.location.href);
  url.searchParams.delete('ui');
  window.location.replace(url.toString());
}
