import type { ExtensionContext } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { fetchChatHistory } from './chat-history';
import { chatToasts } from './chat-toasts';
import { type ConversationKey, conversationOf, unreadChats } from './unread-chats';

/** The conversations with unread messages, from the server's history of both kinds. */
async function unreadFromHistory(ctx: ExtensionContext, meId: string): Promise<ConversationKey[]> {
  const history = await fetchChatHistory(ctx.host, 100);
  return history.filter((m) => m.isRead === false).map((m) => conversationOf(m, meId));
}

/**
 * Follows the signed-in account's unread chats (the menu's badge): the server's history when it
 * says there are some, then each newChatMessage of the main stream, with its sound and a toast
 * unless the conversation is on screen.
 */
export function activate(ctx: ExtensionContext): void {
  const { accounts } = ctx.host;
  let userId: string | null = null;
  let stop = () => {};
  let known: entities.MeDetailed | null = null;
  /**
   * The same account read again (`i` after the stream connected or came back): the server's flag
   * is the truth for what the main stream may have missed meanwhile.
   */
  const reconcile = (info: entities.MeDetailed | null) => {
    if (!info || info === known) return;
    known = info;
    const meId = info.id;
    if (!info.hasUnreadChatMessages) return unreadChats.reset();
    unreadFromHistory(ctx, meId).then(
      (keys) => {
        if (userId !== meId) return;
        unreadChats.reset();
        for (const key of keys) unreadChats.add(key);
      },
      () => {},
    );
  };
  const start = () => {
    const account = accounts.current.get();
    if ((account?.id ?? null) === userId) {
      if (userId && ctx.host.viewer.get().policies.chatAvailability !== 'unavailable') reconcile(account?.info ?? null);
      return;
    }
    stop();
    unreadChats.reset();
    chatToasts.clear();
    userId = account?.id ?? null;
    if (!account || ctx.host.viewer.get().policies.chatAvailability === 'unavailable') {
      stop = () => {};
      return;
    }
    const meId = account.id;
    known = account.info;
    if (account.info?.hasUnreadChatMessages) {
      unreadFromHistory(ctx, meId).then(
        (keys) => {
          if (userId === meId) for (const key of keys) unreadChats.add(key);
        },
        () => {}, // The badge stays empty; the chat page shows the history itself.
      );
    }
    const main = ctx.host.stream.channel('main');
    main.on('newChatMessage', (message: entities.ChatMessage) => {
      const key = conversationOf(message, meId);
      if (unreadChats.open === key) return;
      unreadChats.add(key);
      ctx.host.sound.play('chatMessage');
      chatToasts.push(message);
    });
    stop = () => main.dispose();
  };
  ctx.services.provide('chat.unread', unreadChats.count);
  start();
  const unsubscribe = accounts.current.subscribe(start);
  ctx.onDispose(() => {
    unsubscribe();
    stop();
    unreadChats.reset();
    chatToasts.clear();
  });
}
