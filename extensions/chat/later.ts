import type { DeclaredContributions } from '@tessera/sdk';
import { mayMessage } from './chat-scope';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
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
  notificationRenderers: [{ type: 'chatRoomInvitationReceived', component: () => import('./InvitationNotification') }],
};

export default later;
