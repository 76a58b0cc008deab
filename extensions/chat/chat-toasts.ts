import type { Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';

const SHOWN_MS = 6_000;

/** Messages that arrived while their conversation was not on screen, shown as toasts for a few seconds. */
class ChatToasts {
  private items: readonly entities.ChatMessage[] = [];
  private readonly listeners = new Set<() => void>();

  readonly list: Readable<readonly entities.ChatMessage[]> = {
    get: () => this.items,
    subscribe: (listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
  };

  private set(items: readonly entities.ChatMessage[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }

  push(message: entities.ChatMessage): void {
    this.set([message, ...this.items.filter((m) => m.id !== message.id)].slice(0, 3));
    setTimeout(() => this.remove(message.id), SHOWN_MS);
  }

  remove(messageId: string): void {
    if (this.items.some((m) => m.id === messageId)) this.set(this.items.filter((m) => m.id !== messageId));
  }

  clear(): void {
    this.set([]);
  }
}

/** The one queue of chat toasts. */
export const chatToasts = new ChatToasts();
