import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from '../notifications/api';
import type {} from '../profile/api';
import type {} from './api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'chat',
  title: 'menu',
  icon: 'chat',
  to: '/chat',
  order: 12,
  badge: 'chat.unread',
  visible: (_, viewer) => viewer.signedIn && viewer.policies.chatAvailability !== 'unavailable',
};

/**
 * Chat: /chat (conversations with people and rooms, newest first, with unread marks, search,
 * invitations and one's rooms), a conversation's live messages with reactions, files and
 * search, rooms (create, invite, members, mute, leave, delete), one message at
 * /chat/messages/{id}, the unread count on the menu, the chatMessage sound and toasts, the
 * chat widget, "Chat" in the user menu and the chat settings.
 */
export default defineExtension({
  id: 'chat',
  title: 'Chat',
  description: 'description',
  version: '1.2.0',
  sdk: '^3.0.0',
  preferences: {
    'chat.showSenderName': { default: false },
    'chat.sendOnEnter': { default: false },
  },
  uses: ['drive', 'emoji', 'profile', 'deck', 'notifications'],
  contributes: {
    menu: { main: [menuItem], navbar: [menuItem] },
    overlays: [{ id: 'chat-toasts', component: () => import('./ChatToasts') }],
    services: [{ id: 'chat.messageList', value: () => import('./ChatMessageList'), component: true }],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  // The unread count (the menu's badge): when the account has unread chat messages, or a message
  // comes (its sound and toast). Otherwise the badge is 0 anyway.
  activationEvents: [
    { on: 'accountFlag', flag: 'hasUnreadChatMessages' },
    { on: 'mainStream', event: 'newChatMessage' },
  ],
});
