import type { Readable } from '@tessera/sdk';

/** The key of a conversation: with a user, or in a room. */
export type ConversationKey = `user:${string}` | `room:${string}`;

/**
 * The signed-in account's conversations with unread messages, known from chat/history when the
 * account has any (`hasUnreadChatMessages`), from newChatMessage on the main stream, and cleared
 * as each conversation is opened. One store for the client: main resets it per account.
 */
class UnreadChats {
  private keys: ReadonlySet<ConversationKey> = new Set();
  private readonly listeners = new Set<() => void>();
  /** The conversation on screen: arriving messages there are read at once. */
  open: ConversationKey | null = null;

  readonly count: Readable<number> = {
    get: () => this.keys.size,
    subscribe: (listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
  };

  has(key: ConversationKey): boolean {
    return this.keys.has(key);
  }

  private set(keys: ReadonlySet<ConversationKey>): void {
    this.keys = keys;
    for (const listener of this.listeners) listener();
  }

  reset(keys: Iterable<ConversationKey> = []): void {
    this.set(new Set(keys));
  }

  add(key: ConversationKey): void {
    if (this.keys.has(key) || this.open === key) return;
    this.set(new Set([...this.keys, key]));
  }

  remove(key: ConversationKey): void {
    if (!this.keys.has(key)) return;
    const next = new Set(this.keys);
    next.delete(key);
    this.set(next);
  }
}

/** The one store of unread conversations. */
export const unreadChats = new UnreadChats();

/** The key of the conversation a message belongs to, seen by the given account. */
export function conversationOf(
  message: { fromUserId: string; toUserId?: string | null; toRoomId?: string | null },
  meId: string,
): ConversationKey {
  if (message.toRoomId) return `room:${message.toRoomId}`;
  return `user:${message.fromUserId === meId ? (message.toUserId ?? '') : message.fromUserId}`;
}
