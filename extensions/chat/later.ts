import type { DeclaredContributions } from '@tessera/sdk';
import { mayMessage } from './chat-scope';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  widgets: [{ name: 'chat', title: 'widget', icon: 'chat', component: () => import('./ChatWidget') }],
  to: {
    deckColumn: [
      {
        type: 'chat',
        title: 'widget',
        icon: 'chat',
        component: () => import('./ChatWidget').then((m) => ({ default: m.ChatColumn })),
      },
    ],
    notificationRenderer: [{ type: 'chatRoomInvitationReceived', component: () => import('./InvitationNotification') }],
  },
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/chat', name: 'chat', loginRequired: true, page: () => import('./pages/ChatHomePage') },
    {
      path: '/chat/user/:userId',
      name: 'chatUser',
      loginRequired: true,
      page: () => import('./pages/ChatUserPage'),
    },
    {
      path: '/chat/room/:roomId',
      name: 'chatRoom',
      loginRequired: true,
      page: () => import('./pages/ChatRoomPage'),
    },
    {
      path: '/chat/messages/:messageId',
      name: 'chatMessage',
      loginRequired: true,
      page: () => import('./pages/ChatMessagePage'),
    },
  ],
  menu: {
    user: [
      {
        id: 'chat',
        title: 'startChat',
        icon: 'chat',
        order: 5,
        visible: ({ user }, viewer) =>
          viewer.policies.chatAvailability === 'available' && mayMessage(user, viewer.userId),
        run: ({ user }, host) => host.router.push(`/chat/user/${user.id}`),
      },
    ],
  },
  settingsSections: [
    {
      path: 'chat',
      title: 'settings.title',
      icon: 'chat',
      group: 'basic',
      order: 45,
      signedIn: true,
      page: () => import('./ChatSettings'),
      keywords: ['settings.scope', 'settings.showSenderName', 'settings.sendOnEnter'],
    },
  ],
};

export default later;
