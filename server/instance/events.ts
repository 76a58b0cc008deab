import { EventEmitter } from 'eventemitter3';
import type { entities } from 'misskey-js';

/**
 * What happens inside the instance that streams care about. Endpoints emit; streaming channels
 * listen. Payloads are already packed for a neutral viewer; channels check visibility per user.
 */
export interface InstanceEventMap {
  /** A note was created (timelines decide who sees it). */
  noteCreated: [note: { id: string; userId: string }];
  /** Something happened to a note: reactions, votes, deletion. */
  noteUpdated: [event: { id: string; type: string; body: Record<string, unknown> }];
  /** An event for one user's main channel. */
  mainEvent: [userId: string, type: string, body: unknown];
  /** A user's registry changed (other devices update). */
  registryUpdated: [userId: string, body: { scope: string[]; key: string; value: unknown }];
  /** The notification list of a user got a new entry. */
  notification: [userId: string, notification: entities.Notification];
}

/** The instance's event bus. */
export class InstanceEvents extends EventEmitter<InstanceEventMap> {}
