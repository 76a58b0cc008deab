import { type TesseraHost, useHost, useReadable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { unreadChats } from './unread-chats';

/** The latest message of each conversation, with people and in rooms (chat/history asks for one kind at a time). */
export async function fetchChatHistory(host: TesseraHost, limit: number): Promise<entities.ChatMessage[]> {
  const [users, rooms] = await Promise.all([
    host.api.call('chat/history', { limit }),
    host.api.call('chat/history', { limit, room: true }),
  ]);
  return [...users, ...rooms];
}

/**
 * The account's conversations for a view, fetched again whenever the unread count changes (a
 * message arriving elsewhere changes their order); null while loading, with the error if it failed.
 */
export function useChatHistory(
  limit: number,
  enabled = true,
): { history: entities.ChatMessage[] | null; error: unknown } {
  const host = useHost();
  const [state, setState] = useState<{ history: entities.ChatMessage[] | null; error: unknown }>({
    history: null,
    error: null,
  });
  const unreadCount = useReadable(unreadChats.count);
  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadCount refetches when a message arrives.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchChatHistory(host, limit).then(
      (history) => live && setState({ history, error: null }),
      (error: unknown) => live && setState({ history: null, error }),
    );
    return () => {
      live = false;
    };
  }, [host, limit, enabled, unreadCount]);
  return state;
}
