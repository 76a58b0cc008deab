import type { TesseraHost } from '@tessera/sdk';
import { splitAliases } from './emoji-grid';

/** What can be done to the chosen emoji at once, besides deleting them (Misskey's bulk tools). */
export const BULK_ACTIONS = ['category', 'license', 'addAliases', 'removeAliases', 'setAliases'] as const;
/** One of the bulk actions. */
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The endpoint and parameters a bulk action sends for the value typed. */
export function bulkRequest(action: BulkAction, ids: readonly string[], typed: string) {
  const list = [...ids];
  switch (action) {
    case 'category':
      return {
        endpoint: 'admin/emoji/set-category-bulk',
        params: { ids: list, category: typed.trim() || null },
      } as const;
    case 'license':
      return {
        endpoint: 'admin/emoji/set-license-bulk',
        params: { ids: list, license: typed.trim() || null },
      } as const;
    case 'addAliases':
      return { endpoint: 'admin/emoji/add-aliases-bulk', params: { ids: list, aliases: splitAliases(typed) } } as const;
    case 'removeAliases':
      return {
        endpoint: 'admin/emoji/remove-aliases-bulk',
        params: { ids: list, aliases: splitAliases(typed) },
      } as const;
    case 'setAliases':
      return { endpoint: 'admin/emoji/set-aliases-bulk', params: { ids: list, aliases: splitAliases(typed) } } as const;
  }
}

/** Asks for the action's value and applies it to the chosen emoji; true once done. */
export async function runBulkAction(host: TesseraHost, action: BulkAction, ids: readonly string[]): Promise<boolean> {
  const t = host.i18n.t;
  const count = String(ids.length);
  const aboutAliases = action !== 'category' && action !== 'license';
  const answer = await host.modals.dialog({
    title: t(`tools.bulk.${action}`),
    text: aboutAliases ? t('tools.bulk.aliasesPrompt', { count }) : t(`tools.bulk.${action}Prompt`, { count }),
    input: { default: '', maxLength: action === 'license' ? 1024 : aboutAliases ? 4096 : 128 },
    showCancel: true,
  });
  if (answer.canceled) return false;
  const { endpoint, params } = bulkRequest(action, ids, answer.result ?? '');
  try {
    await host.api.call(endpoint, params);
  } catch (error) {
    const { title, text } = host.describeError(error);
    await host.modals.dialog({ type: 'error', title, text });
    return false;
  }
  host.modals.toast(t('tools.bulk.done', { count }));
  return true;
}
