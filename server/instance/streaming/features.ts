import type { Instance } from '../instance';
import { findVisibleNote } from '../notes/find-note';
import type { Notifications } from '../notifications/notifications';
import type { FeatureFactory } from './connection';

/**
 * Note capture: `s`/`sr` subscribe to a note's updates and `un` ends it; the connection then
 * gets `noteUpdated` (reacted, unreacted, pollVoted, deleted) for the notes it may see.
 */
export function noteCapture(instance: Instance): FeatureFactory {
  /** More notes than any screen shows: the oldest capture makes room for a new one past this. */
  const MAX_CAPTURED = 512;
  return (connection) => {
    const captured = new Set<string>();
    const onUpdate = (event: { id: string; type: string; body: Record<string, unknown> }) => {
      if (captured.has(event.id)) connection.send('noteUpdated', event);
    };
    instance.events.on('noteUpdated', onUpdate);
    return {
      receive(type, body) {
        if (type !== 's' && type !== 'sr' && type !== 'un' && type !== 'subNote' && type !== 'unsubNote') return false;
        const id = body.id;
        if (typeof id !== 'string') return true;
        if (type === 'un' || type === 'unsubNote') {
          captured.delete(id);
          return true;
        }
        if (findVisibleNote(instance.db, id, connection.userId)) {
          captured.add(id);
          if (captured.size > MAX_CAPTURED) captured.delete(captured.values().next().value as string);
        }
        return true;
      },
      dispose() {
        instance.events.off('noteUpdated', onUpdate);
      },
    };
  };
}

/** `readNotification` marks a notification read (the client sends it for toasts it showed). */
export function readNotification(notifications: Notifications): FeatureFactory {
  return (connection) => ({
    receive(type, body) {
      if (type !== 'readNotification') return false;
      if (connection.userId && typeof body.id === 'string') notifications.markRead(connection.userId, [body.id]);
      return true;
    },
    dispose() {},
  });
}
