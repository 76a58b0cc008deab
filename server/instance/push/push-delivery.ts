import type { entities } from 'misskey-js';
import webpush from 'web-push';
import type { AddressPolicy } from '../drive/fetch-url';
import { postBytes } from '../drive/post-url';
import type { Instance } from '../instance';
import { noteSummary } from './note-summary';
import type { PushSubscriptions, SwSubscriptionRow } from './push-subscriptions';
import { vapidKeys } from './vapid-keys';

/** What a push message carries, by its type (Misskey's PushNotificationDataMap). */
type PushBodies = {
  notification: entities.Notification;
  readAllNotifications: undefined;
  newChatMessage: unknown;
};

/** How long a push service has to answer. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** The main-stream events that are also pushed, as Misskey pushes them. */
const PUSHED: Record<string, keyof PushBodies> = {
  // Misskey pushes a notification when it tells the stream it is still unread (two seconds on).
  unreadNotification: 'notification',
  readAllNotifications: 'readAllNotifications',
  newChatMessage: 'newChatMessage',
};

/**
 * Pushes a user's notifications to their browsers' subscriptions with `web-push` (VAPID and
 * aes128gcm), as Misskey's PushNotificationService: `{ type, body, userId, dateTime }`, a note
 * cut to its summary. Reads go only to subscriptions that asked for them (sendReadMessage).
 * Delivery runs after the call that caused it and never holds it up; a subscription the push
 * service says is gone (410) is dropped, as Misskey drops it. Push services are reached only where the address
 * policy permits, as webhooks are.
 */
export function deliverPushNotifications(
  instance: Instance,
  subscriptions: PushSubscriptions,
  addresses: AddressPolicy,
): void {
  instance.events.on('mainEvent', (userId, event, body) => {
    const type = PUSHED[event];
    if (!type) return;
    const targets = subscriptions
      .of(userId)
      .filter((sub) => type !== 'readAllNotifications' || sub.send_read_message === 1);
    if (targets.length === 0) return;
    const payload = JSON.stringify({
      type,
      body: type === 'notification' ? shortened(body as entities.Notification) : body,
      userId,
      dateTime: Date.now(),
    });
    for (const sub of targets) void push(instance, subscriptions, addresses, sub, payload);
  });
}

async function push(
  instance: Instance,
  subscriptions: PushSubscriptions,
  addresses: AddressPolicy,
  sub: SwSubscriptionRow,
  payload: string,
): Promise<void> {
  try {
    const keys = vapidKeys(instance.db);
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { auth: sub.auth, p256dh: sub.publickey } },
      payload,
      { vapidDetails: { subject: vapidSubject(instance), ...keys } },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const status = await postBytes(new URL(request.endpoint), request.body, headers, addresses, DELIVERY_TIMEOUT_MS);
    if (status === 410 && instance.db.open) subscriptions.drop(sub.id);
  } catch {
    // A push service out of reach or a subscription with bad keys: this message is lost, as in Misskey.
  }
}

/**
 * Who push services can contact about this server: its https address as Misskey gives, else
 * (web-push accepts only https: and mailto:) the maintainer's address, else a mailbox at its host.
 */
function vapidSubject(instance: Instance): string {
  const url = new URL(instance.url());
  if (url.protocol === 'https:') return url.origin;
  const email = instance.settings.get().maintainerEmail;
  return `mailto:${email ?? `push@${url.hostname}`}`;
}

/** A notification without what push services have no room for: the note's summary for its text. */
function shortened(notification: entities.Notification): entities.Notification {
  if (!('note' in notification) || !notification.note) return notification;
  const note = notification.note;
  const shown = notification.type === 'renote' && note.renote ? note.renote : note;
  const { cw: _cw, reply: _reply, renote: _renote, user: _user, ...rest } = note;
  return { ...notification, note: { ...rest, text: noteSummary(shown) } as entities.Note };
}
