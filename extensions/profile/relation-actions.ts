import type { MenuContexts, TesseraHost } from '@tessera/sdk';

type Action = 'mute' | 'unmute' | 'muteRenotes' | 'unmuteRenotes' | 'block' | 'unblock';

/**
 * Mutes, unmutes, blocks or unblocks the user of a user menu, asking first where Misskey asks
 * (a block parts the two accounts), then tells the view its relation changed.
 */
export async function changeRelation(action: Action, { user, changed }: MenuContexts['user'], host: TesseraHost) {
  const t = (key: string) => host.i18n.t(`profile.${key}`, { name: user.name ?? user.username });
  if (action === 'block' && !(await host.modals.confirm(t('blockConfirm'), { danger: true }))) return;
  const endpoint = {
    mute: 'mute/create',
    unmute: 'mute/delete',
    muteRenotes: 'renote-mute/create',
    unmuteRenotes: 'renote-mute/delete',
    block: 'blocking/create',
    unblock: 'blocking/delete',
  } as const;
  try {
    await host.api.call(endpoint[action], { userId: user.id });
    host.modals.toast(t(`${action}Done`));
    changed?.();
  } catch (error) {
    const { title, text } = host.describeError(error);
    await host.modals.dialog({ type: 'error', title, text });
  }
}
