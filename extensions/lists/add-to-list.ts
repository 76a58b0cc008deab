import type { MenuItem, TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { createList } from './list-actions';

/**
 * The user menu's "Add to list": the viewer's lists as switches (on: the user is a member), and
 * a new list made on the spot with the user in it.
 */
export async function chooseLists(host: TesseraHost, user: entities.User): Promise<void> {
  const t = (key: string, params?: Record<string, string>) => host.i18n.t(`lists.${key}`, params);
  const lists = await host.api.call('users/lists/list', {});
  const toggle = async (list: entities.UserList, on: boolean) => {
    try {
      await host.api.call(on ? 'users/lists/push' : 'users/lists/pull', { listId: list.id, userId: user.id });
      host.modals.toast(t(on ? 'added' : 'removed', { list: list.name }));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };
  const items: MenuItem[] = [
    { type: 'label', text: t('addToListOf', { user: user.name ?? user.username }) },
    ...lists.map(
      (list): MenuItem => ({
        type: 'switch',
        text: list.name,
        value: list.userIds?.includes(user.id) ?? false,
        onChange: (on) => void toggle(list, on),
      }),
    ),
    {
      type: 'button',
      text: t('createWithUser'),
      icon: 'plus',
      action: async () => {
        const list = await createList(host);
        if (list) await toggle(list, true);
      },
    },
  ];
  const opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : { x: window.innerWidth / 2, y: window.innerHeight / 3 };
  await host.modals.menu(items, opener);
}
