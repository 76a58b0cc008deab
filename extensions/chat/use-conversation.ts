import { useHost, useStreamCatchUp } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConversationKey, unreadChats } from './unread-chats';

/** A conversation: with a user, or in a room. */
export type Conversation = { kind: 'user'; userId: string } | { kind: 'room'; roomId: string };

/** A message as a conversation's timeline and channel give it (one-to-one or room). */
export type ChatMessage = entities.ChatMessageLiteFor1on1 | entities.ChatMessageLiteForRoom;

/** A reaction event of a chat channel. */
interface ReactionEvent {
  messageId: string;
  reaction: string;
  user?: entities.UserLite;
}

const PAGE = 30;

/** What a conversation view shows and does. */
export interface ConversationState {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  /** Newest first. */
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  /** Sends a message; rejects (after the error dialog) so the composer keeps the draft. */
  send(content: { text: string | null; fileId: string | null }): Promise<void>;
  remove(message: ChatMessage): Promise<void>;
  react(message: ChatMessage, reaction: string): Promise<void>;
  unreact(message: ChatMessage, reaction: string): Promise<void>;
}

export const keyOf = (c: Conversation): ConversationKey =>
  c.kind === 'user' ? `user:${c.userId}` : `room:${c.roomId}`;

/**
 * A conversation's messages, live: the newest page, older pages on demand, new messages,
 * deletions and reactions from its channel, what was missed while the stream was down, and
 * the read mark (opening reads it; arrivals while it is open are read at once).
 */
export function useConversation(conversation: Conversation): ConversationState {
  const host = useHost();
  const [messages, setMessages] = useState<readonly ChatMessage[]>([]);
  const [status, setStatus] = useState<ConversationState['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const key = keyOf(conversation);
  const target = conversation.kind === 'user' ? conversation.userId : conversation.roomId;

  const fetchPage = useCallback(
    (page: { untilId?: string; sinceId?: string; limit: number }): Promise<ChatMessage[]> =>
      conversation.kind === 'user'
        ? host.api.call('chat/messages/user-timeline', { userId: target, ...page })
        : host.api.call('chat/messages/room-timeline', { roomId: target, ...page }),
    [host, conversation.kind, target],
  );

  // Adds messages not yet shown, keeping newest first.
  const merge = useCallback((arrived: readonly ChatMessage[]) => {
    setMessages((current) => {
      const known = new Set(current.map((m) => m.id));
      const fresh = arrived.filter((m) => !known.has(m.id));
      if (fresh.length === 0) return current;
      return [...fresh, ...current].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    });
  }, []);

  // What arrived since the newest message shown (all of the first page when there is none).
  const catchUp = useCallback(() => {
    const newest = messagesRef.current[0];
    fetchPage(newest ? { sinceId: newest.id, limit: 100 } : { limit: PAGE }).then(merge, () => {});
  }, [fetchPage, merge]);
  const catchUpRef = useRef(catchUp);
  catchUpRef.current = catchUp;
  // A message sent between the first page and the channel's connection.
  useStreamCatchUp(status === 'ready', key, catchUp);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    setMessages([]);
    unreadChats.open = key;
    unreadChats.remove(key);
    fetchPage({ limit: PAGE }).then(
      (page) => {
        if (!live) return;
        setMessages(page);
        setHasOlder(page.length >= PAGE);
        setStatus('ready');
      },
      (e: unknown) => {
        if (!live) return;
        setError(e);
        setStatus('error');
      },
    );

    const channel =
      conversation.kind === 'user'
        ? host.stream.channel('chatUser', { otherId: target })
        : host.stream.channel('chatRoom', { roomId: target });
    const me = host.viewer.get().userId;
    const onMessage = (message: entities.ChatMessageLite) => {
      merge([message as ChatMessage]);
      if (message.fromUserId !== me) {
        channel.send('read', { id: message.id });
        host.sound.play('chatMessage');
      }
    };
    const onDeleted = (messageId: string) => setMessages((current) => current.filter((m) => m.id !== messageId));
    const onReaction = (change: 'add' | 'remove') => (event: ReactionEvent) =>
      setMessages((current) =>
        current.map((m) => {
          if (m.id !== event.messageId) return m;
          if (change === 'add') {
            const added = event.user ? { reaction: event.reaction, user: event.user } : { reaction: event.reaction };
            return { ...m, reactions: [...m.reactions, added] } as ChatMessage;
          }
          const by = event.user?.id;
          const index = m.reactions.findIndex(
            (r: { reaction: string; user?: entities.UserLite }) =>
              r.reaction === event.reaction && (by === undefined || r.user?.id === by),
          );
          return index < 0 ? m : ({ ...m, reactions: m.reactions.filter((_, i) => i !== index) } as ChatMessage);
        }),
      );
    const subscriptions = [
      channel.on('message', onMessage),
      channel.on('deleted', onDeleted),
      channel.on('react', onReaction('add')),
      channel.on('unreact', onReaction('remove')),
      // Back after a drop: what arrived meanwhile.
      host.stream.onResumed(() => catchUpRef.current()),
    ];
    return () => {
      live = false;
      if (unreadChats.open === key) unreadChats.open = null;
      for (const s of subscriptions) s.dispose();
      channel.dispose();
    };
  }, [host, key, conversation.kind, target, fetchPage, merge]);

  const loadOlder = useCallback(() => {
    const oldest = messagesRef.current[messagesRef.current.length - 1];
    if (!oldest || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    fetchPage({ untilId: oldest.id, limit: PAGE })
      .then(
        (page) => {
          merge(page);
          setHasOlder(page.length >= PAGE);
        },
        () => setHasOlder(false),
      )
      .finally(() => setLoadingOlder(false));
  }, [fetchPage, merge, loadingOlder, hasOlder]);

  const send = useCallback(
    async (content: { text: string | null; fileId: string | null }) => {
      const params = {
        ...(content.text ? { text: content.text } : {}),
        ...(content.fileId ? { fileId: content.fileId } : {}),
      };
      const sent =
        conversation.kind === 'user'
          ? await host.apiWithDialog(
              'chat/messages/create-to-user',
              { toUserId: target, ...params },
              { success: false },
            )
          : await host.apiWithDialog(
              'chat/messages/create-to-room',
              { toRoomId: target, ...params },
              { success: false },
            );
      merge([sent]);
    },
    [host, conversation.kind, target, merge],
  );

  const remove = useCallback(
    async (message: ChatMessage) => {
      await host.apiWithDialog('chat/messages/delete', { messageId: message.id }, { success: false });
      setMessages((current) => current.filter((m) => m.id !== message.id));
    },
    [host],
  );
  const react = useCallback(
    async (message: ChatMessage, reaction: string) => {
      await host.apiWithDialog('chat/messages/react', { messageId: message.id, reaction }, { success: false });
    },
    [host],
  );
  const unreact = useCallback(
    async (message: ChatMessage, reaction: string) => {
      await host.apiWithDialog('chat/messages/unreact', { messageId: message.id, reaction }, { success: false });
    },
    [host],
  );

  return { status, error, messages, hasOlder, loadingOlder, loadOlder, send, remove, react, unreact };
}
