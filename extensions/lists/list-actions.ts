import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** Asks for a name and creates a list; the new list, or null when cancelled or refused (the person was told). */
export async function createList(host: TesseraHost): Promise<entities.UserList | null> {
  const t = (key: string) => host.i18n.t(`lists.${key}`);
  const answer = await host.modals.dialog({
    title: t('create'),
    input: { placeholder: t('namePlaceholder'), minLength: 1, maxLength: 100 },
    showCancel: true,
  });
  if (answer.canceled || !answer.result?.trim()) return null;
  try {
    return await host.apiWithDialog('users/lists/create', { name: answer.result.trim() }, { success: false });
  } catch {
    return null;
  }
}
