import type { entities } from 'misskey-js';
import type { BuiltinType } from './builtin-types';

/** The icon for each built-in kind of notification (the type keeps it in step with the list). */
export const NOTIFICATION_ICONS: Readonly<Record<BuiltinType, string>> = {
  follow: 'plus',
  receiveFollowRequest: 'user',
  followRequestAccepted: 'check',
  mention: 'at',
  reply: 'back',
  renote: 'reload',
  'renote:grouped': 'reload',
  quote: 'reload',
  reaction: 'star',
  'reaction:grouped': 'star',
  pollEnded: 'poll',
  note: 'bell',
  roleAssigned: 'user',
  chatRoomInvitationReceived: 'mail',
  achievementEarned: 'star',
  exportCompleted: 'check',
  login: 'lock',
  createToken: 'lock',
  app: 'puzzle',
  test: 'bell',
};

/** The fields any notification type may carry (misskey-js's union, flattened for reading). */
export type NotificationFields = entities.Notification & {
  user?: entities.UserLite;
  users?: entities.UserLite[];
  note?: entities.Note;
  reaction?: string;
  reactions?: { user: entities.UserLite; reaction: string }[];
  role?: { name: string; iconUrl: string | null };
  invitation?: { room?: { name?: string } };
  achievement?: string;
  exportedEntity?: string;
  fileId?: string;
  message?: string | null;
  header?: string | null;
  body?: string;
  icon?: string | null;
};

/** The people a notification is from: its user, or everyone in a grouped one. */
export function actorsOf(n: NotificationFields): entities.UserLite[] {
  if (n.type === 'reaction:grouped') return (n.reactions ?? []).map((r) => r.user);
  if (n.users) return n.users;
  return n.user ? [n.user] : [];
}

/** One line saying what happened ('Bob replied', '3 people reacted'), for labels and desktop notifications. */
export function notificationSummary(
  t: (key: string, params?: Record<string, string | number>) => string,
  n: NotificationFields,
): string {
  if (n.type === 'app') return n.header ?? t('type.app');
  const actors = actorsOf(n);
  const actor = actors[0];
  return t(`type.${n.type}`, {
    name: actor ? (actor.name ?? actor.username) : '',
    reaction: n.reaction ?? '',
    count: actors.length,
    others: Math.max(0, actors.length - 1),
    role: n.role?.name ?? '',
    room: n.invitation?.room?.name ?? '',
    achievement: n.achievement ?? '',
    entity: n.exportedEntity ? t(`entity.${n.exportedEntity}`) : '',
  });
}
