import type { entities } from 'misskey-js';
import type { Instance } from '../instance';
import { profileOf, type UserRow } from '../users/user-row';
import { linkMessage, type Mailer } from './mailer';

/** The types a person can choose to get by email (Settings > Email), as Misskey lists them. */
export const EMAIL_NOTIFICATION_TYPES = ['mention', 'reply', 'quote', 'follow', 'receiveFollowRequest'] as const;
/** What a new account gets by email until it chooses (Misskey's default). */
export const DEFAULT_EMAIL_NOTIFICATION_TYPES = ['follow', 'receiveFollowRequest'];

const SUBJECTS: Record<(typeof EMAIL_NOTIFICATION_TYPES)[number], string> = {
  mention: 'You were mentioned',
  reply: 'New reply',
  quote: 'Your note was quoted',
  follow: 'New follower',
  receiveFollowRequest: 'New follow request',
};

const isEmailType = (type: string): type is (typeof EMAIL_NOTIFICATION_TYPES)[number] =>
  (EMAIL_NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * Emails the notifications a person chose to get by email, to their verified address: who did
 * what, and a link to see it. Listens to the notifications as they are delivered, so a muted or
 * unwanted one (never delivered) is never mailed either.
 */
export function sendEmailNotifications(instance: Instance, mailer: Mailer): void {
  instance.events.on('mainEvent', (userId, type, body) => {
    if (type !== 'notification' || !mailer.enabled()) return;
    const notification = body as entities.Notification;
    if (!isEmailType(notification.type)) return;
    const user = instance.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
    if (!user?.email || user.email_verified !== 1) return;
    const chosen = profileOf(user).emailNotificationTypes ?? DEFAULT_EMAIL_NOTIFICATION_TYPES;
    if (!chosen.includes(notification.type)) return;
    const from = 'user' in notification && notification.user ? notification.user : null;
    const who = from
      ? `${from.name ?? from.username} (@${from.username}${from.host ? `@${from.host}` : ''})`
      : 'Someone';
    const link =
      'note' in notification && notification.note
        ? `${instance.url()}/notes/${notification.note.id}`
        : `${instance.url()}/my/notifications`;
    mailer.send(linkMessage(user.email, SUBJECTS[notification.type], `${SUBJECTS[notification.type]}: ${who}`, link));
  });
}
